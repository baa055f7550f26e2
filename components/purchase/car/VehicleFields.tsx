'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Control, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { AmountField } from '@/components/forms/AmountField';
import { MakeModelFields } from '@/components/requests/MakeModelFields';
import { TextField } from '@/components/ui/TextField';
import { makeById, modelOf } from '@/lib/config/car-makes';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { toLatinDigits } from '@/lib/format/digits';

/** The car's fields of a form that holds them under `vehicle` (the documents step's). */
export type VehicleValues = { vehicle: { make: string; model: string; production_year: string | number; plate_number: string } };

type Props = {
  answers: CarPriceAnswers;
  control: Control<VehicleValues>;
  register: UseFormRegister<VehicleValues>;
  setValue: UseFormSetValue<VehicleValues>;
  /** The chosen make, for its models. */
  make: string;
  error: (field: string) => string | undefined;
};

/**
 * The car the contract names. Comprehensive was priced on its make, model and year, shown here as
 * they are; third party asks them. The plate number in both cases.
 */
export function VehicleFields({ answers, control, register, setValue, make, error }: Props) {
  const t = useTranslations('carPrice');
  const locale = useLocale();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 font-semibold text-brand-900">{t('purchase.theCar')}</legend>
      {answers.cover === 'comprehensive' ? (
        <p data-testid="priced-car">
          {makeById(answers.make)?.[locale]} {modelOf(answers.make, answers.model)?.[locale]} · <bdi dir="ltr">{answers.production_year}</bdi>
        </p>
      ) : (
        <>
          <MakeModelFields control={control} setValue={setValue} names={{ make: 'vehicle.make', model: 'vehicle.model' }} make={make} error={error}
            labels={{ make: t('make'), model: t('model'), choose: t('choose'), chooseMakeFirst: t('chooseMakeFirst') }} />
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
