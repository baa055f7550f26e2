'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { AmountField } from '@/components/forms/AmountField';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { MakeModelFields } from '@/components/requests/MakeModelFields';
import { CAR_REQUEST } from '@/lib/config/business';
import { CAR_ONLINE } from '@/lib/config/car-online';
import { ENGINE_TYPES } from '@/lib/config/car-makes';
import { formatNumber } from '@/lib/format/money';
import type { CarPriceFormApi } from './form-api';

type Props = { form: CarPriceFormApi; error: (field: string) => string | undefined };

/** Comprehensive's price: make and model (in the reader's language), year, engine type, value, and the claim question. */
export function ComprehensiveFields({ form, error }: Props) {
  const t = useTranslations('carPrice');
  const engines = useTranslations('motor.engines');
  const locale = useLocale();
  const make = form.watch('make');
  return (
    <>
      <MakeModelFields control={form.control} setValue={form.setValue} names={{ make: 'make', model: 'model' }} make={make} error={error}
        labels={{ make: t('make'), model: t('model'), choose: t('choose'), chooseMakeFirst: t('chooseMakeFirst') }} />
      <AmountField label={t('year')} hint={t('yearHint', { year: 2021 })} maxLength={4} className="max-w-40"
        {...form.register('production_year')} error={error('production_year')} />
      <Controller control={form.control} name="engine_type" render={({ field }) => (
        <ChoiceGroup legend={t('engine')} name={field.name} value={field.value} error={error('engine_type')} onChange={field.onChange}
          options={ENGINE_TYPES.map((e) => ({ value: e, label: engines(e) }))} />
      )} />
      <AmountField label={t('valuation')} maxLength={11} className="max-w-72" {...form.register('valuation')} error={error('valuation')}
        hint={t('valuationHint', { min: formatNumber(CAR_REQUEST.minValuation, locale), max: formatNumber(CAR_REQUEST.maxValuation, locale) })} />
      <Controller control={form.control} name="previous_claim" render={({ field }) => (
        <ChoiceGroup legend={t('claim', { years: CAR_ONLINE.claimYears })} name={field.name} error={error('previous_claim')}
          value={field.value === undefined ? undefined : field.value ? 'yes' : 'no'}
          onChange={(v) => field.onChange(v === 'yes')}
          options={[{ value: 'no', label: t('no') }, { value: 'yes', label: t('yes') }]} />
      )} />
    </>
  );
}
