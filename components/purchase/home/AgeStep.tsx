'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { ammanDay } from '@/lib/calendar/days';
import { holderRefused, withHolder } from '../holder-step';
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
  const schema = useMemo(() => withHolder({}, knownBirthDate, ammanDay(new Date())), [knownBirthDate]);
  const form = useZodForm(schema, { defaultValues: { birth_date: value ?? '' } });
  useFormDraft(form, 'home:age');
  const error = useFieldError(form.formState.errors);
  const [refused, setRefused] = useState(holderRefused(knownBirthDate));
  const field = form.register('birth_date', { onChange: () => setRefused(false) });

  const submit = form.handleSubmit(({ birth_date }) => {
    if (holderRefused(knownBirthDate, birth_date)) return setRefused(true);
    onDone({ birth_date: knownBirthDate ? undefined : birth_date });
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <HolderBirthDate knownAgeText={knownBirthDate ? t('knownAge', { age: ageToday(knownBirthDate) }) : null} {...field} error={error('birth_date')} />
      {refused ? <><Refusal title={t('ageRefusalTitle')}>{t('ageRefusal')}</Refusal><CallBackRequest reason="home-age" mobile={mobile} /></> : null}
      <StepNav onBack={onBack} />
    </form>
  );
}
