'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { AmountField } from '@/components/forms/AmountField';
import { Select } from '@/components/requests/Select';
import { TextField } from '@/components/ui/TextField';
import { CAR_MAKES, makeById, modelOf } from '@/lib/config/car-makes';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { toLatinDigits } from '@/lib/validation/digits';

/** The car's fields of a form that holds them under `vehicle` (the documents step's). */
export type VehicleValues = { vehicle: { make: string; model: string; production_year: string | number; plate_number: string } };

type Props = {
  answers: CarPriceAnswers;
  control: Control<VehicleValues>;
  register: UseFormRegister<VehicleValues>;
  /** The chosen make, for its models. */
  make: string;
  /** A new make clears the model. */
  onMake: (make: string) => void;
  error: (field: string) => string | undefined;
};

/**
 * The car the contract names. Comprehensive was priced on its make, model and year, shown here as
 * they are; third party asks them. The plate number in both cases.
 */
export function VehicleFields({ answers, control, register, make, onMake, error }: Props) {
  const t = useTranslations('carPrice');
  const locale = useLocale();
  const models = makeById(make)?.models ?? [];
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 font-semibold text-brand-900">{t('purchase.theCar')}</legend>
      {answers.cover === 'comprehensive' ? (
        <p data-testid="priced-car">
          {makeById(answers.make)?.[locale]} {modelOf(answers.make, answers.model)?.[locale]} · <bdi dir="ltr">{answers.production_year}</bdi>
        </p>
      ) : (
        <>
          <Controller control={control} name="vehicle.make" render={({ field }) => (
            <Select name="make" label={t('make')} placeholder={t('choose')} value={field.value} error={error('vehicle.make')}
              onChange={onMake} options={CAR_MAKES.map((m) => ({ value: m.id, label: m[locale] }))} />
          )} />
          <Controller control={control} name="vehicle.model" render={({ field }) => (
            <Select name="model" label={t('model')} placeholder={make ? t('choose') : t('chooseMakeFirst')} value={field.value}
              error={error('vehicle.model')} onChange={field.onChange} options={models.map((m) => ({ value: m.id, label: m[locale] }))} />
          )} />
          <AmountField label={t('year')} hint={t('yearHint', { year: 2021 })} maxLength={4} className="max-w-40"
            {...register('vehicle.production_year')} error={error('vehicle.production_year')} />
        </>
      )}
      {/* Arabic-Indic digits around a dash would show right to left even in a left-to-right field: kept as Latin digits while typed. */}
      <TextField label={t('purchase.plate')} ltr autoComplete="off" maxLength={12} inputMode="numeric" className="max-w-60"
        hint={t.rich('purchase.plateHint', { ltr: (chunks) => <bdi dir="ltr" className="whitespace-nowrap">{chunks}</bdi> })}
        {...register('vehicle.plate_number', { setValueAs: (v: string) => toLatinDigits(v), onChange: (e: { target: HTMLInputElement }) => { e.target.value = toLatinDigits(e.target.value); } })}
        error={error('vehicle.plate_number')} />
    </fieldset>
  );
}
