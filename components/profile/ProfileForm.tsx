'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { useApiErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { useSchemaForm, type FieldName } from '@/components/forms/useSchemaForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import type { User } from '@/lib/api/endpoints/account';
import { ApiError } from '@/lib/api/errors';
import type { Choice } from '@/lib/config/registration';
import { profileSchema } from '@/lib/validation/account';

type Values = z.output<typeof profileSchema>;
type Lists = { cities: Choice[]; employers: Choice[]; monthly_incomes: Choice[] };

/** What a customer may change of their details (PATCH /user); the e-mail and the mobile number change in ContactDetails. */
export function ProfileForm({ user, lists }: { user: User; lists: Lists }) {
  const t = useTranslations('profile');
  const locale = useLocale();
  const message = useFieldMessage();
  const apiMessage = useApiErrorMessage();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { formRef, errors, submitting, onSubmit: submitWith, onChange, setError } = useSchemaForm(profileSchema);

  async function onSubmit(values: Values) {
    setResult(null);
    try {
      await browserApi(locale).updateUser({ body: values });
      setResult({ tone: 'success', text: t('saved') });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, key] of Object.entries(error.fields)) setError(field as FieldName<typeof profileSchema>, key);
      }
      setResult({ tone: 'error', text: apiMessage(error) });
    }
  }

  const select = (name: 'city' | 'employer' | 'monthly_income', label: string, choices: Choice[]) => (
    <label className="flex flex-col gap-1.5">
      <span className="font-medium text-slate-800">{label}</span>
      <select name={name} defaultValue={user[name] ?? ''} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3">
        {/* No choice yet: the list shows none and the form sends none, so the schema asks for one. */}
        {user[name] ? null : <option value="" disabled hidden />}
        {choices.map((c) => <option key={c.value} value={c.value}>{c[locale]}</option>)}
      </select>
      {errors[name] ? <span className="text-sm text-red-700">{message(errors[name])}</span> : null}
    </label>
  );

  return (
    <form method="post" ref={formRef} onSubmit={submitWith(onSubmit)} onChange={onChange} noValidate className="flex flex-col gap-4">
      <div aria-live="polite">{result ? <Alert tone={result.tone}>{result.text}</Alert> : null}</div>
      <TextField label={t('nameAr')} dir="rtl" lang="ar" name="name_ar" defaultValue={user.name_ar} error={message(errors.name_ar)} />
      <TextField label={t('nameEn')} ltr lang="en" name="name_en" defaultValue={user.name_en} error={message(errors.name_en)} />
      {select('city', t('city'), lists.cities)}
      {select('employer', t('employer'), lists.employers)}
      {select('monthly_income', t('monthlyIncome'), lists.monthly_incomes)}
      <Button type="submit" disabled={submitting} className="self-start">{submitting ? t('saving') : t('save')}</Button>
    </form>
  );
}
