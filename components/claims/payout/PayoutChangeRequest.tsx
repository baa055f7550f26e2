'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useCodeErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { rich } from '@/components/claims/page/rich';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { payoutAccountChange } from '@/lib/validation/claim';
import { useBrowserApi } from '@/lib/query/use-browser-api';

/** The code's send: its change, the mobile it went to (masked) and how many minutes it is valid, counted when it arrived. */
export type CodeSent = { change_id: string; mobile_masked: string; minutes: number };

/**
 * Step one of a new payout account: the IBAN as the customer types or pastes it (spaces, lower case,
 * Arabic-Indic digits: the schema writes it as one block) and the current password; the backend
 * checks both and sends a code to the account's mobile.
 */
export function PayoutChangeRequest({ onSent, onCancel }: { onSent: (sent: CodeSent) => void; onCancel?: () => void }) {
  const t = useTranslations('claimPage.payout');
  const api = useBrowserApi();
  const explain = useCodeErrorMessage();
  const form = useZodForm(payoutAccountChange, { defaultValues: { iban: '', password: '' } });
  const error = useFieldError(form.formState.errors);
  const start = useMutation({
    mutationFn: (body: z.output<typeof payoutAccountChange>) => api().startPayoutAccountChange({ body }),
    onSuccess: (sent) => onSent({ change_id: sent.change_id, mobile_masked: sent.mobile_masked, minutes: Math.max(1, Math.round((Date.parse(sent.expires_at) - Date.now()) / 60_000)) }),
    onError: (failure) => applyServerErrors(form.setError, failure, (name) => name === 'iban' || name === 'password'),
  });
  const named = form.formState.errors.iban?.type === 'server' || form.formState.errors.password?.type === 'server';
  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((body) => start.mutate(body))} className="flex max-w-md flex-col gap-4">
      <div aria-live="polite">{start.isError && !named ? <Alert tone="error">{explain(start.error)}</Alert> : null}</div>
      <TextField label={t('iban')} hint={t.rich('ibanHint', rich)} ltr autoFocus autoComplete="off" autoCapitalize="characters" spellCheck={false}
        inputMode="text" {...form.register('iban')} error={error('iban')} />
      <TextField label={t('password')} type="password" autoComplete="current-password" ltr {...form.register('password')} error={error('password')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={start.isPending}>{start.isPending ? t('sending') : t('sendCode')}</Button>
        {onCancel ? <Button variant="secondary" onClick={onCancel}>{t('cancel')}</Button> : null}
      </div>
    </form>
  );
}
