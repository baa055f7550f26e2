import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { displayPhone } from '@/components/service/ContactChannels';
import { OfficeCard } from '@/components/service/OfficeCard';
import { openingHoursText } from '@/components/service/opening-hours';
import { COMPANY_OFFICES, COMPANY_PHONE, SOCIAL_ACCOUNTS } from '@/lib/config/company';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'findUs' });
  return { title: t('title') };
}

const SOCIAL_URLS: Record<keyof typeof SOCIAL_ACCOUNTS, (handle: string) => string> = {
  facebook: (h) => `https://www.facebook.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/company/${h}`,
};

/** The head office and the claims office (spec §2, §9); the dashboard layout has checked the user. */
export default async function FindUsPage({ params }: Props) {
  const lang = await pageLocale(params);
  const t = await getTranslations('findUs');
  const hours = await openingHoursText(lang);
  const networks = Object.keys(SOCIAL_ACCOUNTS) as (keyof typeof SOCIAL_ACCOUNTS)[];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {COMPANY_OFFICES.map((office) => <OfficeCard key={office.id} office={office} lang={lang} hours={hours} />)}
      </div>
      <section aria-labelledby="reach-heading" className="flex flex-col gap-3 rounded-xl bg-slate-50 p-5 text-sm">
        <h2 id="reach-heading" className="text-lg font-semibold text-brand-900">{t('phone')}</h2>
        <a href={`tel:+${COMPANY_PHONE}`} className="self-start text-brand-700 underline underline-offset-2"><span dir="ltr">{displayPhone(COMPANY_PHONE)}</span></a>
        <h2 className="mt-2 text-lg font-semibold text-brand-900">{t('followUs')}</h2>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {networks.map((n) => (
            <li key={n}>
              <a href={SOCIAL_URLS[n](SOCIAL_ACCOUNTS[n])} target="_blank" rel="noopener noreferrer" className="inline-block py-0.5 text-brand-700 underline underline-offset-2">
                {t(`social.${n}`)}{' '}<bdi dir="ltr" className="text-slate-600">@{SOCIAL_ACCOUNTS[n]}</bdi>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
