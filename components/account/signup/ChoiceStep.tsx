'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { StepNav } from '@/components/flow/StepNav';
import { NewPasswordField } from '@/components/forms/NewPasswordField';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { TextField } from '@/components/ui/TextField';
import type { Choice } from '@/lib/config/registration';
import { profileChoices, signUpIncomeFormSchema } from '@/lib/validation/account';

type ChoiceName = 'city' | 'employer' | 'monthly_income';
export type ChoiceValues = Partial<Record<ChoiceName, string>> & { password?: string; confirmPassword?: string };

type Props = {
  name: ChoiceName;
  choices?: Choice[];
  value?: string;
  last?: boolean;
  /** The last step asks for the password again when the page no longer holds it (after a reload). */
  askPassword?: boolean;
  /** While the account is being created. */
  busy?: boolean;
  /** What went wrong with the last send, in words. */
  failure?: ReactNode;
  onBack: () => void;
  onDone: (values: ChoiceValues) => void;
};

/** The step's rules: the choice from its list (the server's rule), and on the last step the password when it is asked again. */
function choiceSchema(name: ChoiceName, askPassword: boolean) {
  const schema = name === 'monthly_income' ? signUpIncomeFormSchema(askPassword) : z.object({ [name]: profileChoices[name] });
  return schema as unknown as z.ZodType<ChoiceValues, ChoiceValues>;
}

/** One choice from a list the backend serves: city, employer or monthly income. */
export function ChoiceStep({ name, choices, value, last, askPassword = false, busy, failure, onBack, onDone }: Props) {
  const t = useTranslations('signUp');
  const locale = useLocale();
  const schema = useMemo(() => choiceSchema(name, askPassword), [name, askPassword]);
  const form = useZodForm(schema, { defaultValues: { [name]: value ?? '', password: '', confirmPassword: '' } });
  useFormDraft(form, `signup:${name}`, ['password', 'confirmPassword']);
  const error = useFieldError(form.formState.errors);
  const selectId = `signup-${name}`;

  return (
    <form method="post" onSubmit={form.handleSubmit(onDone)} noValidate className="mt-4 flex flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={selectId} className="font-medium text-slate-800">{t(`choice.${name}`)}</label>
            <select
              id={selectId}
              {...field}
              value={field.value ?? ''}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? `${selectId}-error` : undefined}
              className={`min-h-11 rounded-lg border bg-white px-3 ${fieldState.error ? 'border-red-600' : 'border-slate-300'}`}
              disabled={!choices}
            >
              <option value="">{choices ? t('selectPlaceholder') : t('loadingList')}</option>
              {choices?.map((c) => <option key={c.value} value={c.value}>{c[locale]}</option>)}
            </select>
            {fieldState.error ? <p id={`${selectId}-error`} className="text-sm text-red-700">{error(name)}</p> : null}
          </div>
        )}
      />
      {askPassword ? (
        <>
          <Alert tone="info">{t('passwordAgain')}</Alert>
          <NewPasswordField label={t('password')} {...form.register('password')} errorKey={form.formState.errors.password?.message} />
          <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" ltr {...form.register('confirmPassword')} error={error('confirmPassword')} />
        </>
      ) : null}
      <StepNav onBack={onBack} busy={busy} busyLabel={t('creating')} nextLabel={last ? t('create') : t('continue')} />
    </form>
  );
}
