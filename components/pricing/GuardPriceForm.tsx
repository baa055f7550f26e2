'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { checkStep } from '@/components/purchase/form-errors';
import { Button } from '@/components/ui/Button';
import { ammanDay } from '@/lib/bookings/time';
import { INSURED_SUM } from '@/lib/config/business';
import { guardAnswers, guardPriceForm } from '@/lib/validation/price-forms';
import { BirthDateField } from './BirthDateField';
import { PriceResult } from './PriceResult';
import { usePrice } from './usePrice';

/** Personal accident: the birth date, the accident question and the insured sum, then the price. */
export function GuardPriceForm({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('purchase.guard');
  const tp = useTranslations('pricing');
  const message = useFieldMessage();
  const { state, ask, reset } = usePrice();
  const [birthDate, setBirthDate] = useState('');
  const [accidents, setAccidents] = useState<string>();
  const [sum, setSum] = useState(String(INSURED_SUM.default));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...errors, ...(state.kind === 'refused' ? state.fields : {}) };
  const edited = (field: string) => { setErrors((e) => ({ ...e, [field]: '' })); if (state.kind !== 'pricing') reset(); };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(guardPriceForm(ammanDay(new Date())), { birth_date: birthDate, previous_accidents: accidents, insured_sum: sum });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    void ask(guardAnswers(checked.data));
  }

  return (
    <>
      <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
        <BirthDateField value={birthDate} onChange={(d) => { setBirthDate(d); edited('birth_date'); }} error={message(shown.birth_date || undefined)} />
        <ChoiceGroup legend={t('accidentQuestion')} name="previous_accidents" value={accidents}
          onChange={(v) => { setAccidents(v); edited('previous_accidents'); }} error={message(shown.previous_accidents || undefined)}
          options={[{ value: 'no', label: t('no') }, { value: 'yes', label: t('yes') }]} />
        <NumericField label={t('sum')} hint={t('sumHint', { min: INSURED_SUM.min, max: INSURED_SUM.max, step: INSURED_SUM.step })}
          className="max-w-56" maxLength={6} value={sum} onChange={(e) => { setSum(e.target.value); edited('insured_sum'); }} error={message(shown.insured_sum || undefined)} />
        <Button type="submit" disabled={state.kind === 'pricing'} className="self-start max-sm:w-full">{tp('getPrice')}</Button>
      </form>
      <PriceResult state={state} signedIn={signedIn} />
    </>
  );
}
