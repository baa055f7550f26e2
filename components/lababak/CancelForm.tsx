'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Button } from '@/components/ui/Button';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { cancelNote, NOTE_MAX_LENGTH } from '@/lib/validation/appointment';
import { useBookingError } from './useBookingError';

type Props = { onCancel: (note: string) => Promise<Appointment>; onDone: (a: Appointment) => void; onClose: () => void };

/** Cancel with a required note (the same rule as the backend's). */
export function CancelForm({ onCancel, onDone, onClose }: Props) {
  const t = useTranslations('lababak.preview');
  const bookingError = useBookingError();
  const form = useZodForm(cancelNote, { defaultValues: { notes: '' } });
  const fieldError = useFieldError(form.formState.errors);
  const cancel = useMutation({
    mutationFn: onCancel,
    onSuccess: onDone,
    onError: (failure) => applyServerErrors(form.setError, failure),
  });
  const error = fieldError('notes') ?? (cancel.isError ? bookingError(cancel.error) : undefined);
  return (
    <form method="post" onSubmit={form.handleSubmit(({ notes }) => cancel.mutate(notes))} noValidate className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50/40 p-4" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className="text-lg font-semibold text-red-800">{t('cancelTitle')}</h2>
      <label htmlFor="cancel-note" className="font-medium text-slate-800">{t('cancelReason')}</label>
      <textarea id="cancel-note" {...form.register('notes')} rows={3} maxLength={NOTE_MAX_LENGTH} required
        aria-invalid={error ? true : undefined} aria-describedby={error ? 'cancel-error' : undefined}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2" />
      {error ? <p id="cancel-error" role="alert" className="text-sm text-red-700">{error}</p> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={cancel.isPending} className="inline-flex min-h-11 items-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
          {cancel.isPending ? t('cancelling') : t('cancelConfirm')}
        </button>
        <Button variant="secondary" onClick={onClose}>{t('keep')}</Button>
      </div>
    </form>
  );
}
