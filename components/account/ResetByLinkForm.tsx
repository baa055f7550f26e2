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
import { Link } from '@/lib/i18n/navigation';
import { resetLinkFormSchema } from '@/lib/validation/account';

type Values = z.output<typeof resetLinkFormSchema>;

/**
 * A new password from the link a reset sent by e-mail (its token came in the page's fragment): the
 * password twice, nothing else. A used, late or broken link says so, with the way to a new one.
 */
export function ResetByLinkForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useTranslations('password');
  const locale = useLocale();
  const apiMessage = useApiErrorMessage();
  const form = useZodForm(resetLinkFormSchema, { defaultValues: { token, password: '', confirmPassword: '' } });
  const error = useFieldError(form.formState.errors);
  const reset = useMutation({
    mutationFn: ({ confirmPassword, ...body }: Values) => {
      void confirmPassword;
      return browserApi(locale).resetPasswordByLink({ body });
    },
    onSuccess: onDone,
    onError: (failure) => applyServerErrors(form.setError, failure, (name) => name !== 'token'),
  });
  const linkProblem = error('token') ?? (reset.isError ? apiMessage(reset.error) : null);

  return (
    <form method="post" onSubmit={form.handleSubmit((values) => reset.mutate(values))} noValidate className="mt-2 flex flex-col gap-4">
      <p className="text-slate-700">{t('linkIntro')}</p>
      <div aria-live="polite">
        {linkProblem ? (
          <Alert tone="error">
            {linkProblem} <Link href="/forget-password" className="font-semibold underline">{t('newLink')}</Link>
          </Alert>
        ) : null}
      </div>
      <NewPasswordField label={t('newPassword')} {...form.register('password')} errorKey={form.formState.errors.password?.message} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" ltr {...form.register('confirmPassword')} error={error('confirmPassword')} />
      <Button type="submit" disabled={reset.isPending || reset.isSuccess}>{reset.isPending ? t('saving') : t('resetSubmit')}</Button>
    </form>
  );
}
