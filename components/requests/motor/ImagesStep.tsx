'use client';

import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import type { UploadPurpose } from '@/lib/config/uploads';
import { HeldUpload, type HeldFile } from '../HeldUpload';

type Slot = { key: string; label: string };
type Schema = z.ZodObject<Record<string, z.ZodType>>;

/**
 * Images of one document (licence sides, registration pages) through the portal's one upload
 * component, checked by the step's schema (which says which image is missing); kept as a draft under
 * `draft` across a reload and a language switch.
 */
export function ImagesStep<S extends Schema>({ slots, schema, draft, purpose, values, failure, busy, busyLabel, nextLabel, onBack, onDone }: {
  slots: Slot[];
  schema: S;
  draft: string;
  purpose: UploadPurpose;
  values: Record<string, HeldFile | null | undefined>;
  /** The send's failure, in words. */
  failure?: string | null;
  /** While the step's values are being sent. */
  busy?: boolean;
  busyLabel?: string;
  nextLabel?: string;
  onBack: () => void;
  onDone: (files: z.output<S>) => void;
}) {
  const form = useZodForm(schema, { defaultValues: Object.fromEntries(slots.map((s) => [s.key, values[s.key] ?? null])) as DefaultValues<z.input<S> & FieldValues> });
  useFormDraft(form, draft);
  const error = useFieldError(form.formState.errors);
  // Files still on their way to the server: Next waits for them.
  const [uploading, setUploading] = useState(0);

  return (
    <form method="post" onSubmit={form.handleSubmit(onDone)} noValidate className="mt-4 flex flex-col gap-5">
      {slots.map((s) => (
        <HeldUpload key={s.key} control={form.control} name={s.key as Path<z.input<S> & FieldValues>} label={s.label} purpose={purpose} capture="environment"
          onBusyChange={(b) => setUploading((n) => Math.max(0, n + (b ? 1 : -1)))} error={error(s.key)} />
      ))}
      <div aria-live="polite">{failure ? <Alert tone="error">{failure}</Alert> : null}</div>
      <StepNav onBack={onBack} busy={uploading > 0 || busy} busyLabel={busyLabel} nextLabel={nextLabel} />
    </form>
  );
}
