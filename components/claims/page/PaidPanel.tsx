import { useLocale, useTranslations } from 'next-intl';
import { Ltr } from '@/components/ui/Ltr';
import type { Claim } from '@/lib/api/endpoints/claims';
import { dayOf } from '@/lib/calendar/days';
import { formatDate, formatJod } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { longDate } from './long-date';
import { Amount, rich } from './rich';

type Settlement = NonNullable<Claim['settlement']>;

/**
 * The money: what is paid and its reference (the transfer's, or the cheque's number) first, then how it
 * is reached. A cheque issued and still under processing is not paid: it says the day it is ready and
 * where it is collected; it reads paid from that day (the backend moves the claim). A payment reached
 * after the day the company had to pay by says so.
 */
export function PaidPanel({ claim, settlement, mobile }: { claim: Claim; settlement: Settlement; mobile: string }) {
  const t = useTranslations('claimPage.paid');
  const locale = useLocale();
  const paid = settlement.paid_at !== null;
  const cheque = settlement.method === 'cheque' ? settlement.cheque_id : null;
  const reference = cheque ?? settlement.transfer_reference;
  const paidDay = settlement.paid_at ? dayOf(settlement.paid_at) : null;
  const place = settlement.cheque_place ?? '';
  const row = 'flex flex-col gap-0.5 sm:flex-row sm:gap-4';
  return (
    <section aria-labelledby="paid-heading" data-testid="claim-paid"
      className={`flex flex-col gap-3 rounded-xl border p-4 ${paid ? 'border-green-300 bg-green-50/60' : 'border-amber-300 bg-amber-50/60'}`}>
      <h2 id="paid-heading" className={`text-lg font-semibold ${paid ? 'text-green-900' : 'text-amber-900'}`}>
        {paid || !claim.cheque_ready_on ? t('heading') : t('issuedHeading', { date: longDate(claim.cheque_ready_on, locale) })}
      </h2>
      {claim.net_fils !== null ? (
        <p className={row}>
          <span className="font-medium text-slate-700">{t('amount')}</span>
          <span className="text-2xl font-bold text-slate-900" data-testid="claim-paid-amount"><Amount>{formatJod(claim.net_fils / 1000, locale)}</Amount></span>
        </p>
      ) : null}
      {reference ? (
        <p className={row}>
          <span className="font-medium text-slate-700">{cheque ? t('cheque') : t('transferReference')}</span>
          <span className="text-xl font-semibold text-slate-900"><Ltr>{reference}</Ltr></span>
        </p>
      ) : null}
      {settlement.method === 'transfer' ? (
        <>
          {paidDay ? <p>{t.rich('paidOn', { date: formatDate(paidDay), ...rich })}</p> : null}
          {settlement.iban_masked ? <p>{t.rich('transfer', { iban: settlement.iban_masked, ...rich })}</p> : null}
        </>
      ) : null}
      {cheque && !paid ? (
        <>
          <p className="font-semibold text-slate-900">{t('collectAt', { place })}</p>
          <p className="text-slate-800">{t('readyNote')}</p>
        </>
      ) : null}
      {cheque && paidDay ? <p>{t.rich('readySince', { date: formatDate(paidDay), place, ...rich })}</p> : null}
      {paidDay && claim.pay_by && paidDay > claim.pay_by ? (
        <p className="font-semibold text-red-800">{t.rich('late', { due: formatDate(claim.pay_by), paid: formatDate(paidDay), ...rich })}</p>
      ) : null}
      {cheque ? (
        <Link href={`/cheques/${encodeURIComponent(cheque)}/${encodeURIComponent(mobile)}`}
          className="inline-flex min-h-11 w-fit items-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {t('chequeLookup')}
        </Link>
      ) : null}
    </section>
  );
}
