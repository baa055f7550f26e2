import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { COMPANY_NAME } from '@/lib/config/company';
import { DOCUMENTS, findDocument, hasWording } from '@/lib/config/documents';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routing } from '@/lib/i18n/routing';
import { readWording, type WordingBlock } from '@/lib/terms/wording';

export const dynamic = 'error';
export const dynamicParams = false;
type Props = { params: Promise<{ lang: string; slug: string }> };

/** Every product's terms in every language, rendered at build time from content/terms. */
export function generateStaticParams() {
  return routing.locales.flatMap((lang) => DOCUMENTS.filter(hasWording).map((d) => ({ lang, slug: d.slug })));
}

async function wordingOf(params: Props['params']) {
  const lang = await pageLocale(params);
  const document = findDocument((await params).slug);
  if (!document || !hasWording(document)) notFound();
  return { lang, document, version: document.version ?? '' };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, document } = await wordingOf(params);
  return { title: document.title[lang] };
}

function Block({ block }: { block: WordingBlock }) {
  if (block.kind === 'paragraph') return <p className="mt-2">{block.text}</p>;
  return (
    <ul className="mt-2 list-disc space-y-1 ps-6">
      {block.items.map((item, i) => <li key={i}>{item}</li>)}
    </ul>
  );
}

/**
 * A product's policy terms in the reader's language (the wording the summary's link opens), with the
 * version a contract records when the customer accepts them, marked as a sample wording.
 */
export default async function PolicyTermsPage({ params }: Props) {
  const { lang, document, version } = await wordingOf(params);
  const t = await getTranslations('policyTerms');
  const sections = readWording(document.slug, lang);
  return (
    <article className="flex flex-col gap-6 leading-relaxed text-slate-800">
      <header>
        <p className="text-sm font-semibold text-slate-600">{COMPANY_NAME[lang]}</p>
        <h1 className="text-3xl font-bold text-brand-900">{document.title[lang]}</h1>
        <p className="mt-1 text-sm text-slate-600" data-testid="terms-version">
          {t.rich('version', { version, ltr: (c) => <bdi dir="ltr">{c}</bdi> })}
        </p>
        <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">{t('sample')}</p>
      </header>
      <nav aria-labelledby="wording-contents" className="rounded-xl bg-slate-50 p-4">
        <h2 id="wording-contents" className="font-semibold">{t('contents')}</h2>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((s, i) => (
            <li key={s.id}><a href={`#${s.id}`} className="inline-block py-0.5 text-brand-700 underline underline-offset-2">{i + 1}. {s.heading}</a></li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-6">
          <h2 id={`${s.id}-title`} className="text-xl font-semibold text-brand-900">{i + 1}. {s.heading}</h2>
          {s.blocks.map((block, j) => <Block key={j} block={block} />)}
        </section>
      ))}
    </article>
  );
}
