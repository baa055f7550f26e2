'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { NumericField } from '@/components/forms/NumericField';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useCodeErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import { emailChangeSchema, mobileChangeSchema, type ContactChannel } from '@/lib/validation/contact-change';

type Values = z.output<typeof emailChangeSchema> | z.output<typeof mobileChangeSchema>;

/** Step one of a change of e-mail or mobile number: the new value and the current password; the backend sends the code. */
export function ContactChangeRequest({ channel, onSent, onCancel }: { channel: ContactChannel; onSent: (value: string) => void; onCancel: () => void }) {
  const t = useTranslations('profile');
  const locale = useLocale();
  const explain = useCodeErrorMessage();
  // The channel is fixed by the row that opened the form: a value of the form, without an input.
  const form = useZodForm(channel === 'email' ? emailChangeSchema : mobileChangeSchema, {
    defaultValues: { channel, value: '', current_password: '' },
  });
  const error = useFieldError(form.formState.errors);

  const request = useMutation({
    mutationFn: (body: Values) => browserApi(locale).requestContactChange({ body }),
    onSuccess: (sent) => onSent(sent.value),
    onError: (failure) => applyServerErrors(form.setError, failure, (name) => name === 'value' || name === 'current_password'),
  });

  const value = form.register('value');
  return (
    <form method="post" onSubmit={form.handleSubmit((body) => request.mutate(body as Values))} noValidate className="flex flex-col gap-4">
      <div aria-live="polite">{request.isError ? <Alert tone="error">{explain(request.error)}</Alert> : null}</div>
      {channel === 'email'
        ? <TextField label={t('contact.newEmail')} type="email" autoComplete="email" ltr autoFocus {...value} error={error('value')} />
        : <NumericField label={t('contact.newMobile')} type="tel" autoComplete="tel" phone autoFocus {...value} error={error('value')} />}
      <TextField label={t('currentPassword')} type="password" autoComplete="current-password" ltr {...form.register('current_password')} error={error('current_password')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={request.isPending}>{request.isPending ? t('contact.sending') : t('contact.sendCode')}</Button>
        <Button variant="secondary" onClick={onCancel}>{t('contact.cancel')}</Button>
      </div>
    </form>
  );
}
