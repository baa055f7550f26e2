'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { guardAboutForm } from '@/lib/validation/personal-accident';
import { ChoiceGroup } from '../ChoiceGroup';
import { checkStep } from '../form-errors';
import { Refusal } from '../Refusal';

type Props = {
  /** The age from the account's birthday, when known: then it is shown, not asked. */
  knownAge: number | null;
  defaults: { age?: number; previous_accidents?: string };
  onDone: (values: { age: number; previous_accidents: 'no' }) => void;
  onAccidents: () => void;
};

/** Age (1 to 59) and the accident question; yes leads to the accident-failed page. */
export function AboutStep({ knownAge, defaults, onDone, onAccidents }: Props) {
  const t = useTranslations('purchase.guard');
  const message = useFieldMessage();
  const [age, setAge] = useState(knownAge !== null ? String(knownAge) : defaults.age ? String(defaults.age) : '');
  const [answer, setAnswer] = useState(defaults.previous_accidents);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(guardAboutForm, { age, previous_accidents: answer });
    if (!checked.ok) return setErrors(checked.errors);
    if (checked.data.previous_accidents === 'yes') return onAccidents();
    onDone({ age: checked.data.age, previous_accidents: 'no' });
  }

  if (knownAge !== null && knownAge >= 60) {
    return <Refusal title={t('ageRefusalTitle')}>{t('ageRefusal')}</Refusal>;
  }
  const refused = errors.age === 'purchase.validation.ageRefusal';
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      {knownAge !== null ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2">{t('knownAge', { age: knownAge })}</p>
      ) : (
        <NumericField label={t('age')} maxLength={3} className="max-w-40" value={age} onChange={(e) => setAge(e.target.value)} error={refused ? undefined : message(errors.age)} />
      )}
      {refused ? <Refusal title={t('ageRefusalTitle')}>{t('ageRefusal')}</Refusal> : null}
      <ChoiceGroup
        legend={t('accidentQuestion')}
        name="previous_accidents"
        value={answer}
        onChange={setAnswer}
        error={message(errors.previous_accidents)}
        options={[{ value: 'no', label: t('no') }, { value: 'yes', label: t('yes') }]}
      />
      <StepNav />
    </form>
  );
}
