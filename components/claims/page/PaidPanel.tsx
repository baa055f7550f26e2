import { useLocale, useTranslations } from 'next-intl';
import { Ltr } from '@/components/ui/Ltr';
import type { Claim } from '@/lib/api/endpoints/claims';
import { CHEQUE_PROCESSING_DAYS } from '@/lib/config/business';
import { formatDate, formatJod } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { Amount, rich } from './rich';

type Settlement = NonNullable<Claim['settlement']>;

/**
 * The money on its way or paid: the transfer's account and reference, or the cheque's number with the
 * cheque lookup (by number and the customer's mobile, as the SMS links it) and its processing time.
 */
export function PaidPanel({ claim, settlement, mobile }: { claim: Claim; settlement: Settlement; mobile: string }) {
  const t = useTranslations('claimPage.paid');
  const locale = useLocale();
  const row = 'flex flex-col gap-0.5 sm:flex-row sm:gap-4';
  return (
    <section aria-labelledby="paid-heading" data-testid="claim-paid" className="flex flex-col gap-3 rounded-xl border border-green-300 bg-green-50/60 p-4">
      <h2 id="paid-heading" className="text-lg font-semibold text-green-900">
        {t('heading')}{claim.net_fils !== null ? <>{' · '}<Amount>{formatJod(claim.net_fils / 1000, locale)}</Amount></> : null}
      </h2>
      {settlement.paid_at ? <p>{t.rich('paidOn', { date: formatDate(settlement.paid_at), ...rich })}</p> : null}
      {settlement.method === 'transfer' ? (
        <>
          {settlement.iban_masked ? <p>{t.rich('transfer', { iban: settlement.iban_masked, ...rich })}</p> : null}
          {settlement.transfer_reference ? (
            <p className={row}><span className="font-medium text-slate-700">{t('transferReference')}</span> <span><Ltr>{settlement.transfer_reference}</Ltr></span></p>
          ) : null}
        </>
      ) : settlement.cheque_id ? (
        <>
          <p className={row}><span className="font-medium text-slate-700">{t('cheque')}</span> <span><Ltr>{settlement.cheque_id}</Ltr></span></p>
          <p className="text-slate-800">{t('chequeNote', { days: CHEQUE_PROCESSING_DAYS })}</p>
          <Link href={`/cheques/${encodeURIComponent(settlement.cheque_id)}/${encodeURIComponent(mobile)}`}
            className="inline-flex min-h-11 w-fit items-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            {t('chequeLookup')}
          </Link>
        </>
      ) : null}
    </section>
  );
}
