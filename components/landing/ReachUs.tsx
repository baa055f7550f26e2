import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/frame/icons';
import { openingHoursText } from '@/components/service/opening-hours';
import { Phone } from '@/components/ui/Phone';
import type { Locale } from '@/lib/config/business';
import { COMPANY_OFFICES, COMPANY_PHONE, CUSTOMER_CARE_EMAIL, mapsLink, MESSAGING_NUMBERS } from '@/lib/config/company';
import { telHref } from '@/lib/phone';

const link = 'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline';

/** How to reach the company: phone, WhatsApp, e-mail, hours and the offices (lib/config/company.ts). */
export async function ReachUs({ lang }: { lang: Locale }) {
  const t = await getTranslations('landing');
  const offices = await getTranslations('findUs.offices');
  const hours = await openingHoursText(lang);
  return (
    <section aria-labelledby="reach-heading" className="bg-white">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 md:grid-cols-2">
        <div>
          <h2 id="reach-heading" className="text-2xl font-bold text-brand-900">{t('reachTitle')}</h2>
          <ul className="mt-4 flex flex-col gap-1">
            <li><a href={telHref(COMPANY_PHONE)} className={link}><Icon name="phone" /><span className="sr-only">{t('call')} </span><Phone number={COMPANY_PHONE} /></a></li>
            <li>
              <a href={`https://wa.me/${MESSAGING_NUMBERS.general}`} target="_blank" rel="noopener noreferrer" className={link}>
                <Icon name="contactUs" />{t('whatsapp')}
              </a>
            </li>
            <li><a href={`mailto:${CUSTOMER_CARE_EMAIL}`} className={link}><Icon name="mail" /><span className="sr-only">{t('email')} </span><span dir="ltr" className="break-all">{CUSTOMER_CARE_EMAIL}</span></a></li>
            <li className="flex min-h-11 items-center gap-2 text-slate-700"><Icon name="clock" />{hours}</li>
          </ul>
        </div>
        <ul className="flex flex-col gap-4">
          {COMPANY_OFFICES.map((office) => (
            <li key={office.id} className="rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{offices(office.id)}</h3>
              <address className="mt-1 text-sm text-slate-700 not-italic">{office.address[lang]}</address>
              <a
                href={mapsLink(office.coordinates.lat, office.coordinates.lng)}
                target="_blank"
                rel="noopener noreferrer"
                className={`${link} text-sm`}
              >
                <Icon name="findUs" />{t('openInMaps')}<span className="sr-only">: {offices(office.id)}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
