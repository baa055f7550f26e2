'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { numericInputProps } from '@/components/forms/numeric';
import { useCodeErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { emailChangeSchema, mobileChangeSchema, type ContactChannel } from '@/lib/validation/contact-change';

type Values = z.output<typeof emailChangeSchema> | z.output<typeof mobileChangeSchema>;

/** Step one of a change of e-mail or mobile number: the new value and the current password; the backend sends the code. */
export function ContactChangeRequest({ channel, onSent, onCancel }: { channel: ContactChannel; onSent: (value: string) => void; onCancel: () => void }) {
  const t = useTranslations('profile');
  const locale = useLocale();
  const message = useFieldMessage();
  const explain = useCodeErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, errors, submitting, onSubmit: submitWith, onChange, setError } = useSchemaForm(channel === 'email' ? emailChangeSchema : mobileChangeSchema);

  async function onSubmit(body: Values) {
    setFailure(null);
    try {
      const sent = await browserApi(locale).requestContactChange({ body });
      onSent(sent.value);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, key] of Object.entries(error.fields)) {
          if (field === 'value' || field === 'current_password') setError(field, key);
        }
      }
      setFailure(explain(error));
    }
  }

  const valueField = channel === 'email'
    ? { label: t('contact.newEmail'), type: 'email', autoComplete: 'email', ltr: true }
    : { label: t('contact.newMobile'), type: 'tel', autoComplete: 'tel', ...numericInputProps(true) };
  return (
    <form method="post" ref={formRef} onSubmit={submitWith(onSubmit)} onChange={onChange} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="channel" value={channel} />
      <div aria-live="polite">{failure ? <Alert tone="error">{failure}</Alert> : null}</div>
      <TextField {...valueField} autoFocus name="value" error={message(errors.value)} />
      <TextField label={t('currentPassword')} type="password" autoComplete="current-password" ltr name="current_password" error={message(errors.current_password)} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submitting}>{submitting ? t('contact.sending') : t('contact.sendCode')}</Button>
        <Button variant="secondary" onClick={onCancel}>{t('contact.cancel')}</Button>
      </div>
    </form>
  );
}
