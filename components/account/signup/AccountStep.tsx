'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import type { z } from 'zod';
import { StepNav } from '@/components/flow/StepNav';
import { NewPasswordField } from '@/components/forms/NewPasswordField';
import { NumericField } from '@/components/forms/NumericField';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { TextField } from '@/components/ui/TextField';
import { signUpAccountFormSchema } from '@/lib/validation/sign-up';
import type { AccountValues, SignUpData } from './flow';

type Props = {
  defaults?: Partial<SignUpData>;
  /** The server's answer at the last step when it named a field of this one (e-mail or number already registered). */
  serverError: unknown;
  onDone: (values: z.output<typeof signUpAccountFormSchema>) => void;
};

/** Only the account's fields, as the form knows them (the flow holds more); the password only while the page holds it. */
function accountDefaults(data: Partial<SignUpData> = {}): AccountValues {
  const { nationality = 'JO', national_id = '', passport_id = '', name_ar = '', name_en = '', mobile = '', email = '', password = '', confirmPassword = '' } = data;
  return { nationality, national_id, passport_id, name_ar, name_en, mobile, email, password, confirmPassword };
}

/** A Latin example inside the hint, read left to right and as English in an Arabic sentence. */
const latin = (chunks: ReactNode) => <bdi dir="ltr" lang="en">{chunks}</bdi>;

export function AccountStep({ defaults, serverError, onDone }: Props) {
  const t = useTranslations('signUp');
  const form = useZodForm(signUpAccountFormSchema, { defaultValues: accountDefaults(defaults) });
  // What is typed survives a reload and a language switch; the password never leaves the page.
  useFormDraft(form, 'signup:account', ['password', 'confirmPassword']);
  const error = useFieldError(form.formState.errors);
  const nationality = form.watch('nationality');

  useEffect(() => {
    if (serverError) applyServerErrors(form.setError, serverError);
  }, [serverError, form]);

  return (
    <form method="post" onSubmit={form.handleSubmit(onDone)} noValidate className="mt-4 flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-slate-800">{t('nationality')}</legend>
        <div className="flex gap-6">
          <label className="flex items-center gap-2"><input type="radio" value="JO" {...form.register('nationality')} /> {t('jordanian')}</label>
          <label className="flex items-center gap-2"><input type="radio" value="other" {...form.register('nationality')} /> {t('otherNationality')}</label>
        </div>
        {error('nationality') ? <p className="text-sm text-red-700">{error('nationality')}</p> : null}
      </fieldset>
      {nationality === 'JO' ? (
        <NumericField key="national_id" label={t('nationalId')} maxLength={10} {...form.register('national_id')} error={error('national_id')} />
      ) : (
        <TextField key="passport_id" label={t('passportId')} maxLength={20} ltr autoComplete="off" {...form.register('passport_id')} error={error('passport_id')} />
      )}
      <TextField label={t('nameAr')} dir="rtl" lang="ar" hint={t('fourWordsAr')} autoComplete="name" {...form.register('name_ar')} error={error('name_ar')} />
      <TextField label={t('nameEn')} ltr lang="en" hint={t.rich('fourWordsEn', { ltr: latin })} autoComplete="name" {...form.register('name_en')} error={error('name_en')} />
      <NumericField label={t('mobile')} type="tel" autoComplete="tel" phone {...form.register('mobile')} error={error('mobile')} />
      <TextField label={t('email')} type="email" autoComplete="email" ltr {...form.register('email')} error={error('email')} />
      <NewPasswordField label={t('password')} {...form.register('password')} errorKey={form.formState.errors.password?.message} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" ltr {...form.register('confirmPassword')} error={error('confirmPassword')} />
      <StepNav nextLabel={t('continue')} />
    </form>
  );
}
