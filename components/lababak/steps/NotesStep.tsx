'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { HeldUpload, type HeldFile } from '@/components/requests/HeldUpload';
import { TextField } from '@/components/ui/TextField';
import { MAX_DAMAGE_PHOTOS } from '@/lib/config/bookings';
import { formatPhone } from '@/lib/phone';
import { NOTE_MAX_LENGTH } from '@/lib/validation/appointment';
import { lababakFlow, notesStepSchema } from '../flow';

type Values = { note: string; name: string; phone: string; photos: HeldFile[] };
type Props = { defaults: Partial<Values>; onDone: (values: Values) => void; onBack: () => void };

/** What happened, in the customer's words, and who the assessor meets (prefilled with the account's name and mobile). */
export function NotesStep({ defaults, onDone, onBack }: Props) {
  const t = useTranslations('lababak.notes');
  const form = useZodForm(notesStepSchema, {
    defaultValues: { note: defaults.note ?? '', name: defaults.name ?? '', phone: formatPhone(defaults.phone ?? ''), photos: defaults.photos ?? [] },
  });
  useFormDraft(form, `${lababakFlow.id}:notes`);
  const error = useFieldError(form.formState.errors);
  // Photos still on their way to the server: Next waits for them.
  const [uploading, setUploading] = useState(0);
  const note = form.watch('note') ?? '';
  const photos = form.watch('photos') ?? [];
  return (
    <form method="post" onSubmit={form.handleSubmit(onDone)} noValidate className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="lababak-note" className="font-medium text-slate-800">{t('note')}</label>
        <textarea id="lababak-note" {...form.register('note')} maxLength={NOTE_MAX_LENGTH} rows={4}
          aria-describedby="lababak-note-count" aria-invalid={error('note') ? true : undefined}
          className="rounded-lg border border-slate-300 px-3 py-2" />
        <p id="lababak-note-count" className="text-sm text-slate-600">{t('count', { used: note.length, max: NOTE_MAX_LENGTH })}</p>
        {error('note') ? <p className="text-sm text-red-700">{error('note')}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('name')} {...form.register('name')} autoComplete="name" error={error('name')} />
        <TextField label={t('phone')} {...form.register('phone')} autoComplete="tel" inputMode="tel" ltr error={error('phone')} />
      </div>
      <fieldset>
        <legend className="font-medium text-slate-800">{t('photos', { max: MAX_DAMAGE_PHOTOS })}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {Array.from({ length: Math.min(MAX_DAMAGE_PHOTOS, photos.filter(Boolean).length + 1) }, (_, i) => (
            <HeldUpload key={i} control={form.control} name={`photos.${i}`} label={t('photo', { n: i + 1 })} purpose="damage-photo"
              accept={['image/jpeg', 'image/png']} capture="environment"
              onBusyChange={(busy) => setUploading((n) => Math.max(0, n + (busy ? 1 : -1)))} />
          ))}
        </div>
        {error('photos') ? <p className="mt-1 text-sm text-red-700">{error('photos')}</p> : null}
      </fieldset>
      <StepNav onBack={onBack} busy={uploading > 0} />
    </form>
  );
}
