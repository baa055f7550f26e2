'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { appointmentSearch } from '@/lib/validation/appointment';
import { useBookingError } from '../useBookingError';
import { AppointmentList } from './AppointmentList';
import { SearchKeyFields } from './ContractSearch';

/** Appointments by mobile, national ID, plate or contract number, by day, or both. */
export function AppointmentSearch() {
  const t = useTranslations('lababakCare.search');
  const api = useBrowserApi();
  const bookingError = useBookingError();
  const form = useZodForm(appointmentSearch, { defaultValues: { by: 'mobile', q: '', date: undefined } });
  const error = useFieldError(form.formState.errors);
  const search = useMutation({
    mutationFn: (query: z.output<typeof appointmentSearch>) => api().searchAppointments({ query }).then((answer) => answer.appointments),
    onError: (failure) => applyServerErrors(form.setError, failure),
  });
  const found = search.data ?? null;

  return (
    <div className="mt-4 flex flex-col gap-4">
      <form method="post" onSubmit={form.handleSubmit((query) => search.mutate(query))} noValidate role="search" aria-label={t('appointments')} className="flex flex-col gap-3">
        <SearchKeyFields form={form} />
        {/* An empty day is no day: the search is then by key alone. */}
        <TextField type="date" label={t('day')} {...form.register('date', { setValueAs: (v: string) => v || undefined })} error={error('date')} className="sm:max-w-xs" />
        <Button type="submit" className="self-start" disabled={search.isPending}>{t('find')}</Button>
      </form>
      <div aria-live="polite">
        {search.isError ? <p role="alert" className="text-red-700">{bookingError(search.error)}</p> : null}
        {found && found.length === 0 ? <p>{t('noAppointments')}</p> : null}
        {found && found.length > 0 ? <AppointmentList appointments={found} label={t('results', { count: found.length })} /> : null}
      </div>
    </div>
  );
}
