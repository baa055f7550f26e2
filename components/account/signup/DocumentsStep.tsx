'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { StepNav } from '@/components/flow/StepNav';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { FileUpload, type UploadedFile } from '@/components/upload/FileUpload';
import { browserApi } from '@/lib/api/browser';
import { IDENTITY_DOCUMENT } from '@/lib/config/registration';
import { identityDocumentsFormSchema } from '@/lib/validation/account';

type Side = 'front' | 'back';
export type IdentityFiles = Record<Side, UploadedFile>;
type Values = z.output<typeof identityDocumentsFormSchema>;
type Props = {
  /** The files the current journey was started with, when the customer comes back to this step. */
  uploaded?: IdentityFiles;
  onBack: () => void;
  /** journeyId is '' when the journey already started with these same files. */
  onDone: (journeyId: string, documents: IdentityFiles) => void;
};

const SIDES = ['front', 'back'] as const;

/**
 * Front and back of the identity document, each sent as soon as it is chosen and kept in the form by
 * its id (a reload or a language switch shows it again); Continue starts the journey.
 */
export function DocumentsStep({ uploaded, onBack, onDone }: Props) {
  const t = useTranslations('signUp');
  const locale = useLocale();
  const apiMessage = useApiErrorMessage();
  const form = useZodForm(identityDocumentsFormSchema, { defaultValues: { documents: { front: uploaded?.front, back: uploaded?.back } } });
  useFormDraft(form, 'signup:documents');
  const error = useFieldError(form.formState.errors);
  // Files still on their way: Continue waits for them.
  const [sending, setSending] = useState<Partial<Record<Side, boolean>>>({});

  const start = useMutation({
    mutationFn: ({ documents }: Values) => browserApi(locale).initiateVerification({
      body: { documents: SIDES.map((side) => ({ side, upload_id: documents[side].id })) },
    }),
    onSuccess: (result, { documents }) => onDone(result.journey_id, documents),
    onError: (failure) => {
      applyServerErrors(form.setError, failure);
      // A refused file has to be sent again: its field shows the message and the upload target.
      for (const side of SIDES) if (form.getFieldState(`documents.${side}`).error) form.setValue(`documents.${side}`, null as never);
    },
  });

  function submit({ documents }: Values) {
    if (uploaded && SIDES.every((side) => uploaded[side].id === documents[side].id)) return onDone('', uploaded);
    start.mutate({ documents });
  }

  return (
    <form method="post" onSubmit={form.handleSubmit(submit)} noValidate className="mt-4 flex flex-col gap-5">
      <p className="text-slate-700">{t('documentsIntro')}</p>
      {start.isError ? <Alert tone="error">{apiMessage(start.error)}</Alert> : null}
      {SIDES.map((side) => (
        <Controller
          key={side}
          control={form.control}
          name={`documents.${side}`}
          render={({ field }) => (
            <FileUpload
              label={t(side === 'front' ? 'documentFront' : 'documentBack')}
              purpose="identity"
              accept={IDENTITY_DOCUMENT.types}
              maxBytes={IDENTITY_DOCUMENT.maxBytes}
              capture="environment"
              value={field.value ?? null}
              onChange={field.onChange}
              onBusyChange={(on) => setSending((s) => ({ ...s, [side]: on }))}
              error={error(`documents.${side}`)}
            />
          )}
        />
      ))}
      <WhatHappensNext />
      <StepNav onBack={onBack} busy={start.isPending || SIDES.some((s) => sending[s])} busyLabel={t('uploading')} />
    </form>
  );
}

/** After the scan: the details still needed, the code, and the review (information, not a step). */
function WhatHappensNext() {
  const t = useTranslations('signUp');
  return (
    <section aria-labelledby="signup-next" className="rounded-xl bg-slate-50 p-4 text-slate-700">
      <h3 id="signup-next" className="font-medium text-slate-800">{t('instructionsIntro')}</h3>
      <ol className="mt-2 list-decimal space-y-1.5 ps-6 text-sm">
        <li>{t('instruction1')}</li>
        <li>{t('instruction2')}</li>
        <li>{t('instruction3')}</li>
      </ol>
    </section>
  );
}
