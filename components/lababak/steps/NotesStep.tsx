'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { StepNav } from '@/components/flow/StepNav';
import { TextField } from '@/components/ui/TextField';
import { NOTE_MAX_LENGTH } from '@/lib/validation/appointment';
import { notesSchema } from '../flow';

type Values = { note: string; name: string; phone: string };
type Props = { defaults: Partial<Values>; onDone: (values: Values) => void; onBack: () => void };

/** What happened, in the customer's words, and who the assessor meets (prefilled with the account's name and mobile). */
export function NotesStep({ defaults, onDone, onBack }: Props) {
  const t = useTranslations('lababak.notes');
  const fieldMessage = useFieldMessage();
  const [values, setValues] = useState<Values>({ note: defaults.note ?? '', name: defaults.name ?? '', phone: defaults.phone ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = notesSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    onDone(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
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
      <StepNav onBack={onBack} />
    </form>
  );
}
