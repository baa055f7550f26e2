'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { TextField } from '@/components/ui/TextField';
import { readDraft } from '@/lib/flow/drafts';
import { formatPhone } from '@/lib/phone';
import { NOTE_MAX_LENGTH } from '@/lib/validation/appointment';
import { CarName } from '../CarName';
import { Choice } from '../Choice';
import { LocationPicker, type CheckedLocation } from '../LocationPicker';
import { careBookingFlow, careCustomerSchema, type CareBookingData } from './flow';

type Values = Pick<CareBookingData, 'name' | 'phone' | 'can_move' | 'towing' | 'location' | 'note'>;
type Props = { data: Partial<CareBookingData>; onDone: (v: Values) => void; onBack: () => void };

/** The customer's data, prefilled from the contract (name, phone, car: its kind is the contract's, not asked), with towing, place and note. */
const DRAFT = `${careBookingFlow.id}:customer`;

export function CustomerStep({ data, onDone, onBack }: Props) {
  const t = useTranslations('lababak');
  // The picker sets its town and street from the place it starts with: the draft's, read before it mounts.
  const [location] = useState(() => (readDraft(DRAFT)?.location as CheckedLocation | undefined) ?? data.location);
  const form = useZodForm(careCustomerSchema, {
    defaultValues: {
      name: data.name ?? data.customer_name ?? '', phone: formatPhone(data.phone ?? ''), can_move: data.can_move, towing: data.towing,
      location: location as Partial<CheckedLocation> as never, note: data.note ?? '',
    },
  });
  useFormDraft(form, DRAFT);
  const error = useFieldError(form.formState.errors);
  const yesNo = [{ value: true, label: t('yes') }, { value: false, label: t('no') }];
  const place = error('location.approved') ?? error('location') ?? error('location.address');
  // What goes on is the picker's whole place (its area, how it was given), not only what the schema reads.
  const submit = form.handleSubmit((v) => onDone({ ...v, location: form.getValues('location') as CheckedLocation }));
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <p className="rounded-lg bg-slate-50 px-4 py-3"><span className="font-medium">{t('facts.car')}:</span> <CarName car={data.car ?? ''} /> · <span dir="ltr">{data.contract_number}</span></p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('notes.name')} {...form.register('name')} error={error('name')} />
        <TextField label={t('notes.phone')} {...form.register('phone')} ltr inputMode="tel" error={error('phone')} />
      </div>
      <Controller control={form.control} name="can_move" render={({ field }) => (
        <Choice legend={t('movement.canMove')} name="care_can_move" value={field.value} onChange={field.onChange} options={yesNo} error={error('can_move')} />
      )} />
      <Controller control={form.control} name="towing" render={({ field }) => (
        <Choice legend={t('movement.towing')} name="care_towing" value={field.value} onChange={field.onChange} options={yesNo} error={error('towing')} />
      )} />
      <Controller control={form.control} name="location" render={({ field }) => (
        <LocationPicker typedOnly value={field.value as CheckedLocation | undefined} onChange={field.onChange} error={place} />
      )} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="care-note" className="font-medium text-slate-800">{t('notes.note')}</label>
        <textarea id="care-note" rows={3} maxLength={NOTE_MAX_LENGTH} {...form.register('note')} className="rounded-lg border border-slate-300 px-3 py-2" />
      </div>
      <StepNav onBack={onBack} />
    </form>
  );
}
