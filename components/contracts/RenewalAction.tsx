import { useTranslations } from 'next-intl';
import type { Policy } from '@/lib/api/endpoints/policies';
import { renewalHref, renewalOf, type RenewalBlockedReason } from '@/lib/contracts/display';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

const reasonKey = { blacklist: 'blacklist', 'car-type': 'carType', claim: 'claim', bank: 'bank' } as const satisfies Record<RenewalBlockedReason, string>;

/** The renewal part of a motor contract card: the action, the company-only message (spec §8), or when it opens. */
export function RenewalAction({ policy, renewed = false }: { policy: Policy; renewed?: boolean }) {
  const t = useTranslations('contracts.renewal');
  const renewal = renewalOf(policy);
  if (!renewal) return null;
  if (renewed) return <p className="text-sm font-medium text-green-800">{t('renewed')}</p>;
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
    return (
      <p className="text-sm text-slate-600">
        {t.rich('opensOn', { date: formatDate(renewal.opensOn), ltr: (chunks) => <span dir="ltr">{chunks}</span> })}
      </p>
    );
  }
  return (
    <div className="w-full rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <p className="font-semibold">{t('blockedTitle')}</p>
      <p className="mt-1">{t(`reason.${reasonKey[renewal.reason]}`)}</p>
      <p className="mt-1">
        {t('contactHelp')}{' '}
        <Link href="/dashboard/contact-us" className="font-semibold text-brand-700 underline underline-offset-2">{t('contactLink')}</Link>
      </p>
    </div>
  );
}
