'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { checkStep } from '@/components/purchase/form-errors';
import { Button } from '@/components/ui/Button';
import { ammanDay } from '@/lib/bookings/time';
import { HOME_VALUES } from '@/lib/config/business';
import { homeAnswers, homePriceForm } from '@/lib/validation/price-forms';
import { BirthDateField } from './BirthDateField';
import { PriceResult } from './PriceResult';
import { usePrice } from './usePrice';

/** Home: the birth date (60 or over is refused) and the two values, then the price. */
export function HomePriceForm({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('purchase.home');
  const tp = useTranslations('pricing');
  const message = useFieldMessage();
  const { state, ask, reset } = usePrice();
  const [birthDate, setBirthDate] = useState('');
  const [home, setHome] = useState('');
  const [possessions, setPossessions] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...errors, ...(state.kind === 'refused' ? state.fields : {}) };
  const edited = (field: string) => { setErrors((e) => ({ ...e, [field]: '' })); if (state.kind !== 'pricing') reset(); };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(homePriceForm(ammanDay(new Date())), { birth_date: birthDate, home_value: home, possessions_value: possessions });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    void ask(homeAnswers(checked.data));
  }

  return (
    <>
      <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
        <BirthDateField value={birthDate} onChange={(d) => { setBirthDate(d); edited('birth_date'); }} error={message(shown.birth_date || undefined)} />
        <NumericField label={t('homeValue')} hint={t('homeValueHint', { min: HOME_VALUES.minHome, max: HOME_VALUES.maxHome })} maxLength={9} className="max-w-72"
          value={home} onChange={(e) => { setHome(e.target.value); edited('home_value'); }} error={message(shown.home_value || undefined)} />
        <NumericField label={t('possessionsValue')} hint={t('possessionsHint', { max: HOME_VALUES.maxPossessions })} maxLength={9} className="max-w-72"
          value={possessions} onChange={(e) => { setPossessions(e.target.value); edited('possessions_value'); }} error={message(shown.possessions_value || undefined)} />
        <Button type="submit" disabled={state.kind === 'pricing'} className="self-start max-sm:w-full">{tp('getPrice')}</Button>
      </form>
      <PriceResult state={state} signedIn={signedIn} />
    </>
  );
}
