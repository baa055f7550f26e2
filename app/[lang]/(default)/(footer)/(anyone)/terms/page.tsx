import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { openingHoursText } from '@/components/service/opening-hours';
import { COMPANY_NAME, CUSTOMER_CARE_EMAIL } from '@/lib/config/company';
import { TERMS_SECTIONS, TERMS_UPDATED } from '@/lib/config/terms';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

export const dynamic = 'error';
type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'terms' });
  return { title: t('title') };
}

const linkClass = 'text-brand-700 underline underline-offset-2';

/** The portal's terms of use (spec §2, public), rendered once per language at build time. */
export default async function TermsPage({ params }: Props) {
  const lang = await pageLocale(params);
  const t = await getTranslations('terms');
  const hours = await openingHoursText(lang);
  const rich = {
    privacy: (chunks: ReactNode) => <Link href="/documents/privacy-policy" prefetch={false} className={linkClass}>{chunks}</Link>,
    contact: (chunks: ReactNode) => <Link href="/dashboard/contact-us" prefetch={false} className={linkClass}>{chunks}</Link>,
    email: CUSTOMER_CARE_EMAIL,
    mail: (chunks: ReactNode) => <a href={`mailto:${CUSTOMER_CARE_EMAIL}`} dir="ltr" className={linkClass}>{chunks}</a>,
    hours,
    company: COMPANY_NAME[lang],
  };
  return (
    <article className="flex flex-col gap-6 leading-relaxed text-slate-800">
      <header>
        <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t.rich('updated', { date: formatDate(TERMS_UPDATED), ltr: (c) => <bdi dir="ltr">{c}</bdi> })}</p>
        <p className="mt-4">{t('intro', { company: COMPANY_NAME[lang] })}</p>
      </header>
      <nav aria-labelledby="terms-contents" className="rounded-xl bg-slate-50 p-4">
        <h2 id="terms-contents" className="font-semibold">{t('contents')}</h2>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {TERMS_SECTIONS.map((key) => (
            <li key={key}><a href={`#${key}`} className={`inline-block py-0.5 ${linkClass}`}>{t(`sections.${key}.title`)}</a></li>
          ))}
        </ol>
      </nav>
      {TERMS_SECTIONS.map((key) => (
        <section key={key} id={key} aria-labelledby={`${key}-title`} className="scroll-mt-6">
          <h2 id={`${key}-title`} className="text-xl font-semibold text-brand-900">{t(`sections.${key}.title`)}</h2>
          <p className="mt-2">{t.rich(`sections.${key}.p1`, rich)}</p>
          <p className="mt-2">{t.rich(`sections.${key}.p2`, rich)}</p>
        </section>
      ))}
    </article>
  );
}

export { generateStaticParams } from '@/lib/i18n/static-params';
