'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useApiErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { Alert } from '@/components/ui/Alert';
import { FileUpload, type UploadedFile } from '@/components/upload/FileUpload';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { IDENTITY_DOCUMENT } from '@/lib/config/registration';

type Side = 'front' | 'back';
export type IdentityFiles = Record<Side, UploadedFile>;
type Props = {
  /** The files the current journey was started with, when the customer comes back to this step. */
  uploaded?: IdentityFiles;
  onBack: () => void;
  /** journeyId is '' when the journey already started with these same files. */
  onDone: (journeyId: string, documents: IdentityFiles) => void;
};

const SIDES = ['front', 'back'] as const;

/** Front and back of the identity document, each sent as soon as it is chosen; Continue starts the journey. */
export function DocumentsStep({ uploaded, onBack, onDone }: Props) {
  const t = useTranslations('signUp');
  const locale = useLocale();
  const message = useFieldMessage();
  const apiMessage = useApiErrorMessage();
  const [files, setFiles] = useState<Partial<Record<Side, UploadedFile | null>>>(uploaded ?? {});
  const [errors, setErrors] = useState<Partial<Record<Side, string>>>({});
  const [sending, setSending] = useState<Partial<Record<Side, boolean>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    const missing = SIDES.filter((side) => !files[side]);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((s) => [s, 'validation.required'])));
      return;
    }
    const chosen = { front: files.front!, back: files.back! };
    if (uploaded && SIDES.every((side) => uploaded[side].id === chosen[side].id)) return onDone('', uploaded);
    setBusy(true);
    setFailure(null);
    try {
      const result = await browserApi(locale).initiateVerification({
        body: { documents: SIDES.map((side) => ({ side, upload_id: chosen[side].id })) },
      });
      onDone(result.journey_id, chosen);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const refused = { front: error.fields['documents.front'], back: error.fields['documents.back'] };
        setErrors(refused);
        // A refused file has to be sent again.
        setFiles((f) => ({ front: refused.front ? null : f.front, back: refused.back ? null : f.back }));
      }
      setFailure(apiMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-5">
      <p className="text-slate-700">{t('documentsIntro')}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {SIDES.map((side) => (
        <FileUpload
          key={side}
          label={t(side === 'front' ? 'documentFront' : 'documentBack')}
          purpose="identity"
          accept={IDENTITY_DOCUMENT.types}
          maxBytes={IDENTITY_DOCUMENT.maxBytes}
          capture="environment"
          value={files[side] ?? null}
          onChange={(value) => {
            setFiles((f) => ({ ...f, [side]: value }));
            setErrors((e) => ({ ...e, [side]: undefined }));
          }}
          onBusyChange={(on) => setSending((s) => ({ ...s, [side]: on }))}
          error={message(errors[side])}
        />
      ))}
      <WhatHappensNext />
      <StepNav onBack={onBack} onNext={start} busy={busy || SIDES.some((s) => sending[s])} busyLabel={t('uploading')} />
    </div>
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
