'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { deskRefusal } from '@/lib/validation/claim';
import { ActionForm } from './ActionForm';
import { TextArea } from './TextArea';
import { useDeskAction, type DeskActionProps } from './useDeskAction';

type Body = z.input<typeof deskRefusal>;

/** Refuse the claim, with the reason the customer reads (and may appeal). */
export function RefusalForm(props: DeskActionProps) {
  const t = useTranslations('claimsDesk.actions.refuse');
  const { claim } = props;
  const form = useZodForm(deskRefusal, { defaultValues: { version: claim.version, reason: '' } });
  const error = useFieldError(form.formState.errors);
  const action = useDeskAction(props, (api, id, body: Body) => api.refuseClaim({ params: { id }, body }), form.setError);
  const submit = form.handleSubmit(() => action.send({ ...form.getValues(), version: claim.version }));
  return (
    <ActionForm id="refuse" tone="danger" title={t('title')} submit={t('submit')} busy={action.busy} failure={action.failure} onSubmit={submit} onClose={props.onClose}>
      <TextArea label={t('reason')} hint={t('reasonHint')} maxLength={1000} {...form.register('reason')} error={error('reason')} />
    </ActionForm>
  );
}
