'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { checkStep } from '@/components/purchase/form-errors';
import { CAR_REQUEST } from '@/lib/config/business';
import { CAR_MAKES, ENGINE_TYPES, makeById } from '@/lib/config/car-makes';
import { toLatinDigits } from '@/lib/validation/digits';
import { carDetailsSchema, type CarDetails } from '@/lib/validation/motor';
import { Select } from '../Select';

const asNumber = (v: string) => (v.trim() === '' ? undefined : Number(toLatinDigits(v).replace(/[\s,٬]/g, '')));

/** Make and model from the list of makes sold in Jordan, engine type, production year, valuation. */
export function CarStep({ defaults, onDone }: { defaults: Partial<CarDetails>; onDone: (car: CarDetails) => void }) {
  const t = useTranslations('motor');
  const locale = useLocale();
  const message = useFieldMessage();
  const [make, setMake] = useState(defaults.make ?? '');
  const [model, setModel] = useState(defaults.model ?? '');
  const [engine, setEngine] = useState<string | undefined>(defaults.engine_type);
  const [year, setYear] = useState(defaults.production_year ? String(defaults.production_year) : '');
  const [valuation, setValuation] = useState(defaults.valuation ? String(defaults.valuation) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(carDetailsSchema, { make, model, engine_type: engine, production_year: asNumber(year), valuation: asNumber(valuation) });
    if (!checked.ok) return setErrors(checked.errors);
    onDone(checked.data);
  }

  const models = makeById(make)?.models ?? [];
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <Select name="make" label={t('make')} placeholder={t('choose')} value={make} error={message(errors.make)}
        onChange={(v) => { setMake(v); setModel(''); }}
        options={CAR_MAKES.map((m) => ({ value: m.id, label: m[locale] }))} />
      <Select name="model" label={t('model')} placeholder={make ? t('choose') : t('chooseMakeFirst')} value={model} error={message(errors.model)}
        onChange={setModel} options={models.map((m) => ({ value: m.id, label: m[locale] }))} />
      <ChoiceGroup legend={t('engine')} name="engine_type" value={engine} onChange={setEngine} error={message(errors.engine_type)}
        options={ENGINE_TYPES.map((e) => ({ value: e, label: t(`engines.${e}`) }))} />
      <NumericField label={t('year')} hint={t('yearHint', { from: CAR_REQUEST.oldestYear })} maxLength={4} className="max-w-40"
        value={year} onChange={(e) => setYear(e.target.value)} error={message(errors.production_year)} />
      <NumericField label={t('valuation')} hint={t('valuationHint', { min: CAR_REQUEST.minValuation, max: CAR_REQUEST.maxValuation })} maxLength={7} className="max-w-72"
        value={valuation} onChange={(e) => setValuation(e.target.value)} error={message(errors.valuation)} />
      <StepNav />
    </form>
  );
}
