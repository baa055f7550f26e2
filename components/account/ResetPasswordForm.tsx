'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { numericInputProps } from '@/components/forms/numeric';
import { useQueryParam } from '@/components/hooks/useQueryParam';
import { useApiErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { NewPasswordField } from '@/components/forms/NewPasswordField';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { OTP_LENGTH } from '@/lib/config/business';
import { Link } from '@/lib/i18n/navigation';
import { resetPasswordFormSchema } from '@/lib/validation/account';

type Values = z.output<typeof resetPasswordFormSchema>;

/** The reset code from the e-mail or SMS, and the new password twice. A code works once. */
export function ResetPasswordForm() {
  const t = useTranslations('password');
  const locale = useLocale();
  const message = useFieldMessage();
  const apiMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { formRef, errors, submitting, onSubmit: submitWith, onChange, values, setValue } = useSchemaForm(resetPasswordFormSchema);
  // The address from the link in the forget-password message, read once the prerendered page is
  // alive; what the person typed already is kept.
  const linkedEmail = useQueryParam('email');
  useEffect(() => {
    if (linkedEmail && !values().email) setValue('email', linkedEmail);
  }, [linkedEmail, values, setValue]);

  async function onSubmit({ confirmPassword, ...body }: Values) {
    void confirmPassword;
    setFailure(null);
    try {
      await browserApi(locale).resetPassword({ body });
      setDone(true);
    } catch (error) {
      const left = error instanceof ApiError && typeof error.details.tries_left === 'number' ? error.details.tries_left : undefined;
      setFailure(left !== undefined && error instanceof ApiError
        ? apiMessage(new ApiError(error.status, 'otp_invalid_left', error.message), { left })
        : apiMessage(error));
    }
  }

  if (done) {
    return (
      <div className="mt-6 flex flex-col gap-4">
        <Alert tone="success">{t('resetDone')}</Alert>
        <Link href="/signin-signup" className="self-start rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white">{t('signInNow')}</Link>
      </div>
    );
  }
  return (
    <form method="post" ref={formRef} onSubmit={submitWith(onSubmit)} onChange={onChange} noValidate className="mt-6 flex flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField label={t('email')} type="email" autoComplete="email" ltr name="email" error={message(errors.email)} />
      <TextField label={t('code')} autoComplete="one-time-code" maxLength={OTP_LENGTH} {...numericInputProps()} name="code" error={message(errors.code)} />
      <NewPasswordField label={t('newPassword')} name="password" errorKey={errors.password} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" ltr name="confirmPassword" error={message(errors.confirmPassword)} />
      <Button type="submit" disabled={submitting}>{submitting ? t('saving') : t('resetSubmit')}</Button>
      <Link href="/forget-password" className="text-sm text-brand-700 underline">{t('noCode')}</Link>
    </form>
  );
}
