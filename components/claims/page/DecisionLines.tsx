import { useLocale, useTranslations } from 'next-intl';
import type { ClaimDecision } from '@/lib/api/endpoints/claims';
import { formatDiscount, formatJod } from '@/lib/format/money';
import { formatDate } from '@/lib/format';
import { Amount, rich } from './rich';
import { Typed } from '@/components/ui/Typed';

type Approved = Extract<ClaimDecision, { outcome: 'approved' }>;

/**
 * The approval as the company computed it: the loss, less the excess and each deduction with its
 * reason, and what is paid. Every amount comes from the backend, in fils; nothing is added up here.
 */
export function DecisionLines({ decision }: { decision: Approved }) {
  const t = useTranslations('claimPage.decision');
  const locale = useLocale();
  const jod = (fils: number) => formatJod(fils / 1000, locale);
  const minus = (fils: number) => formatDiscount(fils / 1000, locale);
  const row = 'flex items-baseline justify-between gap-4 py-2';
  return (
    <section aria-labelledby="decision-heading" className="flex flex-col gap-2">
      <h2 id="decision-heading" className="text-lg font-semibold text-brand-900">{t('heading')}</h2>
      <p className="text-sm text-slate-700">{t.rich('approvedOn', { date: formatDate(decision.decided_at), ...rich })}</p>
      <dl className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4" data-testid="decision-lines">
        <div className={row}><dt>{t('gross')}</dt><dd><Amount>{jod(decision.gross_fils)}</Amount></dd></div>
        <div className={row}><dt>{t('excess')}</dt><dd><Amount>{minus(decision.excess_fils)}</Amount></dd></div>
        {decision.deductions.map((d, i) => (
          <div key={i} className={row}>
            <dt className="min-w-0">{t.rich('deduction', { reason: d.reason, ...rich })}</dt>
            <dd><Amount>{minus(d.amount_fils)}</Amount></dd>
          </div>
        ))}
        <div className={`${row} text-lg font-bold text-brand-900`}><dt>{t('net')}</dt><dd data-testid="decision-net"><Amount>{jod(decision.net_fils)}</Amount></dd></div>
      </dl>
      {decision.note ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t('note')}</h3>
          <Typed block>{decision.note}</Typed>
        </div>
      ) : null}
    </section>
  );
}
