import { useLocale, useTranslations } from 'next-intl';
import { StateBadge } from '@/components/claims/page/StateBadge';
import { rich } from '@/components/claims/page/rich';
import type { ClaimSummary } from '@/lib/api/endpoints/claims';
import { formatDate, formatJod, isolateLtr } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { Typed } from '@/components/ui/Typed';

/**
 * One claim of the list: its number (the link to its page), state, contract and what is insured, what
 * happened and when, the company's next deadline (late ones marked) and the approved amount once decided.
 */
export function ClaimCard({ claim }: { claim: ClaimSummary }) {
  const t = useTranslations('claimPage.list');
  const shared = useTranslations('claims');
  const locale = useLocale();
  return (
    <article aria-labelledby={`claim-${claim.id}`} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="claim-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`claim-${claim.id}`} className="text-lg font-semibold">
          <Link href={`/claims/${claim.id}`} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4">
            <span className="sr-only">{shared('reference')} </span><bdi dir="ltr">{claim.reference}</bdi>
          </Link>
        </h2>
        <StateBadge state={claim.state} />
      </div>
      <p className="font-semibold text-slate-900">{shared(`events.${claim.event}`)} · <Typed>{claim.insured}</Typed></p>
      <p className="text-sm text-slate-700">
        {t.rich('contract', { number: claim.contract_number, ...rich })}{' · '}{t.rich('occurred', { date: formatDate(claim.occurred_on), ...rich })}
      </p>
      {claim.due ? (
        <p className={`text-sm font-medium ${claim.due.overdue ? 'text-red-800' : 'text-slate-800'}`}>
          {shared(`dues.${claim.due.kind}`, { date: isolateLtr(formatDate(claim.due.by)) })}
          {claim.due.overdue ? <span className="ms-2 rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold">{shared('dues.overdue')}</span> : null}
        </p>
      ) : null}
      {claim.net_fils !== null ? (
        <p className="font-semibold text-green-800">{t.rich('approved', { amount: formatJod(claim.net_fils / 1000, locale), ...rich })}</p>
      ) : null}
    </article>
  );
}
