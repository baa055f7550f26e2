import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Policy } from '@/lib/api/endpoints/policies';
import { expiryNotice, renewalOf } from '@/lib/model/contracts/display';
import { adviceFor } from '@/lib/model/contracts/expiry-advice';
import { formatDate } from '@/lib/format';

export type PolicyState = 'upcoming' | 'active' | 'expiring' | 'expired';

export function policyState(policy: Policy): PolicyState {
  return expiryNotice(policy) ?? 'active';
}

const badge: Record<PolicyState, string> = {
  upcoming: 'bg-sky-100 text-sky-900 ring-sky-300',
  active: 'bg-green-100 text-green-800 ring-green-300',
  expiring: 'bg-amber-100 text-amber-900 ring-amber-300',
  expired: 'bg-slate-200 text-slate-800 ring-slate-300',
};

/** The status badge: the day it starts while it has not, else the days left while the contract runs. */
export async function PolicyStatusBadge({ policy }: { policy: Policy }) {
  const t = await getTranslations('policy');
  const state = policyState(policy);
  const date = () => <bdi dir="ltr" className="whitespace-nowrap">{formatDate(policy.effective_date)}</bdi>;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="sr-only">{t('statusLabel')}: </span>
      <span className={`rounded-full px-3 py-1 font-semibold ring-1 ${badge[state]}`}>
        {state === 'upcoming' ? t.rich('status.upcoming', { date }) : t(`status.${state}`)}
      </span>
      {(state === 'active' || state === 'expiring') && <span className="text-slate-700">{t('daysLeft', { days: policy.days_to_expire })}</span>}
    </p>
  );
}

/**
 * The 20-day warning (spec §9) with what the customer can do about it (renew only where the web renews),
 * or the expired note; nothing while the contract runs comfortably or once it is renewed.
 */
export async function PolicyExpiryNotice({ policy }: { policy: Policy }) {
  const t = await getTranslations('policy');
  const state = policyState(policy);
  if (state === 'active' || state === 'upcoming') return null;
  const values = { date: formatDate(policy.expiry), ltr: (chunks: ReactNode) => <bdi dir="ltr" className="whitespace-nowrap">{chunks}</bdi> };
  const tone = state === 'expiring' ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-300 bg-slate-50 text-slate-800';
  return (
    <div role="status" className={`flex items-start gap-3 rounded-lg border px-4 py-3 ${tone}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-current">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8.5a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Z" />
      </svg>
      <p>
        {state === 'expiring'
          ? <>{t.rich('expiringWarning', { ...values, days: policy.days_to_expire })} {t(`expiringAdvice.${adviceFor(policy.line, renewalOf(policy)?.kind === 'renew')}`)}</>
          : t.rich('expiredNote', values)}
      </p>
    </div>
  );
}
