'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { NumericField } from '@/components/forms/NumericField';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useCodeErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { rich } from '@/components/claims/page/rich';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CONTACT_CODE_LENGTH } from '@/lib/config/business';
import { payoutAccountConfirm } from '@/lib/validation/claim';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import type { CodeSent } from './PayoutChangeRequest';

type Account = { iban_masked: string; holder: string; updated_at: string } | null;

/** Step two: the code sent to the mobile. Until it is confirmed, claims are paid to the old account (or by cheque). */
export function PayoutChangeConfirm({ sent, onConfirmed, onStartAgain }: { sent: CodeSent; onConfirmed: (account: Account) => void; onStartAgain: () => void }) {
  const t = useTranslations('claimPage.payout');
  const api = useBrowserApi();
  const explain = useCodeErrorMessage();
  const form = useZodForm(payoutAccountConfirm, { defaultValues: { change_id: sent.change_id, code: '' } });
  const error = useFieldError(form.formState.errors);
  const confirm = useMutation({
    mutationFn: async (body: { change_id: string; code: string }) => (await api().confirmPayoutAccountChange({ body })).account,
    onSuccess: onConfirmed,
    onError: (failure) => applyServerErrors(form.setError, failure, (name) => name === 'code'),
  });
  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((body) => confirm.mutate(body))} className="flex max-w-md flex-col gap-4">
      <div aria-live="polite">
        {confirm.isError && form.formState.errors.code?.type !== 'server'
          ? <Alert tone="error">{explain(confirm.error)}</Alert>
          : <Alert>{t.rich('sent', { mobile: sent.mobile_masked, minutes: sent.minutes, ...rich })}</Alert>}
      </div>
      <NumericField label={t('code')} hint={t('codeHint', { length: CONTACT_CODE_LENGTH })} autoFocus autoComplete="one-time-code" maxLength={CONTACT_CODE_LENGTH}
        {...form.register('code')} error={error('code')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={confirm.isPending}>{confirm.isPending ? t('confirming') : t('confirm')}</Button>
        <Button variant="ghost" onClick={onStartAgain}>{t('startAgain')}</Button>
      </div>
    </form>
  );
}
