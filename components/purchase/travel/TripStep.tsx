'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { TextField } from '@/components/ui/TextField';
import { LOW_COST_TRAVEL, TRAVEL } from '@/lib/config/business';
import { TRAVEL_COUNTRIES, TRAVEL_DESTINATIONS, zoneOfCountry, type TravelDestination } from '@/lib/config/travel';
import { addDays, ammanDay } from '@/lib/bookings/time';
import { isLowCostTrip, travelTripForm } from '@/lib/validation/travel';
import { ChoiceGroup } from '../ChoiceGroup';
import { checkStep } from '../form-errors';
import type { TravelData } from './flow';

type Trip = Pick<TravelData, 'country' | 'worldwide' | 'destination' | 'start_date' | 'days'>;

/** Where and when: the country, worldwide or not, the destination zone, the first day and the length. */
export function TripStep({ defaults, onDone }: { defaults: Partial<Trip>; onDone: (trip: Trip) => void }) {
  const t = useTranslations('purchase.travel');
  const locale = useLocale();
  const message = useFieldMessage();
  const countryId = useId();
  const [country, setCountry] = useState(defaults.country ?? '');
  const [worldwide, setWorldwide] = useState(defaults.worldwide ?? false);
  const [destination, setDestination] = useState<string | undefined>(defaults.destination);
  const [start, setStart] = useState(defaults.start_date ?? '');
  const [days, setDays] = useState(defaults.days ? String(defaults.days) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const today = ammanDay(new Date());

  function chooseCountry(code: string) {
    setCountry(code);
    const zone = zoneOfCountry(code);
    if (zone) setDestination(zone);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { country, worldwide, destination: worldwide ? 'usa-canada-australia' : destination, start_date: start, days };
    const checked = checkStep(travelTripForm, values);
    const found = checked.ok ? {} : { ...checked.errors };
    if (start && (start < today || start > addDays(today, TRAVEL.maxStartInDays))) found.start_date = 'purchase.validation.startDate';
    if (!checked.ok || Object.keys(found).length) return setErrors(found);
    onDone({ ...checked.data, destination: checked.data.destination as TravelDestination });
  }

  const typedDays = Number(days);
  const lowCost = destination && Number.isInteger(typedDays) && typedDays > 0 && isLowCostTrip({ destination, worldwide, days: typedDays });
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={countryId} className="font-medium text-slate-800">{t('country')}</label>
        <select id={countryId} value={country} onChange={(e) => chooseCountry(e.target.value)} aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${countryId}-error` : undefined} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3">
          <option value="">{t('chooseCountry')}</option>
          {TRAVEL_COUNTRIES.map((c) => <option key={c.code} value={c.code}>{c[locale]}</option>)}
        </select>
        {errors.country ? <p id={`${countryId}-error`} className="text-sm text-red-700">{message(errors.country)}</p> : null}
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" checked={worldwide} onChange={(e) => setWorldwide(e.target.checked)} />
        <span><span className="font-medium">{t('worldwide')}</span> <span className="block text-sm text-slate-600">{t('worldwideHint')}</span></span>
      </label>
      {worldwide ? null : (
        <ChoiceGroup legend={t('destination')} name="destination" value={destination} onChange={setDestination} error={message(errors.destination)}
          options={TRAVEL_DESTINATIONS.map((d) => ({ value: d, label: t(`destinations.${d}`) }))} />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField type="date" label={t('startDate')} min={today} max={addDays(today, TRAVEL.maxStartInDays)} value={start} ltr
          onChange={(e) => setStart(e.target.value)} error={message(errors.start_date)} />
        <NumericField label={t('days')} hint={t('daysHint', { max: TRAVEL.maxDays })} maxLength={3} value={days}
          onChange={(e) => setDays(e.target.value)} error={message(errors.days)} />
      </div>
      {lowCost ? <p className="rounded-lg bg-green-50 px-3 py-2 text-green-900">{t('lowCostNote', { days: LOW_COST_TRAVEL.maxDays })}</p> : null}
      <StepNav />
    </form>
  );
}
