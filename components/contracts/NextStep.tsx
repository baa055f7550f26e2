import { useTranslations } from 'next-intl';
import type { Policy } from '@/lib/api/endpoints/policies';
import { buyAgainHref, offersAssessment, offersBuyAgain } from '@/lib/model/contracts/display';
import { BookLababakLink } from './BookLababakLink';
import { Link } from '@/lib/i18n/navigation';

/**
 * What a contract card offers besides renewal: buying it again (prefilled) for the lines that have
 * no renewal once they near their end, and booking an accident assessment for an insured car. A
 * renewed car contract still covers the car until it ends, so its card keeps the booking.
 */
export function NextStep({ policy }: { policy: Pick<Policy, 'id' | 'line' | 'effective_date' | 'expiry' | 'days_to_expire' | 'contract_number' | 'renewed_by'> }) {
  const t = useTranslations('productLinks');
  if (!policy.renewed_by && offersBuyAgain(policy)) {
    return (
      <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 sm:w-auto">
        <Link href={buyAgainHref(policy)} aria-label={t('buyAgainLabel', { number: policy.contract_number })}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          {t('buyAgain')}
        </Link>
        <p className="text-sm text-slate-600">{t('buyAgainHint')}</p>
      </div>
    );
  }
  if (offersAssessment(policy)) return <BookLababakLink policy={policy} />;
  return null;
}
