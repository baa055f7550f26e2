import { getTranslations } from 'next-intl/server';
import { Phone } from '@/components/ui/Phone';
import { COMPANY_PHONE, CUSTOMER_CARE_EMAIL, MESSAGING_NUMBERS } from '@/lib/config/company';
import { telHref } from '@/lib/phone';
import type { Locale } from '@/lib/config/business';
import { openingHoursText } from './opening-hours';

/** WhatsApp, phone, e-mail and hours beside the contact form. */
export async function ContactChannels({ lang }: { lang: Locale }) {
  const t = await getTranslations('contact');
  const hours = await openingHoursText(lang);
  const whatsapp = [
    { key: 'whatsappGeneral', number: MESSAGING_NUMBERS.general },
    { key: 'whatsappTravel', number: MESSAGING_NUMBERS.travelClaims },
  ] as const;
  return (
    <aside aria-labelledby="other-ways" className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm">
      <h2 id="other-ways" className="text-lg font-semibold text-brand-900">{t('otherWays')}</h2>
      <div>
        <h3 className="font-semibold text-slate-800">{t('whatsappHeading')}</h3>
        <ul className="mt-2 flex flex-col gap-3">
          {whatsapp.map((w) => (
            <li key={w.key}>
              <p className="text-slate-700">{t(w.key)}</p>
              <a
                href={`https://wa.me/${w.number}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('whatsappLink', { purpose: t(w.key) })}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                <Phone number={w.number} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold text-slate-800">{t('callUs')}</h3>
        <a href={telHref(COMPANY_PHONE)} className="mt-1 inline-block text-brand-700 underline underline-offset-2">
          <Phone number={COMPANY_PHONE} />
        </a>
      </div>
      <div>
        <h3 className="font-semibold text-slate-800">{t('emailUs')}</h3>
        <a href={`mailto:${CUSTOMER_CARE_EMAIL}`} dir="ltr" className="mt-1 inline-block break-all text-brand-700 underline underline-offset-2">{CUSTOMER_CARE_EMAIL}</a>
      </div>
      <div>
        <h3 className="font-semibold text-slate-800">{t('hours')}</h3>
        <p className="mt-1 text-slate-700">{hours}</p>
      </div>
    </aside>
  );
}
