import { useTranslations } from 'next-intl';
import type { Policy } from '@/lib/api/endpoints/policies';
import { RENEWAL_GRACE_DAYS_AFTER_EXPIRY } from '@/lib/config/business';
import { policyHref, renewalHref, renewalOf, type CompanyOnly } from '@/lib/model/contracts/display';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

const reasonKey = {
  blacklist: 'blacklist', 'car-type': 'carType', claim: 'claim', bank: 'bank', barred: 'barred', expired: 'expired',
} as const satisfies Record<CompanyOnly, string>;

const ltr = (chunks: React.ReactNode) => <span dir="ltr" className="whitespace-nowrap">{chunks}</span>;

/**
 * The renewal part of a motor contract card and page, as the backend decides it: renewed until the
 * new contract's end (with a link to it), the renew action, the company-only message with its reason
 * and the way to reach the company (spec §6, §8), or the day the window opens. A card never offers a
 * Renew that the renewal page would refuse.
 */
export function RenewalAction({ policy }: { policy: Policy }) {
  const t = useTranslations('contracts.renewal');
  const renewal = renewalOf(policy);
  if (!renewal) return null;
  if (renewal.kind === 'renewed') {
    return (
      <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 sm:w-auto" data-testid="renewed-until">
        <p className="inline-flex items-center gap-1.5 rounded-full border border-green-300 bg-green-50 px-3 py-1 text-sm font-semibold text-green-900">
          <span aria-hidden="true">✓</span>
          {t.rich('renewed', { date: formatDate(renewal.by.expiry), ltr })}
        </p>
        <Link href={policyHref({ line: policy.line, id: renewal.by.id })} aria-label={t('viewRenewalLabel', { number: renewal.by.contract_number })}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          {t('viewRenewal')}
        </Link>
      </div>
    );
  }
  if (renewal.kind === 'renew') {
    return (
      <Link
        href={renewalHref(policy)}
        aria-label={t('renewLabel', { number: policy.contract_number })}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t('renew')}
      </Link>
    );
  }
  if (renewal.kind === 'later') {
    return <p className="text-sm text-slate-600">{t.rich('opensOn', { date: formatDate(renewal.opensOn), ltr })}</p>;
  }
  return (
    <div className="w-full rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900" data-testid="company-only">
      <p className="font-semibold">{t('blockedTitle')}</p>
      <p className="mt-1">{t(`reason.${reasonKey[renewal.reason]}`, { days: RENEWAL_GRACE_DAYS_AFTER_EXPIRY })}</p>
      <p className="mt-1">
        {t('contactHelp')}{' '}
        <Link href="/dashboard/contact-us" className="font-semibold text-brand-700 underline underline-offset-2">{t('contactLink')}</Link>
      </p>
    </div>
  );
}
