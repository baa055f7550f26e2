'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { makeById, modelOf } from '@/lib/config/car-makes';
import type { CarData } from './flow';

/** What the summary lists for the car being insured: the cover, the car, what priced it, the plate, the period. */
export function useCarDetails() {
  const t = useTranslations('carPrice');
  const locale = useLocale();
  return (d: Partial<CarData>): { label: string; value: ReactNode }[] => {
    const a = d.answers;
    const v = d.vehicle;
    if (!a || !v) return [];
    const car = <>{makeById(v.make)?.[locale]} {modelOf(v.make, v.model)?.[locale]} · <bdi dir="ltr">{v.production_year}</bdi></>;
    return [
      { label: t('purchase.details.cover'), value: t(`covers.${a.cover}.name`) },
      { label: t('purchase.details.car'), value: car },
      ...(a.cover === 'third-party'
        ? [
          { label: t('purchase.details.use'), value: t(`uses.${a.use}`) },
          { label: t('purchase.details.vehicle'), value: `${t(`vehicleTypes.${a.vehicle_type}`)} · ${t(`sizes.${a.size as 'electric'}`)}` },
        ]
        : []),
      { label: t('purchase.details.plate'), value: <bdi dir="ltr" data-testid="plate">{v.plate_number}</bdi> },
      { label: t('purchase.details.period'), value: t('purchase.details.oneYear') },
    ];
  };
}
