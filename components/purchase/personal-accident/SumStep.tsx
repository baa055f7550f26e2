'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { AmountField } from '@/components/forms/AmountField';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { browserApi } from '@/lib/api/browser';
import { guardPriceFils, type GuardRates } from '@/lib/api/guard-rates';
import { INSURED_SUM } from '@/lib/config/business';
import { formatJod, formatNumber } from '@/lib/format/money';
import { parseAmount } from '@/lib/validation/numbers';
import { guardSumForm } from '@/lib/validation/personal-accident';

/**
 * The insured sum: a slider (arrow keys move it by 25, Page Up/Down by more) and a number field
 * that follow each other, with the yearly price read from the rate table of POST /guard/quotation.
 */
export function SumStep({ age, value, onBack, onDone }: { age: number; value?: number; onBack: () => void; onDone: (sum: number) => void }) {
  const t = useTranslations('purchase.guard');
  const locale = useLocale();
  const sliderId = useId();
  const form = useZodForm(guardSumForm, { defaultValues: { insured_sum: String(value ?? INSURED_SUM.default) } });
  useFormDraft(form, 'personal-accident:sum');
  const error = useFieldError(form.formState.errors);
  const [rates, setRates] = useState<GuardRates | null>(null);

  useEffect(() => {
    browserApi(locale).createGuardQuotation().then(setRates).catch((e) => console.error('[guard rates]', e));
  }, [locale]);

  const read = parseAmount(String(form.watch('insured_sum') ?? ''));
  const typed = 'value' in read ? read.value : NaN;
  const slider = Number.isFinite(typed) ? Math.min(INSURED_SUM.max, Math.max(INSURED_SUM.min, typed)) : INSURED_SUM.default;
  const price = rates && Number.isFinite(typed) && typed >= INSURED_SUM.min && typed <= INSURED_SUM.max ? guardPriceFils(rates, age, typed) : null;

  return (
    <form method="post" onSubmit={form.handleSubmit(({ insured_sum }) => onDone(insured_sum))} noValidate className="mt-4 flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        {/* The slider is "Insured sum", its amount shown beside it; the field below is "Insured sum in JOD". */}
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <label htmlFor={sliderId} className="font-medium text-slate-800">{t('sumSlider')}</label>
          <output htmlFor={sliderId} className="font-semibold text-brand-900 tabular-nums"><bdi dir="ltr">{formatJod(slider, locale)}</bdi></output>
        </div>
        <input
          id={sliderId}
          type="range"
          min={INSURED_SUM.min}
          max={INSURED_SUM.max}
          step={INSURED_SUM.step}
          value={slider}
          aria-valuetext={formatJod(slider, locale)}
          onChange={(e) => form.setValue('insured_sum', e.target.value, { shouldValidate: form.formState.isSubmitted })}
          className="h-11 w-full accent-brand-600"
        />
        <div className="flex justify-between text-sm text-slate-600" dir="ltr">
          <span>{formatNumber(INSURED_SUM.min, locale)}</span><span>{formatNumber(INSURED_SUM.max, locale)}</span>
        </div>
      </div>
      <AmountField
        label={t('sum')}
        hint={t('sumHint', { min: formatNumber(INSURED_SUM.min, locale), max: formatNumber(INSURED_SUM.max, locale), step: INSURED_SUM.step })}
        className="max-w-56"
        maxLength={8}
        {...form.register('insured_sum')}
        error={error('insured_sum')}
      />
      <p aria-live="polite" className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
        {price ? <>{t('yearlyPrice')} <bdi dir="ltr" className="font-semibold tabular-nums">{formatJod(price.total / 1000, locale)}</bdi></> : t('priceWhenValid')}
      </p>
      <StepNav onBack={onBack} />
    </form>
  );
}
