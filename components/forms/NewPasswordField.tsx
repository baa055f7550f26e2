'use client';

import { useLocale, useTranslations } from 'next-intl';
import { forwardRef, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { TextField } from '@/components/ui/TextField';
import { messageKeys } from '@/lib/validation/fields';
import { PASSWORD_RULE, passwordNeeds } from '@/lib/validation/password-rule';
import { useFieldMessage } from './useApiErrorMessage';

type Props = Omit<ComponentProps<typeof TextField>, 'hint' | 'error' | 'type'> & {
  /** The field's message key (from the schema or the server). */
  errorKey?: string;
};

/**
 * A new password (sign-up, reset, change): the hint states the rule the schema enforces
 * (lib/validation/password-rule.ts), and a refused password is told what it still lacks.
 */
export const NewPasswordField = forwardRef<HTMLInputElement, Props>(function NewPasswordField({ errorKey, onChange, ...rest }, ref) {
  const t = useTranslations('validation.passwordRule');
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  // The value as typed, to name what it lacks; the form itself keeps the field uncontrolled.
  const [value, setValue] = useState('');
  const ltr = (chunk: ReactNode) => <bdi dir="ltr">{chunk}</bdi>;
  const hint = t.rich('hint', { min: PASSWORD_RULE.minLength, symbols: PASSWORD_RULE.symbols, ltr });

  let error: string | undefined = fieldMessage(errorKey);
  if (errorKey === messageKeys.password) {
    const needs = passwordNeeds(value);
    const missing = needs.filter((n) => n !== 'characters').map((n) => t(`need.${n}`, { min: PASSWORD_RULE.minLength }));
    const parts = [
      missing.length ? t('missing', { needs: new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing) }) : null,
      // The symbols isolated left to right (a plain-text message: no <bdi> here).
      needs.includes('characters') ? t('characters', { symbols: `\u2066${PASSWORD_RULE.symbols}\u2069` }) : null,
    ].filter((p): p is string => p !== null);
    if (parts.length) error = parts.join(' ');
  }

  return (
    <TextField
      ref={ref}
      type="password"
      autoComplete="new-password"
      ltr
      hint={hint}
      error={error}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        setValue(e.target.value);
        return onChange?.(e);
      }}
      {...rest}
    />
  );
});
