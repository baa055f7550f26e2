import { getTranslations } from 'next-intl/server';
import { COMPANY_OFFICES, mapsLink } from '@/lib/config/company';
import type { Locale } from '@/lib/config/business';

type Office = (typeof COMPANY_OFFICES)[number];

/** One office: where it is, when it is open, and a link to a maps site (no embedded map without a key). */
export async function OfficeCard({ office, lang, hours }: { office: Office; lang: Locale; hours: string }) {
  const t = await getTranslations('findUs');
  const name = t(`offices.${office.id}`);
  const { lat, lng } = office.coordinates;
  const headingId = `${office.id}-heading`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">{name}</h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">{t('address')}</dt>
        <dd className="mb-2 sm:mb-0"><address className="not-italic">{office.address[lang]}</address></dd>
        <dt className="font-medium text-slate-600">{t('hours')}</dt>
        <dd className="mb-2 sm:mb-0">{hours}</dd>
        <dt className="font-medium text-slate-600">{t('coordinates')}</dt>
        <dd><bdi dir="ltr" className="tabular-nums">{lat.toFixed(4)}, {lng.toFixed(4)}</bdi></dd>
      </dl>
      <a
        href={mapsLink(lat, lng)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('openInMapsOf', { office: name })}
        className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        {t('openInMaps')}
      </a>
    </article>
  );
}
