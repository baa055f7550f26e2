'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { Claim } from '@/lib/api/endpoints/claims';
import { Link } from '@/lib/i18n/navigation';
import { claimAcceptance, type SettlementMethod } from '@/lib/validation/claim';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { payoutAccountQuery } from './queries';
import { rich } from './rich';

const NEED_ACCOUNT = 'claimPage.settlement.needAccount';

/**
 * The customer accepts the offer and says how to be paid: a transfer to their own account (masked;
 * without one, the way to add it and come back here) or a cheque at a branch.
 */
export function SettlementChoice({ claim, onDone }: { claim: Claim; onDone: (claim: Claim, message: string) => void }) {
  const t = useTranslations('claimPage.settlement');
  const api = useBrowserApi();
  const apiMessage = useApiErrorMessage();
  const account = useQuery(payoutAccountQuery(api));
  const form = useZodForm(claimAcceptance);
  const fieldError = useFieldError(form.formState.errors);
  const accept = useMutation({
    mutationFn: async (method: SettlementMethod) => (await api().acceptClaimOffer({ params: { id: claim.id }, body: { method } })).claim,
    onSuccess: (next) => onDone(next, t('accepted')),
    onError: (failure) => applyServerErrors(form.setError, failure, (name) => name === 'method'),
  });
  const submit = form.handleSubmit(({ method }) => {
    if (method === 'transfer' && !account.data) {
      form.setError('method', { type: 'manual', message: NEED_ACCOUNT }, { shouldFocus: true });
      return;
    }
    accept.mutate(method);
  });
  const error = fieldError('method');
  const setUpHref = { pathname: '/profile/payout-account', query: { claim: String(claim.id) } };
  const option = 'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="settlement-heading">
      <h2 id="settlement-heading" className="text-lg font-semibold text-brand-900">{t('heading')}</h2>
      <div aria-live="polite">{accept.isError && !form.formState.errors.method ? <Alert tone="error">{apiMessage(accept.error)}</Alert> : null}</div>
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'settlement-error' : undefined}>
        <legend className="sr-only">{t('method')}</legend>
        <label className={option}>
          <input type="radio" value="transfer" {...form.register('method')} className="mt-0.5 size-6 shrink-0 accent-brand-600" />
          <span className="flex flex-col gap-1">
            <span className="font-semibold">{t('transfer')}</span>
            {account.data ? <span className="text-slate-700">{t.rich('transferTo', { iban: account.data.iban_masked, ...rich })}</span> : null}
            {account.isSuccess && !account.data ? <span className="text-slate-700">{t('noAccount')}</span> : null}
          </span>
        </label>
        <label className={option}>
          <input type="radio" value="cheque" {...form.register('method')} className="mt-0.5 size-6 shrink-0 accent-brand-600" />
          <span className="flex flex-col gap-1">
            <span className="font-semibold">{t('cheque')}</span>
            <span className="text-slate-700">{t('chequeHint')}</span>
          </span>
        </label>
      </fieldset>
      {error ? <p id="settlement-error" className="text-sm text-red-700">{error}</p> : null}
      {account.isSuccess ? (
        <Link href={setUpHref} className="inline-flex min-h-11 w-fit items-center font-semibold text-brand-700 underline underline-offset-4">
          {account.data ? t('changeAccount') : t('setUp')}
        </Link>
      ) : null}
      <Button type="submit" disabled={accept.isPending} className="self-start">{accept.isPending ? t('accepting') : t('accept')}</Button>
    </form>
  );
}
