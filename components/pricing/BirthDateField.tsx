'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, type ComponentProps } from 'react';
import { TextField } from '@/components/ui/TextField';
import { ammanDay } from '@/lib/calendar/days';

type Props = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string };

/** The buyer's birth date on a price page: the age sets the price; nothing is kept on an account. Takes `form.register(...)`. */
export const BirthDateField = forwardRef<HTMLInputElement, Props>(function BirthDateField({ label, ...rest }, ref) {
  const t = useTranslations('pricing');
  return (
    <TextField ref={ref} type="date" ltr className="max-w-72" label={label ?? t('birthDate')} hint={t('birthDateHint')} max={ammanDay(new Date())} {...rest} />
  );
});
