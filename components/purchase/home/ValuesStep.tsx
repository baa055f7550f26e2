'use client';

import { useLocale, useTranslations } from 'next-intl';
import { StepNav } from '@/components/flow/StepNav';
import { AmountField } from '@/components/forms/AmountField';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { HOME_VALUES } from '@/lib/config/business';
import { formatNumber } from '@/lib/format/money';
import { homeValuesForm } from '@/lib/validation/home';

/** The home's value and its possessions' value, in whole JOD. */
export function ValuesStep({ defaults, onDone }: { defaults: { home_value?: number; possessions_value?: number }; onDone: (v: { home_value: number; possessions_value: number }) => void }) {
  const t = useTranslations('purchase.home');
  const locale = useLocale();
  const form = useZodForm(homeValuesForm, {
    defaultValues: { home_value: defaults.home_value ? String(defaults.home_value) : '', possessions_value: defaults.possessions_value !== undefined ? String(defaults.possessions_value) : '' },
  });
  useFormDraft(form, 'home:values');
  const error = useFieldError(form.formState.errors);
  const n = (v: number) => formatNumber(v, locale);

  return (
    <form method="post" onSubmit={form.handleSubmit(onDone)} noValidate className="mt-4 flex flex-col gap-5">
      <AmountField label={t('homeValue')} hint={t('homeValueHint', { min: n(HOME_VALUES.minHome), max: n(HOME_VALUES.maxHome) })} maxLength={12} className="max-w-72"
        {...form.register('home_value')} error={error('home_value')} />
      <AmountField label={t('possessionsValue')} hint={t('possessionsHint', { max: n(HOME_VALUES.maxPossessions) })} maxLength={12} className="max-w-72"
        {...form.register('possessions_value')} error={error('possessions_value')} />
      <StepNav />
    </form>
  );
}
