'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { StepNav } from '@/components/flow/StepNav';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { TextField } from '@/components/ui/TextField';
import { formatPhone } from '@/lib/phone';
import { medicalMainSchema, type MedicalMain } from '@/lib/validation/medical';
import { medicalFlow } from './flow';

/** Who asks and how the company reaches them; the cover they want; notes. */
export function MainStep({ defaults, onDone }: { defaults: Partial<MedicalMain>; onDone: (v: MedicalMain) => void }) {
  const t = useTranslations('medical');
  const form = useZodForm(medicalMainSchema, {
    defaultValues: { full_name: defaults.full_name ?? '', national_number: defaults.national_number ?? '', phone: formatPhone(defaults.phone ?? ''), cover: defaults.cover, notes: defaults.notes ?? '' },
  });
  useFormDraft(form, `${medicalFlow.id}:main`);
  const error = useFieldError(form.formState.errors);

  return (
    <form method="post" onSubmit={form.handleSubmit(onDone)} noValidate className="mt-4 flex flex-col gap-5">
      <TextField label={t('fullName')} hint={t('fullNameHint')} autoComplete="name" {...form.register('full_name')} error={error('full_name')} />
      <NumericField label={t('nationalNumber')} maxLength={10} className="max-w-72" {...form.register('national_number')} error={error('national_number')} />
      <NumericField label={t('phone')} phone className="max-w-72" autoComplete="tel" {...form.register('phone')} error={error('phone')} />
      <Controller control={form.control} name="cover" render={({ field }) => (
        <ChoiceGroup legend={t('cover')} name="cover" value={field.value} onChange={field.onChange} error={error('cover')}
          options={(['individual', 'family', 'company'] as const).map((c) => ({ value: c, label: t(`covers.${c}`) }))} />
      )} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="medical-notes" className="font-medium text-slate-800">{t('notes')}</label>
        <textarea id="medical-notes" maxLength={500} rows={3} {...form.register('notes')} className="rounded-lg border border-slate-300 px-3 py-2" />
      </div>
      <StepNav />
    </form>
  );
}
