'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/errors';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { formatPhone } from '@/lib/phone';
import { appointmentChangeForm, NOTE_MAX_LENGTH, type AppointmentChange } from '@/lib/validation/appointment';
import { Choice } from './Choice';
import { DayAndPeriod } from './DayAndPeriod';
import { LocationPicker, type CheckedLocation } from './LocationPicker';
import { useBookingError } from './useBookingError';

type Props = {
  appointment: Appointment;
  onSave: (change: AppointmentChange) => Promise<Appointment>;
  onDone: (a: Appointment) => void;
  onClose: () => void;
  /** Staff type the place; customers may use their position. */
  typedOnly?: boolean;
};

/** Change the day, period, place, note, contact or car state, under the same rules as booking. */
export function ChangeForm({ appointment: a, onSave, onDone, onClose, typedOnly }: Props) {
  const t = useTranslations('lababak');
  const bookingError = useBookingError();
  const form = useZodForm(appointmentChangeForm, {
    defaultValues: {
      date: a.date, time_period: a.time_period, note: a.note, name: a.name, phone: formatPhone(a.phone), can_move: a.can_move, towing: a.towing,
      place: 'keep', location: undefined, confirm_same_day: false,
    },
  });
  const error = useFieldError(form.formState.errors);
  const save = useMutation({
    mutationFn: ({ place, location, ...change }: z.output<typeof appointmentChangeForm>) => onSave({
      id: a.id, ...change,
      location: place === 'change' && location ? { lat: location.lat, lng: location.lng, address: location.address } : a.location,
    }),
    onSuccess: onDone,
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === 'period_full') form.setValue('time_period', undefined as never);
      applyServerErrors(form.setError, failure);
    },
  });
  // The car has another appointment that new day (409 same_car_same_day): the change needs the box ticked.
  const sameDayAsked = save.error instanceof ApiError && save.error.code === 'same_car_same_day';
  const day = form.watch('date');
  const place = form.watch('place');
  const yesNo = [{ value: true, label: t('yes') }, { value: false, label: t('no') }];

  return (
    <form method="post" onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex flex-col gap-5 rounded-xl border border-slate-200 p-4" aria-labelledby="change-heading">
      <h2 id="change-heading" className="text-lg font-semibold text-brand-900">{t('preview.changeTitle')}</h2>
      <Controller control={form.control} name="time_period" render={({ field }) => (
        <DayAndPeriod appointment={a.id} day={day} period={field.value} error={error('date') ?? error('time_period')}
          onDay={(date) => {
            form.setValue('date', date);
            field.onChange(undefined);
            form.setValue('confirm_same_day', false);
            save.reset();
          }}
          onPeriod={field.onChange} />
      )} />
      <Controller control={form.control} name="place" render={({ field }) => (
        <Choice legend={t('facts.location')} name="place" value={field.value} onChange={(v) => { field.onChange(v); form.setValue('location', undefined); }}
          options={[{ value: 'keep' as const, label: t('preview.locationKeep'), hint: a.location.address }, { value: 'change' as const, label: t('preview.placeChange') }]} />
      )} />
      {place === 'change' ? (
        <Controller control={form.control} name="location" render={({ field }) => (
          <LocationPicker value={field.value as CheckedLocation | undefined} onChange={field.onChange} typedOnly={typedOnly}
            error={error('location.approved') ?? error('location') ?? error('location.address')} />
        )} />
      ) : null}
      <Controller control={form.control} name="can_move" render={({ field }) => (
        <Choice legend={t('movement.canMove')} name="change_can_move" value={field.value} onChange={field.onChange} options={yesNo} error={error('can_move')} />
      )} />
      <Controller control={form.control} name="towing" render={({ field }) => (
        <Choice legend={t('movement.towing')} name="change_towing" value={field.value} onChange={field.onChange} options={yesNo} error={error('towing')} />
      )} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="change-note" className="font-medium text-slate-800">{t('notes.note')}</label>
        <textarea id="change-note" {...form.register('note')} rows={3} maxLength={NOTE_MAX_LENGTH} className="rounded-lg border border-slate-300 px-3 py-2" />
        {error('note') ? <p className="text-sm text-red-700">{error('note')}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('notes.name')} {...form.register('name')} error={error('name')} />
        <TextField label={t('notes.phone')} {...form.register('phone')} ltr inputMode="tel" error={error('phone')} />
      </div>
      {save.isError ? <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{bookingError(save.error)}</p> : null}
      {sameDayAsked || form.watch('confirm_same_day') ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input type="checkbox" className="size-6 shrink-0 accent-brand-600" {...form.register('confirm_same_day')} />
          <span className="font-medium">{t('policy.confirmSameDay')}</span>
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>{save.isPending ? t('preview.saving') : t('preview.save')}</Button>
        <Button variant="secondary" onClick={onClose}>{t('preview.close')}</Button>
      </div>
    </form>
  );
}
