'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { TextField } from '@/components/ui/TextField';
import { ammanDay } from '@/lib/calendar/days';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  /** "Your age from your account: N", in the flow's words; shown when the account has a birth date. */
  knownAgeText: string | null;
  /** The field's translated message. */
  error?: string;
};

/**
 * The insured's age: with a birth date on the account it is only shown (the backend prices on it and
 * nothing is sent); without one, the customer gives their birth date, once, and is told it is kept.
 * The field takes a form's `register('birth_date')`.
 */
export const HolderBirthDate = forwardRef<HTMLInputElement, Props>(function HolderBirthDate({ knownAgeText, error, ...field }, ref) {
  const t = useTranslations('purchase.holder');
  if (knownAgeText !== null) return <p className="rounded-lg bg-slate-50 px-3 py-2">{knownAgeText}</p>;
  return (
    <TextField ref={ref} type="date" ltr className="max-w-72" label={t('birthDate')} hint={t('birthDateNote')} max={ammanDay(new Date())}
      {...field} error={error} />
  );
});
