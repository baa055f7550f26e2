'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import { checkStep } from '@/components/purchase/form-errors';
import type { TravelData } from '@/components/purchase/travel/flow';
import { TripStep } from '@/components/purchase/travel/TripStep';
import { Button } from '@/components/ui/Button';
import { ammanDay } from '@/lib/bookings/time';
import { TRAVEL } from '@/lib/config/business';
import { apiDateOf } from '@/lib/validation/api-date';
import { travellerDatesForm } from '@/lib/validation/price-forms';
import { BirthDateField } from './BirthDateField';
import { PriceResult } from './PriceResult';
import { usePrice } from './usePrice';

type Trip = Pick<TravelData, 'countries' | 'worldwide' | 'start_date' | 'days'>;

/** Travel: the trip (the purchase's own trip step), then who travels (type and birth dates), then both programs' prices. */
export function TravelPriceForm({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('purchase.travel');
  const tp = useTranslations('pricing');
  const message = useFieldMessage();
  const { state, ask, reset } = usePrice();
  const [trip, setTrip] = useState<Trip | null>(null);
  const [onTrip, setOnTrip] = useState(true);
  const [type, setType] = useState<string>();
  const [dates, setDates] = useState<string[]>(['']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...errors, ...(state.kind === 'refused' ? state.fields : {}) };
  const edited = () => { setErrors({}); if (state.kind !== 'pricing') reset(); };

  if (onTrip || !trip) return <TripStep defaults={trip ?? {}} onDone={(v) => { setTrip(v); setOnTrip(false); reset(); }} />;

  function chooseType(value: string) {
    setType(value);
    setDates((d) => (value === 'individual' ? d.slice(0, 1) : d.length < 2 ? [...d, ''] : d));
    edited();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(travellerDatesForm(ammanDay(new Date())), { travel_type: type, travellers: dates.map((birth_date) => ({ birth_date })) });
    if (!checked.ok || !trip) return setErrors(checked.ok ? {} : checked.errors);
    setErrors({});
    void ask({
      line: 'travel',
      answers: {
        ...trip, start_date: apiDateOf(trip.start_date), travel_type: checked.data.travel_type,
        travellers: checked.data.travellers.map((tr) => ({ birth_date: apiDateOf(tr.birth_date) })),
      },
    });
  }

  return (
    <>
      <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
        <h2 className="text-lg font-semibold text-brand-900">{tp('travel.travellersHeading')}</h2>
        <ChoiceGroup legend={t('travelType')} name="travel_type" value={type} onChange={chooseType} error={message(shown.travel_type || shown.travellers || undefined)}
          options={[{ value: 'individual', label: t('individual') }, { value: 'family', label: t('family'), hint: t('familyHint') }]} />
        {dates.map((day, i) => (
          <div key={i} className="flex flex-wrap items-end gap-3">
            <BirthDateField label={i === 0 ? tp('travel.yourBirthDate') : tp('travel.travellerBirthDate', { n: i + 1 })} value={day}
              onChange={(d) => { setDates((all) => all.map((x, j) => (j === i ? d : x))); edited(); }} error={message(shown[`travellers.${i}.birth_date`] || undefined)} />
            {i >= 2 ? <Button variant="ghost" onClick={() => { setDates((all) => all.filter((_, j) => j !== i)); edited(); }}>{tp('travel.removeTraveller', { n: i + 1 })}</Button> : null}
          </div>
        ))}
        {type === 'family' && dates.length < TRAVEL.maxTravellers ? (
          <Button variant="secondary" className="self-start" onClick={() => { setDates((all) => [...all, '']); edited(); }}>{tp('travel.addTraveller')}</Button>
        ) : null}
        <StepNav onBack={() => { setOnTrip(true); reset(); }} backLabel={tp('travel.backToTrip')} nextLabel={tp('getPrice')} busy={state.kind === 'pricing'} busyLabel={tp('pricing')} />
      </form>
      <PriceResult state={state} signedIn={signedIn} />
    </>
  );
}
