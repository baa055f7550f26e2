'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { checkStep } from '@/components/purchase/form-errors';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { GENDERS, MARITAL_STATUSES, RELATIONSHIPS } from '@/lib/config/medical';
import { medicalMemberForm, type MedicalMember } from '@/lib/validation/medical';
import { Select } from '../Select';

/** One member (spec §3) with the option lists; saved into the list, not sent yet. */
export function MemberForm({ initial, onSave, onCancel }: { initial?: MedicalMember; onSave: (m: MedicalMember) => void; onCancel: () => void }) {
  const t = useTranslations('medical');
  const message = useFieldMessage();
  const [v, setV] = useState({
    full_name: initial?.full_name ?? '', national_number: initial?.national_number ?? '', relationship: initial?.relationship ?? '',
    gender: initial?.gender as string | undefined, birth_place: initial?.birth_place ?? '',
    weight_kg: initial ? String(initial.weight_kg) : '', height_cm: initial ? String(initial.height_cm) : '', marital_status: initial?.marital_status ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof v) => (value: string) => setV((o) => ({ ...o, [k]: value }));

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(medicalMemberForm, { ...v, relationship: v.relationship || undefined, marital_status: v.marital_status || undefined });
    if (!checked.ok) return setErrors(checked.errors);
    onSave(checked.data);
  }

  return (
    <form method="post" onSubmit={save} noValidate aria-labelledby="member-form-title" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id="member-form-title" className="font-semibold text-brand-900">{initial ? t('editMember') : t('newMember')}</h3>
      <TextField label={t('fullName')} hint={t('fullNameHint')} value={v.full_name} onChange={(e) => set('full_name')(e.target.value)} error={message(errors.full_name)} />
      <NumericField label={t('nationalNumber')} maxLength={10} className="max-w-72" value={v.national_number} onChange={(e) => set('national_number')(e.target.value)} error={message(errors.national_number)} />
      <Select name="relationship" label={t('relationship')} placeholder={t('choose')} value={v.relationship} onChange={set('relationship')} error={message(errors.relationship)}
        options={RELATIONSHIPS.map((r) => ({ value: r, label: t(`relationships.${r}`) }))} />
      <ChoiceGroup legend={t('gender')} name="gender" value={v.gender} onChange={set('gender')} error={message(errors.gender)}
        options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))} />
      <TextField label={t('birthPlace')} value={v.birth_place} onChange={(e) => set('birth_place')(e.target.value)} error={message(errors.birth_place)} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NumericField label={t('weight')} maxLength={3} value={v.weight_kg} onChange={(e) => set('weight_kg')(e.target.value)} error={message(errors.weight_kg)} />
        <NumericField label={t('height')} maxLength={3} value={v.height_cm} onChange={(e) => set('height_cm')(e.target.value)} error={message(errors.height_cm)} />
      </div>
      <Select name="marital_status" label={t('maritalStatus')} placeholder={t('choose')} value={v.marital_status} onChange={set('marital_status')} error={message(errors.marital_status)}
        options={MARITAL_STATUSES.map((s) => ({ value: s, label: t(`maritalStatuses.${s}`) }))} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t('saveMember')}</Button>
        <Button type="button" variant="secondary" onClick={onCancel}>{t('cancel')}</Button>
      </div>
    </form>
  );
}
