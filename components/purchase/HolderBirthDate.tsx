'use client';

import { useTranslations } from 'next-intl';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { TextField } from '@/components/ui/TextField';
import { ammanDay } from '@/lib/bookings/time';

type Props = {
  /** "Your age from your account: N", in the flow's words; shown when the account has a birth date. */
  knownAgeText: string | null;
  value: string;
  onChange: (day: string) => void;
  error?: string;
};

/**
 * The insured's age: with a birth date on the account it is only shown (the backend prices on it and
 * nothing is sent); without one, the customer gives their birth date, once, and is told it is kept.
 */
export function HolderBirthDate({ knownAgeText, value, onChange, error }: Props) {
  const t = useTranslations('purchase.holder');
  const message = useFieldMessage();
  if (knownAgeText !== null) return <p className="rounded-lg bg-slate-50 px-3 py-2">{knownAgeText}</p>;
  return (
    <TextField type="date" ltr className="max-w-72" label={t('birthDate')} hint={t('birthDateNote')} max={ammanDay(new Date())}
      value={value} onChange={(e) => onChange(e.target.value)} error={message(error)} />
  );
}
