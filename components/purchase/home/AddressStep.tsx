'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { Select } from '@/components/requests/Select';
import { TextField } from '@/components/ui/TextField';
import type { Locale } from '@/lib/config/business';
import { HOME_ADDRESS_MAX, JORDAN_GOVERNORATES, PROPERTY_KINDS } from '@/lib/config/home';
import { insuredHomeSchema, type InsuredHome } from '@/lib/validation/home';
import { ChoiceGroup } from '../ChoiceGroup';

const TYPED = ['area', 'street', 'building', 'floor', 'apartment'] as const;

/** The home insured: its kind, and its address in Jordan (governorate from the list, the rest typed). */
export function AddressStep({ value, onBack, onDone }: { value?: InsuredHome; onBack: () => void; onDone: (home: InsuredHome) => void }) {
  const t = useTranslations('purchase.home');
  const locale = useLocale() as Locale;
  const form = useZodForm(insuredHomeSchema, {
    defaultValues: {
      property_kind: value?.property_kind ?? '', governorate: value?.governorate ?? '', area: value?.area ?? '',
      street: value?.street ?? '', building: value?.building ?? '', floor: value?.floor ?? '', apartment: value?.apartment ?? '',
    } as never,
  });
  useFormDraft(form, 'home:address');
  const error = useFieldError(form.formState.errors);

  return (
    <form method="post" onSubmit={form.handleSubmit(onDone)} noValidate className="mt-4 flex flex-col gap-5">
      <p className="text-slate-700">{t('addressIntro')}</p>
      <Controller control={form.control} name="property_kind" render={({ field }) => (
        <ChoiceGroup ref={field.ref} legend={t('propertyKind')} name="property_kind" value={field.value} onChange={field.onChange} onBlur={field.onBlur}
          options={PROPERTY_KINDS.map((k) => ({ value: k.id, label: k[locale] }))} error={error('property_kind')} />
      )} />
      <Controller control={form.control} name="governorate" render={({ field }) => (
        <Select label={t('governorate')} name="governorate" value={field.value ?? ''} onChange={field.onChange} placeholder={t('governoratePlaceholder')}
          options={JORDAN_GOVERNORATES.map((g) => ({ value: g.id, label: g[locale] }))} error={error('governorate')} />
      )} />
      {TYPED.map((key) => (
        <TextField key={key} label={t(key)} maxLength={HOME_ADDRESS_MAX[key]} autoComplete={key === 'street' ? 'address-line1' : 'off'}
          className={key === 'area' || key === 'street' ? 'max-w-md' : 'max-w-48'}
          {...form.register(key)} error={error(key)} />
      ))}
      <StepNav onBack={onBack} />
    </form>
  );
}
