'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { guardAboutForm } from '@/lib/validation/personal-accident';
import { ChoiceGroup } from '../ChoiceGroup';
import { checkStep } from '../form-errors';
import { checkHolder } from '../holder-step';
import { HolderBirthDate } from '../HolderBirthDate';
import { ageToday } from '../profile';
import { CallBackRequest } from '../CallBackRequest';
import { Refusal } from '../Refusal';

type Props = {
  /** The account's birth date (yyyy-MM-dd): then the age is shown, not asked; null when the customer declares it. */
  knownBirthDate: string | null;
  /** The account's mobile, offered as the number to call back at 60 or over. */
  mobile: string;
  defaults: { birth_date?: string; previous_accidents?: string };
  onDone: (values: { birth_date?: string; previous_accidents: 'no' }) => void;
  onAccidents: () => void;
};

/** The insured's age (under 60) and the accident question; yes leads to the accident-failed page. */
export function AboutStep({ knownBirthDate, mobile, defaults, onDone, onAccidents }: Props) {
  const t = useTranslations('purchase.guard');
  const message = useFieldMessage();
  const [birthDate, setBirthDate] = useState(defaults.birth_date ?? '');
  const [answer, setAnswer] = useState(defaults.previous_accidents);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const holder = checkHolder(knownBirthDate, birthDate);
    const checked = checkStep(guardAboutForm, { previous_accidents: answer });
    const found = { ...(checked.ok ? {} : checked.errors), ...(!holder.ok && !holder.refused ? { birth_date: holder.error } : {}) };
    if (!holder.ok && holder.refused) return setRefused(true);
    if (!holder.ok || !checked.ok) return setErrors(found);
    if (checked.data.previous_accidents === 'yes') return onAccidents();
    onDone({ birth_date: holder.birth_date, previous_accidents: 'no' });
  }

  if (knownBirthDate !== null && !checkHolder(knownBirthDate, '').ok) {
    return <><Refusal title={t('ageRefusalTitle')}>{t('ageRefusal')}</Refusal><CallBackRequest reason="guard-age" mobile={mobile} /></>;
  }
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <HolderBirthDate knownAgeText={knownBirthDate ? t('knownAge', { age: ageToday(knownBirthDate) }) : null} value={birthDate}
        onChange={(day) => { setBirthDate(day); setRefused(false); setErrors((e) => ({ ...e, birth_date: '' })); }} error={errors.birth_date || undefined} />
      {refused ? <><Refusal title={t('ageRefusalTitle')}>{t('ageRefusal')}</Refusal><CallBackRequest reason="guard-age" mobile={mobile} /></> : null}
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
