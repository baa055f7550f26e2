'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { AmountField } from '@/components/forms/AmountField';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useLazyZodForm } from '@/components/forms/useZodForm';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { Button } from '@/components/ui/Button';
import { ammanDay } from '@/lib/calendar/days';
import { INSURED_SUM } from '@/lib/config/business';
import { formatNumber } from '@/lib/format/money';
import { BirthDateField } from './BirthDateField';
import { PriceResult } from './PriceResult';
import { usePrice } from './usePrice';

// A page links open (the landing's "See your price"): the rules load in their own chunk once the page is idle.
const loadSchema = () => import('@/lib/validation/price-forms').then((m) => m.guardPriceRequest(ammanDay(new Date())));

/** Personal accident: the birth date, the accident question and the insured sum, then the price. */
export function GuardPriceForm({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('purchase.guard');
  const tp = useTranslations('pricing');
  const locale = useLocale();
  const form = useLazyZodForm(loadSchema, {
    defaultValues: { birth_date: '', previous_accidents: undefined, insured_sum: String(INSURED_SUM.default) },
  });
  const error = useFieldError(form.formState.errors);
  useFormDraft(form, 'price:personal-accident');
  const { state, ask } = usePrice(form);

  return (
    <>
      <form method="post" onSubmit={form.handleSubmit((request) => ask(request))} noValidate className="mt-4 flex flex-col gap-5">
        <BirthDateField {...form.register('birth_date')} error={error('birth_date')} />
        <Controller control={form.control} name="previous_accidents" render={({ field }) => (
          <ChoiceGroup legend={t('accidentQuestion')} name={field.name} value={field.value} onChange={field.onChange} error={error('previous_accidents')}
            options={[{ value: 'no', label: t('no') }, { value: 'yes', label: t('yes') }]} />
        )} />
        <AmountField label={t('sum')} className="max-w-56" maxLength={9} {...form.register('insured_sum')} error={error('insured_sum')}
          hint={t('sumHint', { min: formatNumber(INSURED_SUM.min, locale), max: formatNumber(INSURED_SUM.max, locale), step: INSURED_SUM.step })} />
        <Button type="submit" disabled={state.kind === 'pricing'} className="self-start max-sm:w-full">{tp('getPrice')}</Button>
      </form>
      <PriceResult state={state} signedIn={signedIn} />
    </>
  );
}
