'use client';

import { Iban } from '@/components/claims/page/rich';
import { useTranslations } from 'next-intl';
import { CHEQUE_PROCESSING_DAYS } from '@/lib/config/business';
import type { z } from 'zod';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { TextField } from '@/components/ui/TextField';
import { deskSettlement, type SettlementMethod } from '@/lib/validation/claim';
import { Fact, Facts } from '../Facts';
import { Money } from '../Money';
import { ActionForm } from './ActionForm';
import { useDeskAction, type DeskActionProps } from './useDeskAction';

type Body = z.input<typeof deskSettlement>;

/** Settle as the customer chose: a transfer is recorded with the bank's reference; a cheque is issued by the backend. */
export function SettlementForm(props: DeskActionProps) {
  const t = useTranslations('claimsDesk.actions.settle');
  const outcome = useTranslations('claimsDesk.outcome');
  const { claim } = props;
  const method: SettlementMethod = claim.settlement?.method ?? 'transfer';
  const form = useZodForm(deskSettlement, { defaultValues: { version: claim.version, method, transfer_reference: '' } });
  const error = useFieldError(form.formState.errors);
  const action = useDeskAction(props, (api, id, body: Body) => api.settleClaim({ params: { id }, body }), form.setError);
  const submit = form.handleSubmit(() => action.send({ ...form.getValues(), method, version: claim.version }));
  const net = claim.decision?.outcome === 'approved' ? claim.decision.net_fils : null;
  return (
    <ActionForm id="settle" title={t(`title.${method}`)} submit={t(`submit.${method}`)} busy={action.busy} failure={action.failure} onSubmit={submit} onClose={props.onClose}>
      <Facts>
        <Fact label={outcome('method')}>{outcome(`methods.${method}`)}</Fact>
        {net !== null ? <Fact label={outcome('net')}><Money fils={net} /></Fact> : null}
        {method === 'transfer' && claim.settlement?.iban_masked ? <Fact label={outcome('iban')}><Iban>{claim.settlement.iban_masked}</Iban></Fact> : null}
      </Facts>
      {method === 'transfer' ? (
        <TextField label={t('reference')} hint={t('referenceHint')} ltr autoComplete="off" maxLength={40}
          {...form.register('transfer_reference')} error={error('transfer_reference')} className="sm:max-w-sm" />
      ) : <p className="text-slate-700">{t('chequeNote', { days: CHEQUE_PROCESSING_DAYS })}</p>}
    </ActionForm>
  );
}
