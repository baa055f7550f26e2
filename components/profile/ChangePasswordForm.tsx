'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { useApiErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { NewPasswordField } from '@/components/forms/NewPasswordField';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { changePasswordFormSchema } from '@/lib/validation/account';

type Values = z.output<typeof changePasswordFormSchema>;

export function ChangePasswordForm() {
  const t = useTranslations('profile');
  const locale = useLocale();
  const message = useFieldMessage();
  const apiMessage = useApiErrorMessage();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { formRef, errors, submitting, onSubmit: submitWith, onChange, reset, setError } = useSchemaForm(changePasswordFormSchema);

  async function onSubmit({ confirmPassword, ...body }: Values) {
    void confirmPassword;
    setResult(null);
    try {
      await browserApi(locale).changePassword({ body });
      reset({ current_password: '', password: '', confirmPassword: '' });
      setResult({ tone: 'success', text: t('passwordChanged') });
    } catch (error) {
      // A wrong password, or too many of them (password_locked): said at the field as well.
      const field = error instanceof ApiError ? error.fields?.current_password : undefined;
      if (field) setError('current_password', field);
      setResult({ tone: 'error', text: apiMessage(error) });
    }
  }

  return (
    <form method="post" ref={formRef} onSubmit={submitWith(onSubmit)} onChange={onChange} noValidate className="flex max-w-md flex-col gap-4">
      <div aria-live="polite">{result ? <Alert tone={result.tone}>{result.text}</Alert> : null}</div>
      <TextField label={t('currentPassword')} type="password" autoComplete="current-password" ltr name="current_password" error={message(errors.current_password)} />
      <NewPasswordField label={t('newPassword')} name="password" errorKey={errors.password} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" ltr name="confirmPassword" error={message(errors.confirmPassword)} />
      <Button type="submit" disabled={submitting} className="self-start">{submitting ? t('saving') : t('changePassword')}</Button>
    </form>
  );
}
