'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { CAR_COVERS, type CarCover } from '@/lib/config/car-online';
import type { CarPriceFormApi } from './form-api';

/** Third party or comprehensive, each with one line saying what it covers. */
export function CoverChoice({ form, error }: { form: CarPriceFormApi; error?: string }) {
  const t = useTranslations('carPrice');
  return (
    <Controller control={form.control} name="cover" render={({ field }) => (
      <ChoiceGroup legend={t('cover')} name={field.name} value={field.value} error={error}
        onChange={(v) => field.onChange(v as CarCover)}
        options={CAR_COVERS.map((c) => ({ value: c, label: t(`covers.${c}.name`), hint: t(`covers.${c}.what`) }))} />
    )} />
  );
}
