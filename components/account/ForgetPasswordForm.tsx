'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { ProofOfWork, useProofOfWork } from '@/components/forms/proof-of-work/ProofOfWork';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import { isProofAsked } from '@/lib/api/errors';
import { useRouter } from '@/lib/i18n/navigation';
import { forgetPasswordSchema } from '@/lib/validation/account';

type Values = z.output<typeof forgetPasswordSchema> & { pow?: string };

/** Asks for a reset code by e-mail and SMS, then moves on to entering it. */
export function ForgetPasswordForm() {
  const t = useTranslations('password');
  const locale = useLocale();
  const router = useRouter();
  const apiMessage = useApiErrorMessage();
  const form = useZodForm(forgetPasswordSchema, { defaultValues: { email: '' } });
  const error = useFieldError(form.formState.errors);

  // Past half of a reset limit the server first asks the browser for a proof of work.
  const pow = useProofOfWork();
  const ask = useMutation({
    mutationFn: (values: Values) => browserApi(locale).forgetPassword({ body: values }),
    onSuccess: (_, values) => router.push(`/reset-password?email=${encodeURIComponent(values.email)}`),
    onError: (failure, values) => {
      if (!pow.demand(failure, (proof) => ask.mutate({ ...values, pow: proof }))) applyServerErrors(form.setError, failure);
    },
  });
  // After success the page is leaving: the button stays busy until it has.
  const busy = ask.isPending || ask.isSuccess || pow.checking;

  return (
    <form method="post" onSubmit={form.handleSubmit((values) => ask.mutate(values))} noValidate className="mt-6 flex flex-col gap-4">
      {ask.isError && !isProofAsked(ask.error) ? <Alert tone="error">{apiMessage(ask.error, { minutes: 15 })}</Alert> : null}
      <TextField label={t('email')} type="email" autoComplete="email" ltr {...form.register('email')} error={error('email')} />
      <ProofOfWork {...pow.props} />
      <Button type="submit" disabled={busy}>{busy ? t('sending') : t('sendCode')}</Button>
    </form>
  );
}
