'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { isReferralReason, useReferralText } from '@/components/pricing/car/referral-text';

/** Why this car came to a person (`?reason=` from a price or a quotation), at the top of the request. */
export function ReferralNotice() {
  const t = useTranslations('carPrice.referral');
  const text = useReferralText();
  const reason = useSearchParams().get('reason');
  if (!isReferralReason(reason)) return null;
  return (
    <section aria-labelledby="referral-reason" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4" data-testid="request-reason">
      <h2 id="referral-reason" className="font-semibold text-slate-900">{t('requestTitle')}</h2>
      <p className="mt-1">{text(reason)}</p>
    </section>
  );
}
