'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AmountField } from '@/components/forms/AmountField';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useLazyZodForm } from '@/components/forms/useZodForm';
import { Button } from '@/components/ui/Button';
import { ammanDay } from '@/lib/calendar/days';
import { HOME_VALUES } from '@/lib/config/business';
import { formatNumber } from '@/lib/format/money';
import { BirthDateField } from './BirthDateField';
import { PriceResult } from './PriceResult';
import { usePrice } from './usePrice';

// A page links open (the landing's "See your price"): the rules load in their own chunk once the page is idle.
const loadSchema = () => import('@/lib/validation/price-forms').then((m) => m.homePriceRequest(ammanDay(new Date())));

/** Home: the birth date (60 or over is refused) and the two values, then the price. */
export function HomePriceForm({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('purchase.home');
  const tp = useTranslations('pricing');
  const locale = useLocale();
  const form = useLazyZodForm(loadSchema, { defaultValues: { birth_date: '', home_value: '', possessions_value: '' } });
  const error = useFieldError(form.formState.errors);
  useFormDraft(form, 'price:home');
  const { state, ask } = usePrice(form);

  return (
    <>
      <form method="post" onSubmit={form.handleSubmit((request) => ask(request))} noValidate className="mt-4 flex flex-col gap-5">
        <BirthDateField {...form.register('birth_date')} error={error('birth_date')} />
        <AmountField label={t('homeValue')} maxLength={13} className="max-w-72" {...form.register('home_value')} error={error('home_value')}
          hint={t('homeValueHint', { min: formatNumber(HOME_VALUES.minHome, locale), max: formatNumber(HOME_VALUES.maxHome, locale) })} />
        <AmountField label={t('possessionsValue')} maxLength={13} className="max-w-72" {...form.register('possessions_value')} error={error('possessions_value')}
          hint={t('possessionsHint', { max: formatNumber(HOME_VALUES.maxPossessions, locale) })} />
        <Button type="submit" disabled={state.kind === 'pricing'} className="self-start max-sm:w-full">{tp('getPrice')}</Button>
      </form>
      <PriceResult state={state} signedIn={signedIn} />
    </>
  );
}
