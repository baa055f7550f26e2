import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/frame/icons';
import { COMPANY_OFFICES, directionsLink, mapsLink } from '@/lib/config/company';
import type { Locale } from '@/lib/config/business';

type Office = (typeof COMPANY_OFFICES)[number];

const action = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold';

/** One office: where it is, when it is open, and links to a maps site and to directions (no embedded map without a key). */
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
        <dd>{hours}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <a
          href={mapsLink(lat, lng)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('openInMapsOf', { office: name })}
          data-map="open"
          className={`${action} border border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          <Icon name="findUs" />
          {t('openInMaps')}
        </a>
        <a
          href={directionsLink(lat, lng)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('directionsOf', { office: name })}
          data-map="directions"
          className={`${action} bg-brand-600 text-white hover:bg-brand-700`}
        >
          <Icon name="directions" />
          {t('directions')}
        </a>
      </div>
    </article>
  );
}
