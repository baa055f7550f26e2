'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { Alert } from '@/components/ui/Alert';
import { StepNav } from '@/components/flow/StepNav';
import { TextField } from '@/components/ui/TextField';
import { NewPasswordField } from '@/components/forms/NewPasswordField';
import { signUpAccountFormSchema } from '@/lib/validation/account';
import type { AccountValues, SignUpData } from './flow';

type Props = {
  defaults?: Partial<SignUpData>;
  notice: string | null;
  /** Field messages the server sent back at the last step (e-mail or number already registered). */
  serverFields: Record<string, string>;
  onDone: (values: AccountValues) => void;
};

/** Only the account's fields, as the form knows them (the flow holds more). */
function accountDefaults(data: Partial<SignUpData> = {}): Partial<AccountValues> {
  const { nationality, national_id, passport_id, name_ar, name_en, mobile, email } = data;
  return Object.fromEntries(Object.entries({ nationality, national_id, passport_id, name_ar, name_en, mobile, email }).filter(([, v]) => v !== undefined));
}

export function AccountStep({ defaults, notice, serverFields, onDone }: Props) {
  const t = useTranslations('signUp');
  const message = useFieldMessage();
  const { register, handleSubmit, control, setError, formState: { errors } } = useForm<AccountValues>({
    resolver: zodResolver(signUpAccountFormSchema),
    defaultValues: { nationality: 'JO', ...accountDefaults(defaults) },
  });
  const nationality = useWatch({ control, name: 'nationality' });

  useEffect(() => {
    for (const [field, key] of Object.entries(serverFields)) {
      setError(field as keyof AccountValues, { message: key }, { shouldFocus: true });
    }
  }, [serverFields, setError]);

  return (
    <form method="post" onSubmit={handleSubmit((v) => onDone(v))} noValidate className="mt-4 flex flex-col gap-4">
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-slate-800">{t('nationality')}</legend>
        <div className="flex gap-6">
          <label className="flex items-center gap-2"><input type="radio" value="JO" {...register('nationality')} /> {t('jordanian')}</label>
          <label className="flex items-center gap-2"><input type="radio" value="other" {...register('nationality')} /> {t('otherNationality')}</label>
        </div>
      </fieldset>
      {nationality === 'JO' ? (
        <NumericField label={t('nationalId')} maxLength={10} error={message(errors.national_id?.message)} {...register('national_id')} />
      ) : (
        <TextField label={t('passportId')} maxLength={20} ltr autoComplete="off" error={message(errors.passport_id?.message)} {...register('passport_id')} />
      )}
      <TextField label={t('nameAr')} dir="rtl" lang="ar" hint={t('fourWords')} autoComplete="name" error={message(errors.name_ar?.message)} {...register('name_ar')} />
      <TextField label={t('nameEn')} ltr lang="en" hint={t('fourWords')} autoComplete="name" error={message(errors.name_en?.message)} {...register('name_en')} />
      <NumericField label={t('mobile')} type="tel" autoComplete="tel" maxLength={15} allowPlus error={message(errors.mobile?.message)} {...register('mobile')} />
      <TextField label={t('email')} type="email" autoComplete="email" ltr error={message(errors.email?.message)} {...register('email')} />
      <NewPasswordField label={t('password')} errorKey={errors.password?.message} {...register('password')} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" ltr error={message(errors.confirmPassword?.message)} {...register('confirmPassword')} />
      <StepNav nextLabel={t('continue')} />
    </form>
  );
}
