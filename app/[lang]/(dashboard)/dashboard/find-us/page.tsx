import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/frame/icons';
import { OfficeCard } from '@/components/service/OfficeCard';
import { openingHoursText } from '@/components/service/opening-hours';
import { Phone } from '@/components/ui/Phone';
import { COMPANY_OFFICES, COMPANY_PHONE, SOCIAL_NETWORKS, socialLink } from '@/lib/config/company';
import { telHref } from '@/lib/phone';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'findUs' });
  return { title: t('title') };
}

const link = 'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-2';

/** The head office and the claims office (spec §2, §9); the dashboard layout has checked the user. */
export default async function FindUsPage({ params }: Props) {
  const lang = await pageLocale(params);
  const t = await getTranslations('findUs');
  const hours = await openingHoursText(lang);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {COMPANY_OFFICES.map((office) => <OfficeCard key={office.id} office={office} lang={lang} hours={hours} />)}
      </div>
      <section aria-labelledby="reach-heading" className="flex flex-col gap-2 rounded-xl bg-slate-50 p-5">
        <h2 id="reach-heading" className="text-lg font-semibold text-brand-900">{t('phone')}</h2>
        <a href={telHref(COMPANY_PHONE)} className={`${link} self-start`}><Icon name="phone" /><Phone number={COMPANY_PHONE} /></a>
        <h2 className="mt-2 text-lg font-semibold text-brand-900">{t('followUs')}</h2>
        <ul className="flex flex-wrap gap-x-5">
          {SOCIAL_NETWORKS.map((n) => (
            <li key={n}>
              <a href={socialLink(n)} target="_blank" rel="noopener noreferrer" className={link}>{t(`social.${n}`)}</a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
