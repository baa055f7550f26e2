import { useTranslations } from 'next-intl';
import { Phone } from '@/components/ui/Phone';
import { COMPANY_PHONE, MESSAGING_NUMBERS } from '@/lib/config/company';
import { formatPhone, telHref } from '@/lib/phone';
import { Link } from '@/lib/i18n/navigation';

/** A refusal the spec names (age, accident history, barred, blacklisted), with the ways to reach the company: call, message, write; `children` may add a call back. */
export function Refusal({ title, children }: { title: string; children?: React.ReactNode }) {
  const t = useTranslations('purchase.refusal');
  return (
    <section role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <div className="mt-2">{children}</div> : null}
      <p className="mt-3">{t('contact')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link href="/dashboard/contact-us" className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
          {t('contactUs')}
        </Link>
        <a href={telHref(COMPANY_PHONE)} className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50">
          {t('call')} <Phone number={COMPANY_PHONE} className="ms-1" />
        </a>
        <a href={`https://wa.me/${MESSAGING_NUMBERS.general}`} target="_blank" rel="noopener noreferrer"
          aria-label={t('messageLabel', { number: formatPhone(MESSAGING_NUMBERS.general) })}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50">
          {t('message')}
        </a>
        <Link href="/dashboard" className="inline-flex min-h-11 items-center px-2 text-brand-700 underline underline-offset-2">{t('dashboard')}</Link>
      </div>
    </section>
  );
}
