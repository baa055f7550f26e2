'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { NewPasswordField } from '@/components/forms/NewPasswordField';
import { NumericField } from '@/components/forms/NumericField';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useCodeErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { useHashParam } from '@/components/hooks/useHashParam';
import { useQueryParam } from '@/components/hooks/useQueryParam';
import { ResetByLinkForm } from './ResetByLinkForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import { OTP_LENGTH } from '@/lib/config/business';
import { Link } from '@/lib/i18n/navigation';
import { resetPasswordFormSchema } from '@/lib/validation/account';

type Values = z.output<typeof resetPasswordFormSchema>;

/**
 * The reset code from the e-mail or SMS, and the new password twice; or, opened from the link a reset
 * sent by e-mail (`#token=…`), the new password only (ResetByLinkForm). A code or a link works once.
 */
export function ResetPasswordForm() {
  const token = useHashParam('token');
  const [done, setDone] = useState(false);
  if (done) return <ResetDone />;
  if (token !== null) return <ResetByLinkForm token={token} onDone={() => setDone(true)} />;
  return <ResetByCodeForm />;
}

function ResetDone() {
  const t = useTranslations('password');
  return (
    <div className="mt-6 flex flex-col gap-4">
      <Alert tone="success">{t('resetDone')}</Alert>
      <Link href="/signin-signup" className="self-start rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white">{t('signInNow')}</Link>
    </div>
  );
}

function ResetByCodeForm() {
  const t = useTranslations('password');
  const locale = useLocale();
  // A wrong code says how many tries are left.
  const explain = useCodeErrorMessage();
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { email: '', code: '', password: '', confirmPassword: '' } });
  const error = useFieldError(form.formState.errors);
  // The address from the link in the forget-password message, read once the prerendered page is
  // alive; what the person typed already is kept.
  const linkedEmail = useQueryParam('email');
  useEffect(() => {
    if (linkedEmail && !form.getValues('email')) form.setValue('email', linkedEmail);
  }, [linkedEmail, form]);

  const reset = useMutation({
    mutationFn: ({ confirmPassword, ...body }: Values) => {
      void confirmPassword;
      return browserApi(locale).resetPassword({ body });
    },
    onError: (failure) => applyServerErrors(form.setError, failure),
  });

  if (reset.isSuccess) return <ResetDone />;
  return (
    <form method="post" onSubmit={form.handleSubmit((values) => reset.mutate(values))} noValidate className="mt-2 flex flex-col gap-4">
      <p className="text-slate-700">{t('resetIntro')}</p>
      {reset.isError ? <Alert tone="error">{explain(reset.error)}</Alert> : null}
      <TextField label={t('email')} type="email" autoComplete="email" ltr {...form.register('email')} error={error('email')} />
      <NumericField label={t('code')} autoComplete="one-time-code" maxLength={OTP_LENGTH} {...form.register('code')} error={error('code')} />
      <NewPasswordField label={t('newPassword')} {...form.register('password')} errorKey={form.formState.errors.password?.message} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" ltr {...form.register('confirmPassword')} error={error('confirmPassword')} />
      <Button type="submit" disabled={reset.isPending}>{reset.isPending ? t('saving') : t('resetSubmit')}</Button>
      <Link href="/forget-password" className="text-sm text-brand-700 underline">{t('noCode')}</Link>
    </form>
  );
}
