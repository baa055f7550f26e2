import { useTranslations } from 'next-intl';
import type { Policy } from '@/lib/api/endpoints/policies';
import { Link } from '@/lib/i18n/navigation';
import { claimable } from './start';

/** A contract's way in to a claim on it, while it is in force: the report opens with the contract chosen. */
export function ReportClaimLink({ policy }: { policy: Pick<Policy, 'id' | 'contract_number' | 'effective_date' | 'expiry'> }) {
  const t = useTranslations('claimReport');
  if (!claimable(policy)) return null;
  return (
    <Link href={{ pathname: '/report-claim', query: { policy: policy.id } }} aria-label={t('contractLinkLabel', { number: policy.contract_number })}
      className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50">
      {t('contractLink')}
    </Link>
  );
}
