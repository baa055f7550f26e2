'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { checkStep } from '@/components/purchase/form-errors';
import { TextField } from '@/components/ui/TextField';
import { medicalMainSchema, type MedicalMain } from '@/lib/validation/medical';

/** Who asks and how the company reaches them; the cover they want; notes. */
export function MainStep({ defaults, onDone }: { defaults: Partial<MedicalMain>; onDone: (v: MedicalMain) => void }) {
  const t = useTranslations('medical');
  const message = useFieldMessage();
  const [v, setV] = useState({ full_name: defaults.full_name ?? '', national_number: defaults.national_number ?? '', phone: defaults.phone ?? '', cover: defaults.cover as string | undefined, notes: defaults.notes ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof v) => (value: string) => setV((o) => ({ ...o, [k]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(medicalMainSchema, v);
    if (!checked.ok) return setErrors(checked.errors);
    onDone(checked.data);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <TextField label={t('fullName')} hint={t('fullNameHint')} autoComplete="name" value={v.full_name} onChange={(e) => set('full_name')(e.target.value)} error={message(errors.full_name)} />
      <NumericField label={t('nationalNumber')} maxLength={10} className="max-w-72" value={v.national_number} onChange={(e) => set('national_number')(e.target.value)} error={message(errors.national_number)} />
      <NumericField label={t('phone')} allowPlus maxLength={15} className="max-w-72" autoComplete="tel" value={v.phone} onChange={(e) => set('phone')(e.target.value)} error={message(errors.phone)} />
      <ChoiceGroup legend={t('cover')} name="cover" value={v.cover} onChange={set('cover')} error={message(errors.cover)}
        options={(['individual', 'family', 'company'] as const).map((c) => ({ value: c, label: t(`covers.${c}`) }))} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="medical-notes" className="font-medium text-slate-800">{t('notes')}</label>
        <textarea id="medical-notes" maxLength={500} rows={3} value={v.notes} onChange={(e) => set('notes')(e.target.value)} className="rounded-lg border border-slate-300 px-3 py-2" />
      </div>
      <StepNav />
    </form>
  );
}
