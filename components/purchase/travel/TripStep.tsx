'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { AmountField } from '@/components/forms/AmountField';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { TextField } from '@/components/ui/TextField';
import { LOW_COST_TRAVEL, TRAVEL } from '@/lib/config/business';
import { tripZone } from '@/lib/config/travel';
import { DESTINATION_OF_ZONE } from '@/lib/model/contracts/product-names';
import { addDays, ammanDay } from '@/lib/calendar/days';
import { parseAmount } from '@/lib/validation/numbers';
import { isLowCostTrip, tripStepForm } from '@/lib/validation/travel';
import { CountriesField, tripCountries } from './CountriesField';
import type { TravelData } from './flow';

type Trip = Pick<TravelData, 'countries' | 'worldwide' | 'start_date' | 'days'>;

/**
 * Where and when: the countries, worldwide or not, the first day and the length. The cover zone is
 * not asked: it follows from the countries (tripZone, the backend prices on the same) and is shown.
 */
export function TripStep({ defaults, onDone }: { defaults: Partial<Trip>; onDone: (trip: Trip) => void }) {
  const t = useTranslations('purchase.travel');
  const products = useTranslations('products');
  const today = ammanDay(new Date());
  const schema = useMemo(() => tripStepForm(today), [today]);
  const form = useZodForm(schema, {
    defaultValues: { countries: defaults.countries ?? [], pending: '', worldwide: defaults.worldwide ?? false, start_date: defaults.start_date ?? '', days: defaults.days ? String(defaults.days) : '' },
  });
  useFormDraft(form, 'travel:trip');
  const error = useFieldError(form.formState.errors);
  const revalidate = { shouldValidate: form.formState.isSubmitted };

  const added = (form.watch('countries') ?? []) as string[];
  const pending = (form.watch('pending') ?? '') as string;
  const worldwide = !!form.watch('worldwide');
  const countries = tripCountries(added, pending);
  const zone = tripZone({ countries, worldwide });
  const read = parseAmount(String(form.watch('days') ?? ''));
  const lowCost = 'value' in read && Number.isInteger(read.value) && read.value > 0 && isLowCostTrip({ countries, worldwide, days: read.value });

  return (
    <form method="post" onSubmit={form.handleSubmit(onDone)} noValidate className="mt-4 flex flex-col gap-5">
      <CountriesField value={added} pending={pending} error={error('countries')}
        onPending={(code) => form.setValue('pending', code, revalidate)}
        onChange={(codes) => form.setValue('countries', codes, revalidate)} />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" {...form.register('worldwide')} />
        <span><span className="font-medium">{t('worldwide')}</span> <span className="block text-sm text-slate-600">{t('worldwideHint')}</span></span>
      </label>
      <p role="status" className="rounded-lg bg-slate-50 px-3 py-2">
        <span className="font-medium">{t('destination')}: </span>
        {zone ? <strong>{products(`destination.${DESTINATION_OF_ZONE[zone]}`)}</strong> : <span className="text-slate-600">{t('zonePending')}</span>}
        <span className="block text-sm text-slate-600">{t('zoneHint')}</span>
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField type="date" label={t('startDate')} min={today} max={addDays(today, TRAVEL.maxStartInDays)} ltr
          {...form.register('start_date')} error={error('start_date')} />
        <AmountField label={t('days')} hint={t('daysHint', { max: TRAVEL.maxDays })} maxLength={4}
          {...form.register('days')} error={error('days')} />
      </div>
      {lowCost ? <p className="rounded-lg bg-green-50 px-3 py-2 text-green-900">{t('lowCostNote', { days: LOW_COST_TRAVEL.maxDays })}</p> : null}
      <StepNav />
    </form>
  );
}
