'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { homeAgeForm } from '@/lib/validation/home';
import { checkStep } from '../form-errors';
import { Refusal } from '../Refusal';

/**
 * The insured's age; 60 or over is refused here and nothing is sent (spec §5). An age the account
 * knows is shown rather than asked.
 */
export function AgeStep({ knownAge, value, onBack, onDone }: { knownAge: number | null; value?: number; onBack: () => void; onDone: (age: number) => void }) {
  const t = useTranslations('purchase.home');
  const message = useFieldMessage();
  const [age, setAge] = useState(knownAge !== null ? String(knownAge) : value ? String(value) : '');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(homeAgeForm, { age });
    if (!checked.ok) return setError(checked.errors.age);
    onDone(checked.data.age);
  }

  const refused = error === 'purchase.validation.ageRefusal' || (knownAge !== null && knownAge >= 60);
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      {knownAge !== null ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2">{t('knownAge', { age: knownAge })}</p>
      ) : (
        <NumericField label={t('age')} maxLength={3} className="max-w-40" value={age}
          onChange={(e) => { setAge(e.target.value); setError(undefined); }} error={refused ? undefined : message(error)} />
      )}
      {refused ? <Refusal title={t('ageRefusalTitle')}>{t('ageRefusal')}</Refusal> : null}
      <StepNav onBack={onBack} />
    </form>
  );
}
