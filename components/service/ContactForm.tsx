'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { numericInputProps } from '@/components/forms/numeric';
import { useApiErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { useSchemaForm, type FieldName } from '@/components/forms/useSchemaForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import { contactMessageSchema } from '@/lib/api/endpoints/contact';
import { ApiError } from '@/lib/api/errors';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@/lib/config/business';

type Values = z.output<typeof contactMessageSchema>;

/** Below this many characters left, the count is also announced to screen readers. */
const ANNOUNCE_BELOW = 50;

/** The contact message (POST /email/send), prefilled with the signed-in customer's details. */
export function ContactForm({ defaults }: { defaults: Pick<Values, 'name' | 'email' | 'phone'> }) {
  const t = useTranslations('contact');
  const locale = useLocale();
  const message = useFieldMessage();
  const apiMessage = useApiErrorMessage();
  const countId = useId();
  const messageId = useId();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { formRef, errors, submitting, onSubmit: submitWith, onChange, setError, reset, watched } =
    useSchemaForm(contactMessageSchema, { watch: { message: '' } });
  const used = watched.message.length;
  const left = CONTACT_MESSAGE_MAX_LENGTH - used;

  async function onSubmit(values: Values) {
    setResult(null);
    try {
      await browserApi(locale).sendContactEmail({ body: values });
      reset({ ...values, subject: '', message: '' });
      setResult({ tone: 'success', text: t('sent') });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, key] of Object.entries(error.fields)) setError(field as FieldName<typeof contactMessageSchema>, key);
      }
      const text = error instanceof ApiError && error.code === 'too_many_messages' ? t('tooMany') : apiMessage(error);
      setResult({ tone: 'error', text });
    }
  }

  const messageError = message(errors.message);
  return (
    <form method="post" ref={formRef} onSubmit={submitWith(onSubmit)} onChange={onChange} noValidate className="flex flex-col gap-4">
      <div aria-live="polite">{result ? <Alert tone={result.tone}>{result.text}</Alert> : null}</div>
      <TextField label={t('name')} autoComplete="name" name="name" defaultValue={defaults.name} error={message(errors.name)} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('email')} type="email" autoComplete="email" ltr readOnly hint={t('emailHint')} name="email" defaultValue={defaults.email} error={message(errors.email)} />
        <TextField label={t('phone')} type="tel" autoComplete="tel" {...numericInputProps(true)} name="phone" defaultValue={defaults.phone} error={message(errors.phone)} />
      </div>
      <TextField label={t('subject')} maxLength={160} name="subject" error={message(errors.subject)} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="font-medium text-slate-800">{t('message')}</label>
        <textarea
          id={messageId}
          name="message"
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
      <Button type="submit" disabled={submitting} className="self-start">{submitting ? t('sending') : t('send')}</Button>
    </form>
  );
}
