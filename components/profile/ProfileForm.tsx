'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { browserApi } from '@/lib/api/browser';
import type { User } from '@/lib/api/endpoints/account';
import type { Choice } from '@/lib/config/registration';
import { profileSchema } from '@/lib/validation/account';
import { MessageLanguageField } from './MessageLanguageField';

type Values = z.output<typeof profileSchema>;
type Lists = { cities: Choice[]; employers: Choice[]; monthly_incomes: Choice[] };
type ChoiceName = 'city' | 'employer' | 'monthly_income';

/**
 * What a customer may change of their details (PATCH /user), the language of their messages with them;
 * the e-mail and the mobile number change in ContactDetails.
 */
export function ProfileForm({ user, lists }: { user: User; lists: Lists }) {
  const t = useTranslations('profile');
  const locale = useLocale();
  const apiMessage = useApiErrorMessage();
  const form = useZodForm(profileSchema, {
    defaultValues: {
      name_ar: user.name_ar, name_en: user.name_en,
      city: user.city ?? '', employer: user.employer ?? '', monthly_income: user.monthly_income ?? '',
      // The company's API may keep none: the page's language is then the one offered.
      message_language: user.message_language ?? locale,
    },
  });
  const error = useFieldError(form.formState.errors);

  const save = useMutation({
    mutationFn: (values: Values) => browserApi(locale).updateUser({ body: values }),
    onError: (failure) => applyServerErrors(form.setError, failure),
  });

  const select = (name: ChoiceName, label: string, choices: Choice[]) => {
    const message = error(name);
    return (
      <label className="flex flex-col gap-1.5">
        <span className="font-medium text-slate-800">{label}</span>
        <select {...form.register(name)} aria-invalid={message ? true : undefined} className={`min-h-11 rounded-lg border bg-white px-3 ${message ? 'border-red-600' : 'border-slate-300'}`}>
          {/* No choice yet: the list shows none and the form sends none, so the schema asks for one. */}
          {user[name] ? null : <option value="" disabled hidden />}
          {choices.map((c) => <option key={c.value} value={c.value}>{c[locale]}</option>)}
        </select>
        {message ? <span className="text-sm text-red-700">{message}</span> : null}
      </label>
    );
  };

  return (
    <form method="post" onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex flex-col gap-4">
      <div aria-live="polite">
        {save.isSuccess ? <Alert tone="success">{t('saved')}</Alert> : null}
        {save.isError ? <Alert tone="error">{apiMessage(save.error)}</Alert> : null}
      </div>
      <TextField label={t('nameAr')} dir="rtl" lang="ar" {...form.register('name_ar')} error={error('name_ar')} />
      <TextField label={t('nameEn')} ltr lang="en" {...form.register('name_en')} error={error('name_en')} />
      {select('city', t('city'), lists.cities)}
      {select('employer', t('employer'), lists.employers)}
      {select('monthly_income', t('monthlyIncome'), lists.monthly_incomes)}
      <MessageLanguageField field={form.register('message_language')} error={error('message_language')} />
      <Button type="submit" disabled={save.isPending} className="self-start">{save.isPending ? t('saving') : t('save')}</Button>
    </form>
  );
}
