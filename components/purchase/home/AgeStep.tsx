'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { checkHolder } from '../holder-step';
import { HolderBirthDate } from '../HolderBirthDate';
import { ageToday } from '../profile';
import { CallBackRequest } from '../CallBackRequest';
import { Refusal } from '../Refusal';

type Props = {
  /** The account's birth date (yyyy-MM-dd), or null when the customer has to declare it. */
  knownBirthDate: string | null;
  /** The account's mobile, offered as the number to call back at 60 or over. */
  mobile: string;
  value?: string;
  onBack: () => void;
  onDone: (values: { birth_date?: string }) => void;
};

/** The insured's age; 60 or over is refused here and nothing is sent (spec §5). */
export function AgeStep({ knownBirthDate, mobile, value, onBack, onDone }: Props) {
  const t = useTranslations('purchase.home');
  const [birthDate, setBirthDate] = useState(value ?? '');
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState(knownBirthDate !== null && checkHolder(knownBirthDate, '').ok === false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkHolder(knownBirthDate, birthDate);
    if (checked.ok) return onDone({ birth_date: checked.birth_date });
    if (checked.refused) return setRefused(true);
    setError(checked.error);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <HolderBirthDate knownAgeText={knownBirthDate ? t('knownAge', { age: ageToday(knownBirthDate) }) : null}
        value={birthDate} onChange={(day) => { setBirthDate(day); setError(undefined); setRefused(false); }} error={error} />
      {refused ? <><Refusal title={t('ageRefusalTitle')}>{t('ageRefusal')}</Refusal><CallBackRequest reason="home-age" mobile={mobile} /></> : null}
      <StepNav onBack={onBack} />
    </form>
  );
}
