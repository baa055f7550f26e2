'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { CLAIM_DOCUMENTS } from '@/lib/config/claims';
import { deskDocumentRequest } from '@/lib/validation/claim';
import { ActionForm } from './ActionForm';
import { useDeskAction, type DeskActionProps } from './useDeskAction';

type Body = z.input<typeof deskDocumentRequest>;
const MAX_DOCUMENTS = 10;

/** Ask the customer for documents: each one chosen from the list, with a note they read (`other` needs one). */
export function RequestDocumentsForm(props: DeskActionProps) {
  const t = useTranslations('claimsDesk.actions.request');
  const claims = useTranslations('claims.documents');
  const { claim } = props;
  const form = useZodForm(deskDocumentRequest, { defaultValues: { version: claim.version, documents: [{ key: '' as never, note: '' }] } });
  const documents = useFieldArray({ control: form.control, name: 'documents' });
  const error = useFieldError(form.formState.errors);
  const action = useDeskAction(props, (api, id, body: Body) => api.requestClaimDocuments({ params: { id }, body }), form.setError);
  const submit = form.handleSubmit(() => action.send({ ...form.getValues(), version: claim.version }));
  const listError = error('documents') ?? error('documents.root');
  return (
    <ActionForm id="request-documents" title={t('title')} submit={t('submit')} busy={action.busy} failure={action.failure} onSubmit={submit} onClose={props.onClose}>
      <ol className="flex flex-col gap-3">
        {documents.fields.map((field, i) => {
          const keyError = error(`documents.${i}.key`);
          return (
            <li key={field.id} className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2">
              <div className="flex min-w-0 flex-col gap-1.5">
                <label htmlFor={`document-${i}`} className="font-medium text-slate-800">{t('document', { n: i + 1 })}</label>
                <select id={`document-${i}`} {...form.register(`documents.${i}.key`)} aria-invalid={keyError ? true : undefined}
                  aria-describedby={keyError ? `document-${i}-error` : undefined}
                  className={`min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 ${keyError ? 'border-red-600' : 'border-slate-300'}`}>
                  <option value="">{t('choose')}</option>
                  {CLAIM_DOCUMENTS.map((key) => <option key={key} value={key}>{claims(key)}</option>)}
                </select>
                {keyError ? <p id={`document-${i}-error`} className="text-sm text-red-700">{keyError}</p> : null}
              </div>
              <TextField label={t('note', { n: i + 1 })} hint={t('noteHint')} maxLength={300} {...form.register(`documents.${i}.note`)} error={error(`documents.${i}.note`)} />
              {documents.fields.length > 1 ? (
                <Button variant="ghost" className="justify-self-start" onClick={() => documents.remove(i)}>{t('remove', { n: i + 1 })}</Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {listError ? <p className="text-sm text-red-700">{listError}</p> : null}
      <Button variant="secondary" className="self-start" disabled={documents.fields.length >= MAX_DOCUMENTS}
        onClick={() => documents.append({ key: '' as never, note: '' })}>{t('add')}</Button>
    </ActionForm>
  );
}
