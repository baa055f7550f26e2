'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { Select } from '@/components/requests/Select';
import { VEHICLE_SIZES, VEHICLE_TYPES, VEHICLE_USES, type VehicleType } from '@/lib/config/car-online';
import type { CarPriceFormApi } from './form-api';

type Props = { form: CarPriceFormApi; error: (field: string) => string | undefined };

/** Third party's price: the vehicle's use, its type, and the size band of that type. */
export function ThirdPartyFields({ form, error }: Props) {
  const t = useTranslations('carPrice');
  const type = form.watch('vehicle_type');
  const sizes = type && type in VEHICLE_SIZES ? VEHICLE_SIZES[type as VehicleType] : [];
  return (
    <>
      <Controller control={form.control} name="use" render={({ field }) => (
        <ChoiceGroup legend={t('use')} name={field.name} value={field.value} error={error('use')} onChange={field.onChange}
          options={VEHICLE_USES.map((u) => ({ value: u, label: t(`uses.${u}`) }))} />
      )} />
      <Controller control={form.control} name="vehicle_type" render={({ field }) => (
        <ChoiceGroup legend={t('vehicleType')} name={field.name} value={field.value} error={error('vehicle_type')}
          onChange={(v) => { field.onChange(v); form.setValue('size', ''); }}
          options={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`vehicleTypes.${v}`) }))} />
      )} />
      <Controller control={form.control} name="size" render={({ field }) => (
        <Select name={field.name} label={t('size')} placeholder={type ? t('choose') : t('chooseTypeFirst')} value={field.value ?? ''}
          error={error('size')} onChange={field.onChange}
          options={sizes.map((s) => ({ value: s, label: t(`sizes.${s}`) }))} />
      )} />
    </>
  );
}
