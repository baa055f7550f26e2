'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { NewPasswordField } from '@/components/forms/NewPasswordField';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import { changePasswordFormSchema } from '@/lib/validation/account';

type Values = z.output<typeof changePasswordFormSchema>;
const EMPTY = { current_password: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const t = useTranslations('profile');
  const locale = useLocale();
  const apiMessage = useApiErrorMessage();
  const form = useZodForm(changePasswordFormSchema, { defaultValues: EMPTY });
  const error = useFieldError(form.formState.errors);

  const change = useMutation({
    mutationFn: ({ confirmPassword, ...body }: Values) => {
      void confirmPassword;
      return browserApi(locale).changePassword({ body });
    },
    onSuccess: () => form.reset(EMPTY),
    // A wrong password, or too many of them (password_locked): said at the field as well.
    onError: (failure) => applyServerErrors(form.setError, failure),
  });

  return (
    <form method="post" onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate className="flex max-w-md flex-col gap-4">
      <div aria-live="polite">
        {change.isSuccess ? <Alert tone="success">{t('passwordChanged')}</Alert> : null}
        {change.isError ? <Alert tone="error">{apiMessage(change.error)}</Alert> : null}
      </div>
      <TextField label={t('currentPassword')} type="password" autoComplete="current-password" ltr {...form.register('current_password')} error={error('current_password')} />
      <NewPasswordField label={t('newPassword')} {...form.register('password')} errorKey={form.formState.errors.password?.message} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" ltr {...form.register('confirmPassword')} error={error('confirmPassword')} />
      <Button type="submit" disabled={change.isPending} className="self-start">{change.isPending ? t('saving') : t('changePassword')}</Button>
    </form>
  );
}
