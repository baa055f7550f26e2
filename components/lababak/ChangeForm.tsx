'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/errors';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { appointmentChange, NOTE_MAX_LENGTH, type AppointmentChange } from '@/lib/validation/appointment';
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
  const fieldMessage = useFieldMessage();
  const bookingError = useBookingError();
  const [values, setValues] = useState({
    date: a.date as string | undefined, time_period: a.time_period as string | undefined, note: a.note, name: a.name, phone: a.phone,
    can_move: a.can_move, towing: a.towing,
  });
  const [place, setPlace] = useState<'keep' | 'change'>('keep');
  const [location, setLocation] = useState<CheckedLocation>();
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Asked once the backend says the car has another appointment that new day (409 same_car_same_day).
  const [sameDay, setSameDay] = useState<{ asked: boolean; confirmed: boolean }>({ asked: false, confirmed: false });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (place === 'change' && !location?.approved) return setError(t('location.refused'));
    const where = place === 'keep' ? a.location : { lat: location!.lat, lng: location!.lng, address: location!.address };
    const parsed = appointmentChange.safeParse({ id: a.id, ...values, location: where, confirm_same_day: sameDay.confirmed });
    if (!parsed.success) {
      setFields(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return setError(t('date.required'));
    }
    setBusy(true);
    try {
      onDone(await onSave(parsed.data));
    } catch (failure) {
      setError(bookingError(failure));
      if (failure instanceof ApiError && failure.code === 'period_full') set({ time_period: undefined });
      if (failure instanceof ApiError && failure.code === 'same_car_same_day') setSameDay({ asked: true, confirmed: false });
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-xl border border-slate-200 p-4" aria-labelledby="change-heading">
      <h2 id="change-heading" className="text-lg font-semibold text-brand-900">{t('preview.changeTitle')}</h2>
      <DayAndPeriod appointment={a.id} day={values.date} period={values.time_period}
        onDay={(date) => { set({ date, time_period: undefined }); setSameDay({ asked: false, confirmed: false }); }} onPeriod={(time_period) => set({ time_period })} error={fields.time_period ? fieldMessage(fields.time_period) : undefined} />
      <Choice legend={t('facts.location')} name="place" value={place} onChange={(v) => { setPlace(v); setLocation(undefined); }}
        options={[{ value: 'keep', label: t('preview.locationKeep'), hint: a.location.address }, { value: 'change', label: t('preview.placeChange') }]} />
      {place === 'change' ? <LocationPicker value={location} onChange={setLocation} typedOnly={typedOnly} /> : null}
      <Choice legend={t('movement.canMove')} name="change_can_move" value={values.can_move} onChange={(can_move) => set({ can_move })}
        options={[{ value: true, label: t('yes') }, { value: false, label: t('no') }]} />
      <Choice legend={t('movement.towing')} name="change_towing" value={values.towing} onChange={(towing) => set({ towing })}
        options={[{ value: true, label: t('yes') }, { value: false, label: t('no') }]} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="change-note" className="font-medium text-slate-800">{t('notes.note')}</label>
        <textarea id="change-note" value={values.note} onChange={(e) => set({ note: e.target.value })} rows={3} maxLength={NOTE_MAX_LENGTH}
          className="rounded-lg border border-slate-300 px-3 py-2" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('notes.name')} value={values.name} onChange={(e) => set({ name: e.target.value })} error={fieldMessage(fields.name)} />
        <TextField label={t('notes.phone')} value={values.phone} onChange={(e) => set({ phone: e.target.value })} ltr inputMode="tel" error={fieldMessage(fields.phone)} />
      </div>
      {error ? <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{error}</p> : null}
      {sameDay.asked ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input type="checkbox" className="size-6 shrink-0 accent-brand-600" checked={sameDay.confirmed} onChange={(e) => setSameDay({ asked: true, confirmed: e.target.checked })} />
          <span className="font-medium">{t('policy.confirmSameDay')}</span>
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>{busy ? t('preview.saving') : t('preview.save')}</Button>
        <Button variant="secondary" onClick={onClose}>{t('preview.close')}</Button>
      </div>
    </form>
  );
}
