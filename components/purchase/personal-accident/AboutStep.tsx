'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { ammanDay } from '@/lib/calendar/days';
import { guardAboutForm } from '@/lib/validation/personal-accident';
import { ChoiceGroup } from '../ChoiceGroup';
import { holderRefused, withHolder } from '../holder-step';
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
  const schema = useMemo(() => withHolder(guardAboutForm.shape, knownBirthDate, ammanDay(new Date())), [knownBirthDate]);
  const form = useZodForm(schema, { defaultValues: { birth_date: defaults.birth_date ?? '', previous_accidents: defaults.previous_accidents } as never });
  useFormDraft(form, 'personal-accident:about');
  const error = useFieldError(form.formState.errors);
  const [refused, setRefused] = useState(false);

  const submit = form.handleSubmit(({ birth_date, previous_accidents }) => {
    if (holderRefused(knownBirthDate, birth_date)) return setRefused(true);
    if (previous_accidents === 'yes') return onAccidents();
    onDone({ birth_date: knownBirthDate ? undefined : birth_date, previous_accidents: 'no' });
  });

  if (holderRefused(knownBirthDate)) {
    return <><Refusal title={t('ageRefusalTitle')}>{t('ageRefusal')}</Refusal><CallBackRequest reason="guard-age" mobile={mobile} /></>;
  }
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <HolderBirthDate knownAgeText={knownBirthDate ? t('knownAge', { age: ageToday(knownBirthDate) }) : null}
        {...form.register('birth_date', { onChange: () => setRefused(false) })} error={error('birth_date')} />
      {refused ? <><Refusal title={t('ageRefusalTitle')}>{t('ageRefusal')}</Refusal><CallBackRequest reason="guard-age" mobile={mobile} /></> : null}
      <Controller control={form.control} name="previous_accidents" render={({ field }) => (
        <ChoiceGroup ref={field.ref} legend={t('accidentQuestion')} name="previous_accidents" value={field.value} onChange={field.onChange} onBlur={field.onBlur}
          error={error('previous_accidents')} options={[{ value: 'no', label: t('no') }, { value: 'yes', label: t('yes') }]} />
      )} />
      <StepNav />
    </form>
  );
}
