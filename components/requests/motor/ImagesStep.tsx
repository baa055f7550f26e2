'use client';

import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { FileUpload, type UploadedFile } from '@/components/upload/FileUpload';
import { Alert } from '@/components/ui/Alert';
import type { UploadPurpose } from '@/lib/config/uploads';

type Slot = { key: string; label: string; required: boolean };
type Stored = Pick<UploadedFile, 'id' | 'name' | 'type' | 'size'>;

/** Images of one document (licence sides, registration pages) through the portal's one upload component. */
export function ImagesStep({ slots, purpose, values, failure, busyLabel, nextLabel, onBack, onDone }: {
  slots: Slot[];
  purpose: UploadPurpose;
  values: Record<string, Stored | undefined>;
  failure?: string | null;
  busyLabel?: string;
  nextLabel?: string;
  onBack: () => void;
  onDone: (files: Record<string, Stored | undefined>) => void | Promise<void>;
}) {
  const message = useFieldMessage();
  const [files, setFiles] = useState<Record<string, UploadedFile | null>>(Object.fromEntries(slots.map((s) => [s.key, (values[s.key] as UploadedFile | undefined) ?? null])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = slots.filter((s) => s.required && !files[s.key]);
    if (missing.length) return setErrors(Object.fromEntries(missing.map((s) => [s.key, 'validation.uploadMissing'])));
    setSubmitting(true);
    try {
      await onDone(Object.fromEntries(slots.map((s) => {
        const f = files[s.key];
        return [s.key, f ? { id: f.id, name: f.name, type: f.type, size: f.size } : undefined];
      })));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      {slots.map((s) => (
        <FileUpload key={s.key} label={s.label} purpose={purpose} capture="environment" value={files[s.key] ?? null}
          onChange={(f) => { setFiles((all) => ({ ...all, [s.key]: f })); setErrors((e) => ({ ...e, [s.key]: '' })); }}
          onBusyChange={(b) => setSending((n) => Math.max(0, n + (b ? 1 : -1)))}
          error={message(errors[s.key] || undefined)} />
      ))}
      <div aria-live="polite">{failure ? <Alert tone="error">{failure}</Alert> : null}</div>
      <StepNav onBack={onBack} busy={sending > 0 || submitting} busyLabel={busyLabel} nextLabel={nextLabel} />
    </form>
  );
}
