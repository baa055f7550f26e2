'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { StepNav } from '@/components/flow/StepNav';
import { TextField } from '@/components/ui/TextField';
import { FileUpload, type UploadedFile } from '@/components/upload/FileUpload';
import { MAX_DAMAGE_PHOTOS } from '@/lib/config/bookings';
import { NOTE_MAX_LENGTH } from '@/lib/validation/appointment';
import { notesSchema } from '../flow';

type Photo = Omit<UploadedFile, 'previewUrl'>;
type Values = { note: string; name: string; phone: string; photos: Photo[] };
type Props = { defaults: Partial<Values>; onDone: (values: Values) => void; onBack: () => void };

/** What happened, in the customer's words, and who the assessor meets (prefilled with the account's name and mobile). */
export function NotesStep({ defaults, onDone, onBack }: Props) {
  const t = useTranslations('lababak.notes');
  const fieldMessage = useFieldMessage();
  const [values, setValues] = useState<Omit<Values, 'photos'>>({ note: defaults.note ?? '', name: defaults.name ?? '', phone: defaults.phone ?? '' });
  const [photos, setPhotos] = useState<(UploadedFile | null)[]>(defaults.photos ?? []);
  const [sending, setSending] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: 'note' | 'name' | 'phone') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = notesSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    onDone({ ...parsed.data, photos: photos.filter((p): p is UploadedFile => p !== null).map(({ previewUrl, ...p }) => (void previewUrl, p)) });
  };
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="lababak-note" className="font-medium text-slate-800">{t('note')}</label>
        <textarea id="lababak-note" value={values.note} onChange={set('note')} maxLength={NOTE_MAX_LENGTH} rows={4}
          aria-describedby="lababak-note-count" aria-invalid={errors.note ? true : undefined}
          className="rounded-lg border border-slate-300 px-3 py-2" />
        <p id="lababak-note-count" className="text-sm text-slate-600">{t('count', { used: values.note.length, max: NOTE_MAX_LENGTH })}</p>
        {errors.note ? <p className="text-sm text-red-700">{fieldMessage(errors.note)}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('name')} value={values.name} onChange={set('name')} autoComplete="name" error={fieldMessage(errors.name)} />
        <TextField label={t('phone')} value={values.phone} onChange={set('phone')} autoComplete="tel" inputMode="tel" ltr error={fieldMessage(errors.phone)} />
      </div>
      <fieldset>
        <legend className="font-medium text-slate-800">{t('photos', { max: MAX_DAMAGE_PHOTOS })}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {Array.from({ length: Math.min(MAX_DAMAGE_PHOTOS, photos.filter(Boolean).length + 1) }, (_, i) => (
            <FileUpload key={i} label={t('photo', { n: i + 1 })} purpose="damage-photo" accept={['image/jpeg', 'image/png']} capture="environment"
              value={photos[i] ?? null}
              onChange={(file) => setPhotos((list) => { const copy = [...list]; copy[i] = file; return copy; })}
              onBusyChange={(busy) => setSending((n) => Math.max(0, n + (busy ? 1 : -1)))} />
          ))}
        </div>
      </fieldset>
      <StepNav onBack={onBack} busy={sending > 0} />
    </form>
  );
}
