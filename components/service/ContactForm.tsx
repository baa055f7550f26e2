'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { z } from 'zod';
import { NumericField } from '@/components/forms/NumericField';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import { contactMessageSchema } from '@/lib/api/endpoints/contact';
import { ApiError } from '@/lib/api/errors';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@/lib/config/business';
import { formatPhone } from '@/lib/phone';

type Values = z.output<typeof contactMessageSchema>;

/** Below this many characters left, the count is also announced to screen readers. */
const ANNOUNCE_BELOW = 50;

/** The contact message (POST /email/send), prefilled with the signed-in customer's details. */
export function ContactForm({ defaults }: { defaults: Pick<Values, 'name' | 'email' | 'phone'> }) {
  const t = useTranslations('contact');
  const locale = useLocale();
  const apiMessage = useApiErrorMessage();
  const countId = useId();
  const messageId = useId();
  const form = useZodForm(contactMessageSchema, { defaultValues: { ...defaults, phone: formatPhone(defaults.phone), subject: '', message: '' } });
  // A message being written survives a reload and a language switch; the account's e-mail always comes from the account.
  useFormDraft(form, 'contact:message', ['email']);
  const error = useFieldError(form.formState.errors);
  const used = (form.watch('message') ?? '').length;
  const left = CONTACT_MESSAGE_MAX_LENGTH - used;

  const send = useMutation({
    mutationFn: (values: Values) => browserApi(locale).sendContactEmail({ body: values }),
    onSuccess: (_, values) => form.reset({ ...values, subject: '', message: '' }),
    onError: (failure) => applyServerErrors(form.setError, failure),
  });

  const messageError = error('message');
  return (
    <form method="post" onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate className="flex flex-col gap-4">
      <div aria-live="polite">
        {send.isSuccess ? <Alert tone="success">{t('sent')}</Alert> : null}
        {send.isError
          ? <Alert tone="error">{send.error instanceof ApiError && send.error.code === 'too_many_messages' ? t('tooMany') : apiMessage(send.error)}</Alert>
          : null}
      </div>
      <TextField label={t('name')} autoComplete="name" {...form.register('name')} error={error('name')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('email')} type="email" autoComplete="email" ltr readOnly hint={t('emailHint')} {...form.register('email')} error={error('email')} />
        <NumericField label={t('phone')} type="tel" autoComplete="tel" phone {...form.register('phone')} error={error('phone')} />
      </div>
      <TextField label={t('subject')} maxLength={160} {...form.register('subject')} error={error('subject')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="font-medium text-slate-800">{t('message')}</label>
        <textarea
          id={messageId}
          {...form.register('message')}
          rows={7}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={[countId, messageError ? `${messageId}-error` : null].filter(Boolean).join(' ')}
          className={`rounded-lg border bg-white px-3 py-2 text-base ${messageError ? 'border-red-600' : 'border-slate-300'} focus:border-brand-600`}
        />
        <div className="flex items-start justify-between gap-3 text-sm">
          {messageError ? <p id={`${messageId}-error`} className="text-red-700">{messageError}</p> : <span />}
          <p id={countId} className={`shrink-0 tabular-nums ${left <= ANNOUNCE_BELOW ? 'font-semibold text-amber-800' : 'text-slate-600'}`}>
            <span aria-hidden="true" dir="ltr">{t('count', { count: used, max: CONTACT_MESSAGE_MAX_LENGTH })}</span>
            <span className="sr-only">{t('countLabel', { count: used, max: CONTACT_MESSAGE_MAX_LENGTH })}</span>
          </p>
        </div>
        {/* Only near the limit: a count read out on every key press would drown the typing. */}
        <p className="sr-only" aria-live="polite">
          {left <= ANNOUNCE_BELOW ? t('nearLimit', { left, max: CONTACT_MESSAGE_MAX_LENGTH }) : ''}
        </p>
      </div>
      <Button type="submit" disabled={send.isPending} className="self-start">{send.isPending ? t('sending') : t('send')}</Button>
    </form>
  );
}
