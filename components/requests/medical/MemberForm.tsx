'use client';

import { useTranslations } from 'next-intl';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { AmountField } from '@/components/forms/AmountField';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldError } from '@/components/forms/useFieldError';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { GENDERS, MARITAL_STATUSES, RELATIONSHIPS } from '@/lib/config/medical';
import type { MedicalMemberInput } from '@/lib/validation/medical';
import { Select } from '../Select';

/** The members step's form values: the members as typed. */
export type MembersValues = { members: MedicalMemberInput[] };

/** A member with nothing entered yet (a new one). */
export const emptyMember = { full_name: '', national_number: '', birth_place: '', weight_kg: '', height_cm: '' } as MedicalMemberInput;

/**
 * One member's fields (spec §3) inside the members step's form, at `members.<index>`: Save checks
 * them and closes them into the list, Cancel closes them as they were.
 */
export function MemberForm({ form, index, isNew, onSave, onCancel }: {
  form: UseFormReturn<MembersValues, unknown, unknown>;
  index: number;
  isNew: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('medical');
  const error = useFieldError(form.formState.errors);
  const name = <K extends keyof MedicalMemberInput>(key: K) => `members.${index}.${key}` as const;
  return (
    <div role="group" aria-labelledby="member-form-title" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id="member-form-title" className="font-semibold text-brand-900">{isNew ? t('newMember') : t('editMember')}</h3>
      <TextField label={t('fullName')} hint={t('fullNameHint')} {...form.register(name('full_name'))} error={error(name('full_name'))} />
      <NumericField label={t('nationalNumber')} maxLength={10} className="max-w-72" {...form.register(name('national_number'))} error={error(name('national_number'))} />
      <Controller control={form.control} name={name('relationship')} render={({ field }) => (
        <Select name={field.name} label={t('relationship')} placeholder={t('choose')} value={field.value ?? ''} onChange={(v) => field.onChange(v || undefined)}
          error={error(field.name)} options={RELATIONSHIPS.map((r) => ({ value: r, label: t(`relationships.${r}`) }))} />
      )} />
      <Controller control={form.control} name={name('gender')} render={({ field }) => (
        <ChoiceGroup legend={t('gender')} name={field.name} value={field.value} onChange={field.onChange} error={error(field.name)}
          options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))} />
      )} />
      <TextField label={t('birthPlace')} {...form.register(name('birth_place'))} error={error(name('birth_place'))} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <AmountField label={t('weight')} maxLength={3} {...form.register(name('weight_kg'))} error={error(name('weight_kg'))} />
        <AmountField label={t('height')} maxLength={3} {...form.register(name('height_cm'))} error={error(name('height_cm'))} />
      </div>
      <Controller control={form.control} name={name('marital_status')} render={({ field }) => (
        <Select name={field.name} label={t('maritalStatus')} placeholder={t('choose')} value={field.value ?? ''} onChange={(v) => field.onChange(v || undefined)}
          error={error(field.name)} options={MARITAL_STATUSES.map((s) => ({ value: s, label: t(`maritalStatuses.${s}`) }))} />
      )} />
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={onSave}>{t('saveMember')}</Button>
        <Button type="button" variant="secondary" onClick={onCancel}>{t('cancel')}</Button>
      </div>
    </div>
  );
}
