'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { useApiErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import { useRouter } from '@/lib/i18n/navigation';
import { forgetPasswordSchema } from '@/lib/validation/account';

type Values = z.output<typeof forgetPasswordSchema>;

/** Asks for a reset code by e-mail and SMS, then moves on to entering it. */
export function ForgetPasswordForm() {
  const t = useTranslations('password');
  const locale = useLocale();
  const router = useRouter();
  const message = useFieldMessage();
  const apiMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, errors, submitting, onSubmit: submitWith, onChange } = useSchemaForm(forgetPasswordSchema);

  async function onSubmit(values: Values) {
    setFailure(null);
    try {
      await browserApi(locale).forgetPassword({ body: values });
      router.push(`/reset-password?email=${encodeURIComponent(values.email)}`);
    } catch (error) {
      setFailure(apiMessage(error, { minutes: 15 }));
    }
  }

  return (
    <form method="post" ref={formRef} onSubmit={submitWith(onSubmit)} onChange={onChange} noValidate className="mt-6 flex flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField label={t('email')} type="email" autoComplete="email" ltr name="email" error={message(errors.email)} />
      <Button type="submit" disabled={submitting}>{submitting ? t('sending') : t('sendCode')}</Button>
    </form>
  );
}
