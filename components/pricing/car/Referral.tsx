'use client';

import { useTranslations } from 'next-intl';
import { seedCarRequest, requestHref } from '@/components/requests/motor/carry';
import type { CarReferralReason } from '@/lib/config/car-online';
import { Link } from '@/lib/i18n/navigation';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { useReferralText } from './referral-text';

/** A car the rules send to a person: why, and the request flow with the car's answers (and a purchase's plate) carried. */
export function Referral({ reason, answers, plate }: { reason: CarReferralReason; answers: CarPriceAnswers; plate?: string }) {
  const t = useTranslations('carPrice.referral');
  const text = useReferralText();
  return (
    <div className="flex flex-col gap-3" data-testid="car-referral">
      <h3 className="font-semibold text-brand-900">{reason === 'plate-insured' ? t('plateTitle') : t('title')}</h3>
      <p data-reason={reason}>{text(reason)}</p>
      <p className="text-sm text-slate-700">{t('note')}</p>
      <Link href={requestHref(reason)} onClick={() => seedCarRequest(answers, plate)}
        className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t('action')}
      </Link>
    </div>
  );
}
