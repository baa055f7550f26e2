'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { TextField } from '@/components/ui/TextField';
import { deskClosing } from '@/lib/validation/claim';
import { ActionForm } from './ActionForm';
import { useDeskAction, type DeskActionProps } from './useDeskAction';

type Body = z.input<typeof deskClosing>;

/** Close a paid or refused claim, with a note for the file. */
export function ClosingForm(props: DeskActionProps) {
  const t = useTranslations('claimsDesk.actions.close');
  const { claim } = props;
  const form = useZodForm(deskClosing, { defaultValues: { version: claim.version, note: '' } });
  const error = useFieldError(form.formState.errors);
  const action = useDeskAction(props, (api, id, body: Body) => api.closeClaim({ params: { id }, body }), form.setError);
  const submit = form.handleSubmit(() => action.send({ ...form.getValues(), version: claim.version }));
  return (
    <ActionForm id="close" title={t('title')} submit={t('submit')} busy={action.busy} failure={action.failure} onSubmit={submit} onClose={props.onClose}>
      <TextField label={t('note')} maxLength={1000} {...form.register('note')} error={error('note')} />
    </ActionForm>
  );
}
