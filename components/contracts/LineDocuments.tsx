import { useLocale, useTranslations } from 'next-intl';
import type { PolicyLine } from '@/lib/api/endpoints/policies';
import { lineDocuments, MEDICAL_NETWORK_PATH } from '@/lib/model/contracts/line-documents';

const linkClass = 'inline-flex min-h-11 items-center gap-2 rounded-lg px-2 py-2 font-semibold text-brand-700 underline underline-offset-4 hover:bg-brand-50';

function FileIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-current">
      <path d="M5 2a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7.41A2 2 0 0 0 16.41 6L13 2.59A2 2 0 0 0 11.59 2H5Zm6 1.5V6a1 1 0 0 0 1 1h2.5L11 3.5ZM6 10h8v1.5H6V10Zm0 3h8v1.5H6V13Z" />
    </svg>
  );
}

/** A line's brochures, terms and forms (documents.json), and for medical the provider network. */
export function LineDocuments({ line }: { line: PolicyLine }) {
  const lang = useLocale();
  const t = useTranslations('productLinks');
  const documents = lineDocuments(line, lang);
  return (
    <section aria-labelledby="documents-heading" className="mt-10 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="documents-heading" className="text-xl font-bold text-brand-900">{t('documentsHeading')}</h2>
      <p className="mt-1 text-slate-700">{t('documentsIntro')}</p>
      <ul className="mt-3 flex flex-col gap-1">
        {line === 'medical' && (
          <li>
            <a href={`/${lang}${MEDICAL_NETWORK_PATH}`} download className={linkClass} aria-describedby="network-hint">
              <FileIcon />{t('network')}
            </a>
            <p id="network-hint" className="ps-9 text-sm text-slate-600">{t('networkHint')}</p>
          </li>
        )}
        {documents.map((d) => (
          <li key={d.slug}>
            <a href={`/${lang}/documents/${d.slug}`} className={linkClass} hrefLang={d.otherLanguage ?? lang}>
              <FileIcon />
              <span>
                {d.title}
                {/* A real space, not a margin: read aloud or copied, "Brochure (in Arabic)" keeps it. */}
                {d.otherLanguage && <>{' '}<span className="text-sm font-normal text-slate-600">({t(d.otherLanguage === 'en' ? 'inEnglish' : 'inArabic')})</span></>}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
