'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { HOME_VALUES } from '@/lib/config/business';
import { homeValuesForm } from '@/lib/validation/home';
import { checkStep } from '../form-errors';

/** The home's value and its possessions' value, in whole JOD. */
export function ValuesStep({ defaults, onDone }: { defaults: { home_value?: number; possessions_value?: number }; onDone: (v: { home_value: number; possessions_value: number }) => void }) {
  const t = useTranslations('purchase.home');
  const message = useFieldMessage();
  const [home, setHome] = useState(defaults.home_value ? String(defaults.home_value) : '');
  const [possessions, setPossessions] = useState(defaults.possessions_value !== undefined ? String(defaults.possessions_value) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(homeValuesForm, { home_value: home, possessions_value: possessions });
    if (!checked.ok) return setErrors(checked.errors);
    onDone(checked.data);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <NumericField label={t('homeValue')} hint={t('homeValueHint', { min: HOME_VALUES.minHome, max: HOME_VALUES.maxHome })} maxLength={9} className="max-w-72"
        value={home} onChange={(e) => setHome(e.target.value)} error={message(errors.home_value)} />
      <NumericField label={t('possessionsValue')} hint={t('possessionsHint', { max: HOME_VALUES.maxPossessions })} maxLength={9} className="max-w-72"
        value={possessions} onChange={(e) => setPossessions(e.target.value)} error={message(errors.possessions_value)} />
      <StepNav />
    </form>
  );
}
