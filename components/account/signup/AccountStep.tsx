'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { useSchemaForm, type FieldName } from '@/components/forms/useSchemaForm';
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
  const [initial] = useState(() => ({ nationality: 'JO' as const, ...accountDefaults(defaults) }));
  const { formRef, errors, onSubmit, onChange, setError, watched: { nationality } } =
    useSchemaForm(signUpAccountFormSchema, { watch: { nationality: initial.nationality } });

  useEffect(() => {
    for (const [field, key] of Object.entries(serverFields)) {
      setError(field as FieldName<typeof signUpAccountFormSchema>, key, { focus: true });
    }
  }, [serverFields, setError]);

  return (
    <form method="post" ref={formRef} onSubmit={onSubmit((v) => onDone(v))} onChange={onChange} noValidate className="mt-4 flex flex-col gap-4">
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-slate-800">{t('nationality')}</legend>
        <div className="flex gap-6">
          <label className="flex items-center gap-2"><input type="radio" name="nationality" value="JO" defaultChecked={initial.nationality === 'JO'} /> {t('jordanian')}</label>
          <label className="flex items-center gap-2"><input type="radio" name="nationality" value="other" defaultChecked={initial.nationality === 'other'} /> {t('otherNationality')}</label>
        </div>
      </fieldset>
      {nationality === 'JO' ? (
        <NumericField label={t('nationalId')} maxLength={10} name="national_id" defaultValue={initial.national_id} error={message(errors.national_id)} />
      ) : (
        <TextField label={t('passportId')} maxLength={20} ltr autoComplete="off" name="passport_id" defaultValue={initial.passport_id} error={message(errors.passport_id)} />
      )}
      <TextField label={t('nameAr')} dir="rtl" lang="ar" hint={t('fourWords')} autoComplete="name" name="name_ar" defaultValue={initial.name_ar} error={message(errors.name_ar)} />
      <TextField label={t('nameEn')} ltr lang="en" hint={t('fourWords')} autoComplete="name" name="name_en" defaultValue={initial.name_en} error={message(errors.name_en)} />
      <NumericField label={t('mobile')} type="tel" autoComplete="tel" maxLength={15} allowPlus name="mobile" defaultValue={initial.mobile} error={message(errors.mobile)} />
      <TextField label={t('email')} type="email" autoComplete="email" ltr name="email" defaultValue={initial.email} error={message(errors.email)} />
      <NewPasswordField label={t('password')} name="password" errorKey={errors.password} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" ltr name="confirmPassword" error={message(errors.confirmPassword)} />
      <StepNav nextLabel={t('continue')} />
    </form>
  );
}
