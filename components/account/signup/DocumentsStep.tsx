'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { Alert } from '@/components/ui/Alert';
import { StepNav } from '@/components/flow/StepNav';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { IDENTITY_DOCUMENT } from '@/lib/config/registration';

type Side = 'front' | 'back';
type Props = {
  uploaded?: { front: string; back: string };
  onBack: () => void;
  onDone: (journeyId: string, documents: { front: string; back: string }) => void;
};

function problemOf(file: File): string | null {
  if (!(IDENTITY_DOCUMENT.types as readonly string[]).includes(file.type)) return 'validation.documentType';
  if (file.size > IDENTITY_DOCUMENT.maxBytes) return 'validation.documentSize';
  if (file.size === 0) return 'validation.documentEmpty';
  return null;
}

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Front and back of the identity document: chosen from files or taken with the phone's camera. */
export function DocumentsStep({ uploaded, onBack, onDone }: Props) {
  const t = useTranslations('signUp');
  const locale = useLocale();
  const message = useFieldMessage();
  const apiMessage = useApiErrorMessage();
  const [files, setFiles] = useState<Partial<Record<Side, File>>>({});
  const [errors, setErrors] = useState<Partial<Record<Side, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function choose(side: Side, file: File | undefined) {
    if (!file) return;
    const problem = problemOf(file);
    setErrors((e) => ({ ...e, [side]: problem ?? undefined }));
    setFiles((f) => ({ ...f, [side]: problem ? undefined : file }));
  }

  async function upload() {
    const missing = (['front', 'back'] as const).filter((side) => !files[side]);
    if (missing.length) {
      if (uploaded && missing.length === 2) return onDone('', uploaded); // already sent; nothing new chosen
      setErrors((e) => Object.fromEntries([...Object.entries(e), ...missing.map((s) => [s, 'validation.required'])]));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const documents = await Promise.all((['front', 'back'] as const).map(async (side) => {
        const file = files[side]!;
        return { side, content_type: file.type as (typeof IDENTITY_DOCUMENT.types)[number], data: await toBase64(file) };
      }));
      const result = await browserApi(locale).initiateVerification({ body: { documents } });
      onDone(result.journey_id, { front: files.front!.name, back: files.back!.name });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors({ front: error.fields['documents.front'], back: error.fields['documents.back'] });
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
      {(['front', 'back'] as const).map((side) => (
        <fieldset key={side} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-medium text-slate-800">{t(side === 'front' ? 'documentFront' : 'documentBack')}</legend>
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('chooseFile')}</span>
            <input
              type="file"
              accept={IDENTITY_DOCUMENT.types.join(',')}
              aria-describedby={errors[side] ? `doc-${side}-error` : undefined}
              onChange={(e) => choose(side, e.target.files?.[0])}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('takePhoto')}</span>
            <input type="file" accept="image/*" capture="environment" onChange={(e) => choose(side, e.target.files?.[0])} />
          </label>
          {files[side] ? <p className="text-sm text-green-800" aria-live="polite">{t('fileReady', { name: files[side]!.name })}</p> : null}
          {!files[side] && uploaded ? <p className="text-sm text-slate-600">{t('fileSent', { name: uploaded[side] })}</p> : null}
          {errors[side] ? <p id={`doc-${side}-error`} className="text-sm text-red-700">{message(errors[side])}</p> : null}
        </fieldset>
      ))}
      <p className="text-sm text-slate-600">{t('documentRules')}</p>
      <WhatHappensNext />
      <StepNav onBack={onBack} onNext={upload} busy={busy} busyLabel={t('uploading')} />
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
