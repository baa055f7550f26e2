'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/TextField';
import { ammanDay } from '@/lib/bookings/time';

/** The buyer's birth date on a price page: the age sets the price; nothing is kept on an account. */
export function BirthDateField({ value, onChange, error, label }: { value: string; onChange: (day: string) => void; error?: string; label?: string }) {
  const t = useTranslations('pricing');
  return (
    <TextField type="date" ltr className="max-w-72" label={label ?? t('birthDate')} hint={t('birthDateHint')} max={ammanDay(new Date())}
      value={value} onChange={(e) => onChange(e.target.value)} error={error} />
  );
}
