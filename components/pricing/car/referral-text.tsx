'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CAR_ONLINE, CAR_REFERRAL_REASONS, type CarReferralReason } from '@/lib/config/car-online';

export const isReferralReason = (v: string | null | undefined): v is CarReferralReason =>
  !!v && (CAR_REFERRAL_REASONS as readonly string[]).includes(v);

/** Dinar amounts in Latin digits grouped by thousands, as the portal writes amounts in both languages. */
const grouped = (n: number) => n.toLocaleString('en-US');

/** Why the company's rules send a car to a person, in the reader's language, with the limit it passed. */
export function useReferralText() {
  const t = useTranslations('carPrice.referral');
  return (reason: CarReferralReason): ReactNode => {
    switch (reason) {
      case 'valuation': return t.rich('valuation', { min: grouped(CAR_ONLINE.minValuation), max: grouped(CAR_ONLINE.maxValuation), ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> });
      case 'car-age': return t('car-age', { years: CAR_ONLINE.maxAgeYears });
      case 'previous-claim': return t('previous-claim', { years: CAR_ONLINE.claimYears });
      default: return t(reason);
    }
  };
}
