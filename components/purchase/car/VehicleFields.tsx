'use client';

import { useLocale, useTranslations } from 'next-intl';
import { NumericField } from '@/components/forms/NumericField';
import { Select } from '@/components/requests/Select';
import { TextField } from '@/components/ui/TextField';
import { CAR_MAKES, makeById, modelOf } from '@/lib/config/car-makes';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { toLatinDigits } from '@/lib/validation/digits';

export type VehicleDraft = { make: string; model: string; production_year: string; plate_number: string };

type Props = { answers: CarPriceAnswers; value: VehicleDraft; set: (v: Partial<VehicleDraft>) => void; error: (field: string) => string | undefined };

/**
 * The car the contract names. Comprehensive was priced on its make, model and year, shown here as
 * they are; third party asks them. The plate number in both cases.
 */
export function VehicleFields({ answers, value, set, error }: Props) {
  const t = useTranslations('carPrice');
  const locale = useLocale();
  const models = makeById(value.make)?.models ?? [];
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 font-semibold text-brand-900">{t('purchase.theCar')}</legend>
      {answers.cover === 'comprehensive' ? (
        <p data-testid="priced-car">
          {makeById(answers.make)?.[locale]} {modelOf(answers.make, answers.model)?.[locale]} · <bdi dir="ltr">{answers.production_year}</bdi>
        </p>
      ) : (
        <>
          <Select name="make" label={t('make')} placeholder={t('choose')} value={value.make} error={error('make')}
            onChange={(make) => set({ make, model: '' })} options={CAR_MAKES.map((m) => ({ value: m.id, label: m[locale] }))} />
          <Select name="model" label={t('model')} placeholder={value.make ? t('choose') : t('chooseMakeFirst')} value={value.model}
            error={error('model')} onChange={(model) => set({ model })} options={models.map((m) => ({ value: m.id, label: m[locale] }))} />
          <NumericField label={t('year')} hint={t('yearHint', { year: 2021 })} maxLength={4} className="max-w-40" name="production_year"
            value={value.production_year} onChange={(e) => set({ production_year: e.target.value })} error={error('production_year')} />
        </>
      )}
      {/* Arabic-Indic digits around a dash would show right to left even in a left-to-right field: kept as Latin digits while typed. */}
      <TextField label={t('purchase.plate')} name="plate_number" ltr autoComplete="off" maxLength={12} inputMode="numeric" className="max-w-60"
        hint={t.rich('purchase.plateHint', { ltr: (chunks) => <bdi dir="ltr" className="whitespace-nowrap">{chunks}</bdi> })}
        value={value.plate_number} onChange={(e) => set({ plate_number: toLatinDigits(e.target.value) })} error={error('plate_number')} />
    </fieldset>
  );
}
