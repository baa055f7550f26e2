'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { numericInputProps } from '@/components/forms/numeric';
import { useApiErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { safeNextPath } from '@/lib/access/next-path';
import { DESTINATIONS, resolveAccess } from '@/lib/access/rules';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { loginSchema } from '@/lib/validation/sign-in';

type Values = z.output<typeof loginSchema>;

/** `next`: the page asked for before sign-in (the `next` query), checked before it is followed. */
export function SignInForm({ next: asked }: { next: string | null }) {
  const t = useTranslations('signIn');
  const tc = useTranslations('signInCode');
  const locale = useLocale();
  const next = safeNextPath(asked);
  const apiMessage = useApiErrorMessage();
  const fieldMessage = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  // Past the sign-in limits the backend also asks for the code it sent to the account's phone.
  const [codeRequired, setCodeRequired] = useState(false);
  const { formRef, errors, submitting, onSubmit: submitWith, onChange } = useSchemaForm(loginSchema);

  async function onSubmit(values: Values) {
    setFailure(null);
    try {
      const { user } = await browserApi(locale).login({ body: values });
      // The access rules pick the screen; a page asked for before sign-in wins when the user may use it.
      const held = resolveAccess(DESTINATIONS.dashboard, user);
      const target = held ? `/${locale}/${held}` : (next ?? `/${locale}/${DESTINATIONS.dashboard}`);
      window.location.assign(target);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'login_code_required') setCodeRequired(true);
      setFailure(apiMessage(error));
    }
  }

  return (
    <form method="post" ref={formRef} onSubmit={submitWith(onSubmit)} onChange={onChange} noValidate className="mt-6 flex flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField label={t('login')} autoComplete="username" ltr name="login" error={fieldMessage(errors.login)} />
      <div className="flex flex-col gap-1">
        <TextField
          label={t('password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          ltr
          name="password"
          error={fieldMessage(errors.password)}
        />
        <button type="button" className="self-start text-sm text-brand-700 underline" onClick={() => setShowPassword((v) => !v)} aria-pressed={showPassword}>
          {showPassword ? t('hidePassword') : t('showPassword')}
        </button>
      </div>
      {codeRequired ? (
        <>
          <p className="text-slate-700">{tc('intro')}</p>
          <TextField label={tc('code')} autoComplete="one-time-code" {...numericInputProps()} name="code" error={fieldMessage(errors.code)} />
        </>
      ) : null}
      <Button type="submit" disabled={submitting}>{submitting ? t('submitting') : t('submit')}</Button>
      <Link href="/forget-password" className="text-sm text-brand-700 underline">{t('forgot')}</Link>
    </form>
  );
}
