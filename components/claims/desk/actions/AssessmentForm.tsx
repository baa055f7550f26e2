'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { AmountField } from '@/components/forms/AmountField';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { TextField } from '@/components/ui/TextField';
import { deskAssessment } from '@/lib/validation/claim';
import { ActionForm } from './ActionForm';
import { useDeskAction, type DeskActionProps } from './useDeskAction';

type Body = z.input<typeof deskAssessment>;

/** The assessor's finding: who assessed, the amount of the damage in JOD, and a note. */
export function AssessmentForm(props: DeskActionProps) {
  const t = useTranslations('claimsDesk.actions.assess');
  const actions = useTranslations('claimsDesk.actions');
  const { claim } = props;
  const form = useZodForm(deskAssessment, { defaultValues: { version: claim.version, assessor: '', assessed: '', note: '' } });
  const error = useFieldError(form.formState.errors);
  const action = useDeskAction(props, (api, id, body: Body) => api.recordClaimAssessment({ params: { id }, body }), form.setError);
  const submit = form.handleSubmit(() => action.send({ ...form.getValues(), version: claim.version }));
  return (
    <ActionForm id="assess" title={t('title')} submit={t('submit')} busy={action.busy} failure={action.failure} onSubmit={submit} onClose={props.onClose}>
      <TextField label={t('assessor')} autoComplete="off" {...form.register('assessor')} error={error('assessor')} />
      <AmountField label={t('amount')} hint={actions('amountHint')} decimals={3} {...form.register('assessed')} error={error('assessed')} className="sm:max-w-xs" />
      <TextField label={t('note')} maxLength={1000} {...form.register('note')} error={error('note')} />
    </ActionForm>
  );
}
