'use client';

import { useLocale, useTranslations } from 'next-intl';
import { PriceLines } from '@/components/purchase/PriceLines';
import type { PriceOption } from '@/lib/api/endpoints/prices';
import { formatJod } from '@/lib/format/money';

/** A car price: the cover's yearly total, then its lines (premium, any offer, fee, stamp duty). */
export function PriceShown({ option }: { option: PriceOption }) {
  const t = useTranslations('carPrice');
  const locale = useLocale();
  return (
    <div>
      <p className="text-sm text-slate-700">{t(`covers.${option.option === 'third-party' ? 'third-party' : 'comprehensive'}.name`)}</p>
      <p className="text-2xl font-bold text-brand-900" data-testid="car-price">
        <bdi dir="ltr" className="tabular-nums">{formatJod(option.total, locale)}</bdi> <span className="text-base font-normal">{t('result.perYear')}</span>
      </p>
      <PriceLines quotation={option} />
    </div>
  );
}
