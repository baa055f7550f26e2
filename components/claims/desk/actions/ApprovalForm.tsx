'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AmountField } from '@/components/forms/AmountField';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { deskApproval } from '@/lib/validation/claim';
import { Money } from '../Money';
import { ActionForm } from './ActionForm';
import { jodText, liveNet } from './net';
import { useDeskAction, type DeskActionProps } from './useDeskAction';

type Body = z.input<typeof deskApproval>;
const MAX_DEDUCTIONS = 10;

/**
 * Approve: the amount of the loss (the assessed amount to start from), the contract's excess, each other
 * deduction with its reason, and a note. The net shows as it is typed, counted as the schema counts it;
 * the backend computes what is paid.
 */
export function ApprovalForm(props: DeskActionProps) {
  const t = useTranslations('claimsDesk.actions.approve');
  const actions = useTranslations('claimsDesk.actions');
  const { claim } = props;
  const form = useZodForm(deskApproval, {
    defaultValues: { version: claim.version, gross: claim.assessment ? jodText(claim.assessment.assessed_fils) : '', excess: '', deductions: [], note: '' },
  });
  const deductions = useFieldArray({ control: form.control, name: 'deductions' });
  const typed = useWatch({ control: form.control });
  const net = liveNet(typed);
  const error = useFieldError(form.formState.errors);
  const action = useDeskAction(props, (api, id, body: Body) => api.approveClaim({ params: { id }, body }), form.setError);
  const submit = form.handleSubmit(() => action.send({ ...form.getValues(), version: claim.version }));
  return (
    <ActionForm id="approve" title={t('title')} submit={t('submit')} busy={action.busy} failure={action.failure} onSubmit={submit} onClose={props.onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField label={t('gross')} hint={actions('amountHint')} decimals={3} {...form.register('gross')} error={error('gross')} />
        <AmountField label={t('excess')} decimals={3} {...form.register('excess')} error={error('excess')} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="font-medium text-slate-800">{t('deductions')}</legend>
        {deductions.fields.length === 0 ? <p className="text-sm text-slate-600">{t('noDeductions')}</p> : null}
        <ol className="flex flex-col gap-3">
          {deductions.fields.map((field, i) => (
            <li key={field.id} data-deduction={i} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)]">
              <TextField label={t('reason', { n: i + 1 })} maxLength={200} {...form.register(`deductions.${i}.reason`)} error={error(`deductions.${i}.reason`)} />
              <AmountField label={t('amount', { n: i + 1 })} decimals={3} {...form.register(`deductions.${i}.amount`)} error={error(`deductions.${i}.amount`)} />
              <Button variant="ghost" className="justify-self-start" onClick={() => deductions.remove(i)}>{t('remove', { n: i + 1 })}</Button>
            </li>
          ))}
        </ol>
        <Button variant="secondary" className="self-start" disabled={deductions.fields.length >= MAX_DEDUCTIONS}
          onClick={() => deductions.append({ reason: '', amount: '' })}>{t('add')}</Button>
      </fieldset>
      <p className="flex flex-wrap items-baseline gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2">
        <span className="font-medium text-slate-800">{t('net')}</span>
        <output aria-live="polite" data-testid="live-net" className={`text-lg font-bold ${net !== null && net <= 0 ? 'text-red-800' : 'text-slate-900'}`}>
          {net === null ? t('netUnknown') : <Money fils={net} />}
        </output>
      </p>
      <TextField label={t('note')} maxLength={1000} {...form.register('note')} error={error('note')} />
    </ActionForm>
  );
}
