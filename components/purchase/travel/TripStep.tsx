'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { NumericField } from '@/components/forms/NumericField';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { TextField } from '@/components/ui/TextField';
import { LOW_COST_TRAVEL, TRAVEL } from '@/lib/config/business';
import { tripZone } from '@/lib/config/travel';
import { addDays, ammanDay } from '@/lib/bookings/time';
import { isLowCostTrip, travelTripForm } from '@/lib/validation/travel';
import { checkStep } from '../form-errors';
import { CountriesField, tripCountries } from './CountriesField';
import type { TravelData } from './flow';

type Trip = Pick<TravelData, 'countries' | 'worldwide' | 'start_date' | 'days'>;

/**
 * Where and when: the countries, worldwide or not, the first day and the length. The cover zone is
 * not asked: it follows from the countries (tripZone, the backend prices on the same) and is shown.
 */
export function TripStep({ defaults, onDone }: { defaults: Partial<Trip>; onDone: (trip: Trip) => void }) {
  const t = useTranslations('purchase.travel');
  const message = useFieldMessage();
  const [added, setAdded] = useState<string[]>(defaults.countries ?? []);
  const [pending, setPending] = useState('');
  const countries = tripCountries(added, pending);
  const [worldwide, setWorldwide] = useState(defaults.worldwide ?? false);
  const [start, setStart] = useState(defaults.start_date ?? '');
  const [days, setDays] = useState(defaults.days ? String(defaults.days) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const today = ammanDay(new Date());

  const zone = tripZone({ countries, worldwide });

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { countries, worldwide, start_date: start, days };
    const checked = checkStep(travelTripForm, values);
    const found = checked.ok ? {} : { ...checked.errors };
    if (start && (start < today || start > addDays(today, TRAVEL.maxStartInDays))) found.start_date = 'purchase.validation.startDate';
    if (!checked.ok || Object.keys(found).length) return setErrors(found);
    onDone(checked.data);
  }

  const typedDays = Number(days);
  const lowCost = Number.isInteger(typedDays) && typedDays > 0 && isLowCostTrip({ countries, worldwide, days: typedDays });
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <CountriesField value={added} pending={pending} error={message(errors.countries || undefined)}
        onPending={(code) => { setPending(code); setErrors((e) => ({ ...e, countries: '' })); }}
        onChange={(codes) => { setAdded(codes); setErrors((e) => ({ ...e, countries: '' })); }} />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" checked={worldwide} onChange={(e) => setWorldwide(e.target.checked)} />
        <span><span className="font-medium">{t('worldwide')}</span> <span className="block text-sm text-slate-600">{t('worldwideHint')}</span></span>
      </label>
      <p role="status" className="rounded-lg bg-slate-50 px-3 py-2">
        <span className="font-medium">{t('destination')}: </span>
        {zone ? <strong>{t(`destinations.${zone}`)}</strong> : <span className="text-slate-600">{t('zonePending')}</span>}
        <span className="block text-sm text-slate-600">{t('zoneHint')}</span>
      </p>
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
