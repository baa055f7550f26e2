'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import type { StaffSearchKey } from '@/lib/validation/appointment';
import { useBookingError } from '../useBookingError';
import { AppointmentList } from './AppointmentList';
import { SearchKeyFields } from './ContractSearch';

/** Appointments by mobile, national ID, plate or contract number, by day, or both. */
export function AppointmentSearch() {
  const t = useTranslations('lababakCare.search');
  const api = useBrowserApi();
  const bookingError = useBookingError();
  const [by, setBy] = useState<StaffSearchKey>('mobile');
  const [q, setQ] = useState('');
  const [date, setDate] = useState('');
  const [found, setFound] = useState<Appointment[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function search(e: FormEvent) {
    e.preventDefault();
    if (!q.trim() && !date) return setError(t('typeValueOrDay'));
    setError(null);
    try {
      setFound((await api().searchAppointments({ query: { ...(q.trim() ? { by, q } : {}), ...(date ? { date } : {}) } })).appointments);
    } catch (failure) {
      setError(bookingError(failure));
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <form method="post" onSubmit={search} noValidate role="search" aria-label={t('appointments')} className="flex flex-col gap-3">
        <SearchKeyFields by={by} q={q} onBy={setBy} onQ={setQ} required={false} />
        <TextField type="date" label={t('day')} value={date} onChange={(e) => setDate(e.target.value)} className="sm:max-w-xs" />
        <Button type="submit" className="self-start">{t('find')}</Button>
      </form>
      <div aria-live="polite">
        {error ? <p role="alert" className="text-red-700">{error}</p> : null}
        {found && found.length === 0 ? <p>{t('noAppointments')}</p> : null}
        {found && found.length > 0 ? <AppointmentList appointments={found} label={t('results', { count: found.length })} /> : null}
      </div>
    </div>
  );
}
