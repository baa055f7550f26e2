'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { StepNav } from '@/components/flow/StepNav';
import { AmountField } from '@/components/forms/AmountField';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { CAR_REQUEST } from '@/lib/config/business';
import { ENGINE_TYPES } from '@/lib/config/car-makes';
import { formatNumber } from '@/lib/format/money';
import { carDetailsSchema, type CarDetails } from '@/lib/validation/motor';
import { MakeModelFields } from '../MakeModelFields';
import { motorFlow } from './flow';

const asText = (n: number | undefined) => (n === undefined ? '' : String(n));

/** Make and model from the list of makes sold in Jordan, engine type, production year, valuation. */
export function CarStep({ defaults, onDone }: { defaults: Partial<CarDetails>; onDone: (car: CarDetails) => void }) {
  const t = useTranslations('motor');
  const locale = useLocale();
  const form = useZodForm(carDetailsSchema, {
    defaultValues: {
      make: defaults.make ?? '', model: defaults.model ?? '', engine_type: defaults.engine_type,
      production_year: asText(defaults.production_year), valuation: asText(defaults.valuation),
    },
  });
  useFormDraft(form, `${motorFlow.id}:car`);
  const error = useFieldError(form.formState.errors);

  return (
    <form method="post" onSubmit={form.handleSubmit(onDone)} noValidate className="mt-4 flex flex-col gap-5">
      <MakeModelFields control={form.control} setValue={form.setValue} names={{ make: 'make', model: 'model' }} make={form.watch('make')} error={error}
        labels={{ make: t('make'), model: t('model'), choose: t('choose'), chooseMakeFirst: t('chooseMakeFirst') }} />
      <Controller control={form.control} name="engine_type" render={({ field }) => (
        <ChoiceGroup legend={t('engine')} name={field.name} value={field.value} onChange={field.onChange} error={error('engine_type')}
          options={ENGINE_TYPES.map((e) => ({ value: e, label: t(`engines.${e}`) }))} />
      )} />
      <AmountField label={t('year')} hint={t('yearHint', { from: CAR_REQUEST.oldestYear })} maxLength={4} className="max-w-40"
        {...form.register('production_year')} error={error('production_year')} />
      <AmountField label={t('valuation')} hint={t('valuationHint', { min: formatNumber(CAR_REQUEST.minValuation, locale), max: formatNumber(CAR_REQUEST.maxValuation, locale) })}
        maxLength={9} className="max-w-72" {...form.register('valuation')} error={error('valuation')} />
      <StepNav />
    </form>
  );
}
