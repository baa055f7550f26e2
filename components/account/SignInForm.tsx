'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { numericInputProps } from '@/components/forms/numeric';
import { ProofOfWork, useProofOfWork } from '@/components/forms/proof-of-work/ProofOfWork';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useLazyZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { safeNextPath } from '@/lib/i18n/next-path';
import { DESTINATIONS, resolveAccess } from '@/lib/access/rules';
import { browserApi } from '@/lib/api/browser';
import { ApiError, isProofAsked } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import type { loginSchema } from '@/lib/validation/sign-in';

type Values = z.output<typeof loginSchema> & { pow?: string };

// The sign-in page opens from links: its rules load in their own chunk once the page is idle.
const loadSchema = () => import('@/lib/validation/sign-in').then((m) => m.loginSchema);

/** `next`: the page asked for before sign-in (the `next` query), checked before it is followed. */
export function SignInForm({ next: asked }: { next: string | null }) {
  const t = useTranslations('signIn');
  const tc = useTranslations('signInCode');
  const locale = useLocale();
  const next = safeNextPath(asked);
  const apiMessage = useApiErrorMessage();
  const [showPassword, setShowPassword] = useState(false);
  // Past the sign-in limits the backend also asks for the code it sent to the account's phone.
  const [codeRequired, setCodeRequired] = useState(false);
  const form = useLazyZodForm(loadSchema, { defaultValues: { login: '', password: '' } });
  const error = useFieldError(form.formState.errors);

  // Past half of the limits on sign-in codes the server first asks the browser for a proof of work.
  const pow = useProofOfWork();
  const signIn = useMutation({
    mutationFn: (values: Values) => browserApi(locale).login({ body: values }),
    onSuccess: ({ user }) => {
      // The access rules pick the screen; a page asked for before sign-in wins when the user may use it.
      const held = resolveAccess(DESTINATIONS.dashboard, user);
      window.location.assign(held ? `/${locale}/${held}` : (next ?? `/${locale}/${DESTINATIONS.dashboard}`));
    },
    onError: (failure, values) => {
      if (pow.demand(failure, (proof) => signIn.mutate({ ...values, pow: proof }))) return;
      if (failure instanceof ApiError && failure.code === 'login_code_required') setCodeRequired(true);
      applyServerErrors(form.setError, failure);
    },
  });
  // After success the page is leaving: the button stays busy until it has.
  const busy = signIn.isPending || signIn.isSuccess || pow.checking;

  return (
    <form method="post" onSubmit={form.handleSubmit((values) => signIn.mutate(values))} noValidate className="mt-6 flex flex-col gap-4">
      {signIn.isError && !isProofAsked(signIn.error) ? <Alert tone="error">{apiMessage(signIn.error)}</Alert> : null}
      <TextField label={t('login')} autoComplete="username" ltr {...form.register('login')} error={error('login')} />
      <div className="flex flex-col gap-1">
        <TextField
          label={t('password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          ltr
          {...form.register('password')}
          error={error('password')}
        />
        <button type="button" className="self-start text-sm text-brand-700 underline" onClick={() => setShowPassword((v) => !v)} aria-pressed={showPassword}>
          {showPassword ? t('hidePassword') : t('showPassword')}
        </button>
      </div>
      {codeRequired ? (
        <>
          <p className="text-slate-700">{tc('intro')}</p>
          <TextField label={tc('code')} autoComplete="one-time-code" {...numericInputProps()} {...form.register('code')} error={error('code')} />
        </>
      ) : null}
      <ProofOfWork {...pow.props} />
      <Button type="submit" disabled={busy}>{busy ? t('submitting') : t('submit')}</Button>
      <Link href="/forget-password" className="text-sm text-brand-700 underline">{t('forgot')}</Link>
    </form>
  );
}
