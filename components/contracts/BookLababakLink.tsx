import { useTranslations } from 'next-intl';
import type { Policy } from '@/lib/api/endpoints/policies';
import { assessmentHref } from '@/lib/model/contracts/display';
import { Link } from '@/lib/i18n/navigation';

/**
 * A car contract's way into Lababak: the booking opens with this contract chosen (`?policy=`, which the
 * booking page checks is the customer's and in force), so the car is not asked again.
 */
export function BookLababakLink({ policy }: { policy: Pick<Policy, 'id' | 'contract_number'> }) {
  const t = useTranslations('productLinks');
  return (
    <Link href={assessmentHref(policy)} aria-label={t('bookLabel', { number: policy.contract_number })}
      className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
      {t('book')}
    </Link>
  );
}
