'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { browserApi } from '@/lib/api/browser';
import { guardPriceFils, type GuardRates } from '@/lib/api/guard-rates';
import { INSURED_SUM } from '@/lib/config/business';
import { formatJod } from '@/lib/format/money';
import { toLatinDigits } from '@/lib/validation/digits';
import { guardSumForm } from '@/lib/validation/personal-accident';
import { checkStep } from '../form-errors';

/**
 * The insured sum: a slider (arrow keys move it by 25, Page Up/Down by more) and a number field
 * that follow each other, with the yearly price read from the rate table of POST /guard/quotation.
 */
export function SumStep({ age, value, onBack, onDone }: { age: number; value?: number; onBack: () => void; onDone: (sum: number) => void }) {
  const t = useTranslations('purchase.guard');
  const locale = useLocale();
  const message = useFieldMessage();
  const sliderId = useId();
  const [text, setText] = useState(String(value ?? INSURED_SUM.default));
  const [error, setError] = useState<string>();
  const [rates, setRates] = useState<GuardRates | null>(null);

  useEffect(() => {
    browserApi(locale).createGuardQuotation().then(setRates).catch((e) => console.error('[guard rates]', e));
  }, [locale]);

  const typed = Number(toLatinDigits(text));
  const slider = Number.isFinite(typed) ? Math.min(INSURED_SUM.max, Math.max(INSURED_SUM.min, typed)) : INSURED_SUM.default;
  const price = rates && Number.isFinite(typed) && typed >= INSURED_SUM.min && typed <= INSURED_SUM.max ? guardPriceFils(rates, age, typed) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(guardSumForm, { insured_sum: text });
    if (!checked.ok) return setError(checked.errors.insured_sum);
    onDone(checked.data.insured_sum);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
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
          onChange={(e) => { setText(e.target.value); setError(undefined); }}
          className="h-11 w-full accent-brand-600"
        />
        <div className="flex justify-between text-sm text-slate-600" dir="ltr">
          <span>{INSURED_SUM.min}</span><span>{INSURED_SUM.max}</span>
        </div>
      </div>
      <NumericField
        label={t('sum')}
        hint={t('sumHint', { min: INSURED_SUM.min, max: INSURED_SUM.max, step: INSURED_SUM.step })}
        className="max-w-56"
        maxLength={6}
        value={text}
        onChange={(e) => { setText(e.target.value); setError(undefined); }}
        error={message(error)}
      />
      <p aria-live="polite" className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
        {price ? <>{t('yearlyPrice')} <bdi dir="ltr" className="font-semibold tabular-nums">{formatJod(price.total / 1000, locale)}</bdi></> : t('priceWhenValid')}
      </p>
      <StepNav onBack={onBack} />
    </form>
  );
}
