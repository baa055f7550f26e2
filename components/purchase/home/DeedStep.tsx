'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { FileUpload, type UploadedFile } from '@/components/upload/FileUpload';
import type { HomeData } from './flow';

/** The title deed (JPEG, PNG or PDF up to 10 MB, checked by content) through the portal's one upload component. */
export function DeedStep({ value, serverError, onBack, onDone }: {
  value?: HomeData['title_deed_file'];
  serverError?: string;
  onBack: () => void;
  onDone: (file: HomeData['title_deed_file']) => void;
}) {
  const t = useTranslations('purchase.home');
  const message = useFieldMessage();
  const [file, setFile] = useState<UploadedFile | null>(value ?? null);
  const [error, setError] = useState<string | undefined>(serverError);
  const [busy, setBusy] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError('purchase.validation.titleDeed');
    onDone({ id: file.id, name: file.name, type: file.type, size: file.size });
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <FileUpload
        label={t('deed')}
        hint={t('deedHint')}
        purpose="title-deed"
        capture="environment"
        value={file}
        onChange={(f) => { setFile(f); setError(undefined); }}
        onBusyChange={setBusy}
        error={message(error)}
      />
      <StepNav onBack={onBack} busy={busy} />
    </form>
  );
}
