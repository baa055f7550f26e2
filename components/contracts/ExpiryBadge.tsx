import { useTranslations } from 'next-intl';
import type { Policy } from '@/lib/api/endpoints/policies';
import { expiryNotice } from '@/lib/model/contracts/display';
import { formatDate } from '@/lib/format';

/**
 * The day a contract not yet started begins, the 20-day warning of a started one (not on a renewed
 * contract) or the expired mark, in words (colour only repeats them).
 */
export function ExpiryBadge({ policy }: { policy: Pick<Policy, 'effective_date' | 'expiry' | 'days_to_expire' | 'renewed_by'> }) {
  const t = useTranslations('contracts.expiry');
  const notice = expiryNotice(policy);
  if (notice === 'upcoming') {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full border border-sky-300 bg-sky-50 px-3 py-1 text-sm font-semibold text-sky-900">
        {t.rich('startsOn', { date: () => <bdi dir="ltr" className="whitespace-nowrap">{formatDate(policy.effective_date)}</bdi> })}
      </p>
    );
  }
  if (notice === 'expiring') {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">
        <span aria-hidden="true">⚠</span>
        {t('warning', { days: policy.days_to_expire })}
      </p>
    );
  }
  if (notice === 'expired') {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
        {t('expiredAgo', { days: -policy.days_to_expire })}
      </p>
    );
  }
  return null;
}
