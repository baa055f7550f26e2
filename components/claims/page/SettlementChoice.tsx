'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { Claim, ClaimDecision } from '@/lib/api/endpoints/claims';
import { Link } from '@/lib/i18n/navigation';
import { claimAcceptance } from '@/lib/validation/claim';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { isDecisionChanged } from './decision-changed';
import { payoutAccountQuery } from './queries';
import { rich } from './rich';

const NEED_ACCOUNT = 'claimPage.settlement.needAccount';

type Approved = Extract<ClaimDecision, { outcome: 'approved' }>;
type Props = {
  claim: Claim;
  /** The approval shown above: the acceptance names it (its version and net), so it is consent to that amount. */
  decision: Approved;
  onDone: (claim: Claim, message: string) => void;
  /** The decision changed meanwhile: nothing was accepted, the page reads the claim again. */
  onChanged: () => void;
};

/**
 * The customer accepts the offer and says how to be paid: a transfer to their own account (masked;
 * without one, the way to add it and come back here) or a cheque at a branch.
 */
export function SettlementChoice({ claim, decision, onDone, onChanged }: Props) {
  const t = useTranslations('claimPage.settlement');
  const api = useBrowserApi();
  const apiMessage = useApiErrorMessage();
  const account = useQuery(payoutAccountQuery(api));
  const form = useZodForm(claimAcceptance, { defaultValues: { decision_version: decision.version, net_fils: decision.net_fils } });
  const fieldError = useFieldError(form.formState.errors);
  const accept = useMutation({
    mutationFn: async (body: z.output<typeof claimAcceptance>) => (await api().acceptClaimOffer({ params: { id: claim.id }, body })).claim,
    onSuccess: (next) => onDone(next, t('accepted')),
    onError: (failure) => (isDecisionChanged(failure) ? onChanged() : applyServerErrors(form.setError, failure, (name) => name === 'method')),
  });
  const submit = form.handleSubmit((body) => {
    if (body.method === 'transfer' && !account.data) {
      form.setError('method', { type: 'manual', message: NEED_ACCOUNT }, { shouldFocus: true });
      return;
    }
    accept.mutate(body);
  });
  const error = fieldError('method');
  const setUpHref = { pathname: '/profile/payout-account', query: { claim: String(claim.id) } };
  const option = 'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="settlement-heading">
      <h2 id="settlement-heading" className="text-lg font-semibold text-brand-900">{t('heading')}</h2>
      <div aria-live="polite">{accept.isError && !form.formState.errors.method && !isDecisionChanged(accept.error) ? <Alert tone="error">{apiMessage(accept.error)}</Alert> : null}</div>
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
