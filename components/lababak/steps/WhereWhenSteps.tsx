'use client';

import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import type { AppointmentSlot } from '@/lib/config/bookings';
import { readDraft } from '@/lib/flow/drafts';
import { DayAndPeriod } from '../DayAndPeriod';
import { lababakFlow, locationSchema, whenSchema } from '../flow';
import { LocationPicker, type CheckedLocation } from '../LocationPicker';

type StepProps<V> = { defaults: Partial<V>; onDone: (values: V) => void; onBack?: () => void };

const DRAFT = `${lababakFlow.id}:location`;

export function LocationStep({ defaults, onDone, onBack }: StepProps<{ location: CheckedLocation }>) {
  // The picker sets its mode, town and street from the place it starts with: the draft's, read before it mounts.
  const [start] = useState(() => (readDraft(DRAFT)?.location as CheckedLocation | undefined) ?? defaults.location);
  // A refused place is held too (the picker shows why); the schema lets only a served one on.
  const form = useZodForm(locationSchema, { defaultValues: { location: start as Partial<CheckedLocation> as never } });
  useFormDraft(form, DRAFT);
  const error = useFieldError(form.formState.errors);
  // A refused place says so at the picker; a missing one says what to do; a typed part is said at the place too.
  const message = error('location.approved') ?? error('location') ?? error('location.address');
  return (
    // What goes on is the picker's whole place (its area, how it was given), not only what the schema reads.
    <form method="post" onSubmit={form.handleSubmit(() => onDone({ location: form.getValues('location') as CheckedLocation }))} noValidate className="mt-4 flex flex-col gap-6">
      <Controller control={form.control} name="location" render={({ field }) => (
        <LocationPicker value={field.value as CheckedLocation | undefined} onChange={field.onChange} error={message} />
      )} />
      <StepNav onBack={onBack} />
    </form>
  );
}

type When = { date: string; time_period: AppointmentSlot };

/** The day and the period; `draft` is the flow's key for this step (the customer's flow or customer care's). */
export function DateStep({ defaults, onDone, onBack, notice, staff, draft }: StepProps<When> & { notice?: string | null; staff?: boolean; draft: string }) {
  // The calendar opens on the month of the day it starts with: the draft's, read before it mounts.
  const [start] = useState(() => ({ date: defaults.date, time_period: defaults.time_period, ...(readDraft(draft) as Partial<When> | null) }));
  const form = useZodForm(whenSchema, { defaultValues: start });
  useFormDraft(form, draft);
  const error = useFieldError(form.formState.errors);
  const day = form.watch('date');
  return (
    <form method="post" onSubmit={form.handleSubmit(onDone)} noValidate className="mt-4 flex flex-col gap-6">
      {notice ? <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">{notice}</p> : null}
      <Controller control={form.control} name="time_period" render={({ field }) => (
        <DayAndPeriod day={day} period={field.value} error={error('date') ?? error('time_period')} staff={staff}
          onDay={(d) => { form.setValue('date', d, { shouldValidate: form.formState.isSubmitted }); field.onChange(undefined); }} onPeriod={field.onChange} />
      )} />
      <StepNav onBack={onBack} />
    </form>
  );
}
