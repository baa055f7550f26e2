'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { Select } from '@/components/requests/Select';
import { TextField } from '@/components/ui/TextField';
import type { Locale } from '@/lib/config/business';
import { HOME_ADDRESS_MAX, JORDAN_GOVERNORATES, PROPERTY_KINDS } from '@/lib/config/home';
import { insuredHomeSchema, type InsuredHome } from '@/lib/validation/home';
import { ChoiceGroup } from '../ChoiceGroup';
import { checkStep } from '../form-errors';

type Entries = Record<keyof InsuredHome, string>;
const TYPED = ['area', 'street', 'building', 'floor', 'apartment'] as const;

/** The home insured: its kind, and its address in Jordan (governorate from the list, the rest typed). */
export function AddressStep({ value, onBack, onDone }: { value?: InsuredHome; onBack: () => void; onDone: (home: InsuredHome) => void }) {
  const t = useTranslations('purchase.home');
  const locale = useLocale() as Locale;
  const message = useFieldMessage();
  const [entries, setEntries] = useState<Entries>({
    property_kind: value?.property_kind ?? '', governorate: value?.governorate ?? '', area: value?.area ?? '',
    street: value?.street ?? '', building: value?.building ?? '', floor: value?.floor ?? '', apartment: value?.apartment ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Entries) => (v: string) => setEntries((e) => ({ ...e, [key]: v }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(insuredHomeSchema, entries);
    if (!checked.ok) return setErrors(checked.errors);
    onDone(checked.data);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <p className="text-slate-700">{t('addressIntro')}</p>
      <ChoiceGroup legend={t('propertyKind')} name="property_kind" value={entries.property_kind} onChange={set('property_kind')}
        options={PROPERTY_KINDS.map((k) => ({ value: k.id, label: k[locale] }))} error={message(errors.property_kind)} />
      <Select label={t('governorate')} name="governorate" value={entries.governorate} onChange={set('governorate')} placeholder={t('governoratePlaceholder')}
        options={JORDAN_GOVERNORATES.map((g) => ({ value: g.id, label: g[locale] }))} error={message(errors.governorate)} />
      {TYPED.map((key) => (
        <TextField key={key} label={t(key)} name={key} maxLength={HOME_ADDRESS_MAX[key]} autoComplete={key === 'street' ? 'address-line1' : 'off'}
          className={key === 'area' || key === 'street' ? 'max-w-md' : 'max-w-48'}
          value={entries[key]} onChange={(e) => set(key)(e.target.value)} error={message(errors[key])} />
      ))}
      <StepNav onBack={onBack} />
    </form>
  );
}
