'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { ChoiceGroup } from '@/components/purchase/ChoiceGroup';
import type { TravelData } from '@/components/purchase/travel/flow';
import { TripStep } from '@/components/purchase/travel/TripStep';
import { Button } from '@/components/ui/Button';
import { ammanDay } from '@/lib/calendar/days';
import { TRAVEL } from '@/lib/config/business';
import { apiDateOf } from '@/lib/validation/api-date';
import { travellerDatesForm } from '@/lib/validation/price-forms';
import { BirthDateField } from './BirthDateField';
import { PriceResult } from './PriceResult';
import { usePrice } from './usePrice';

type Trip = Pick<TravelData, 'countries' | 'worldwide' | 'start_date' | 'days'>;
/** Where the page is (the trip or who travels) and the trip given, kept for a reload or a language switch. */
type Stage = { trip: Trip | null; onTrip: boolean };

/** Travel: the trip (the purchase's own trip step), then who travels (type and birth dates), then both programs' prices. */
export function TravelPriceForm({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('purchase.travel');
  const tp = useTranslations('pricing');
  const schema = useMemo(() => travellerDatesForm(ammanDay(new Date())), []);
  const form = useZodForm(schema, { defaultValues: { travel_type: undefined, travellers: [{ birth_date: '' }] } });
  const travellers = useFieldArray({ control: form.control, name: 'travellers' });
  const error = useFieldError(form.formState.errors);
  useFormDraft(form, 'price:travel:travellers');
  const { state, ask, reset } = usePrice(form);
  // Which of the two parts is shown, and the trip given: a draft of its own, so a reload comes back to the same part.
  const stage = useForm<Stage>({ defaultValues: { trip: null, onTrip: true } });
  useFormDraft(stage, 'price:travel:stage');
  const { trip, onTrip } = useWatch({ control: stage.control }) as Stage;
  const go = (next: Stage) => { stage.reset(next); reset(); };

  // Drawn again when a restored draft brings the trip back (the step reads its defaults once).
  if (onTrip || !trip) return <TripStep key={JSON.stringify(trip)} defaults={trip ?? {}} onDone={(v) => go({ trip: v, onTrip: false })} />;

  function chooseType(value: string, change: (value: string) => void) {
    change(value);
    const count = travellers.fields.length;
    if (value === 'individual' && count > 1) travellers.remove(Array.from({ length: count - 1 }, (_, i) => i + 1));
    if (value === 'family' && count < 2) travellers.append({ birth_date: '' }, { shouldFocus: false });
  }

  const send = form.handleSubmit((v) => ask({
    line: 'travel',
    answers: {
      ...trip, start_date: apiDateOf(trip.start_date), travel_type: v.travel_type,
      travellers: v.travellers.map((tr) => ({ birth_date: apiDateOf(tr.birth_date) })),
    },
  }));

  const family = form.watch('travel_type') === 'family';
  return (
    <>
      <form method="post" onSubmit={send} noValidate className="mt-4 flex flex-col gap-5">
        <h2 className="text-lg font-semibold text-brand-900">{tp('travel.travellersHeading')}</h2>
        <Controller control={form.control} name="travel_type" render={({ field }) => (
          <ChoiceGroup legend={t('travelType')} name={field.name} value={field.value} onChange={(v) => chooseType(v, field.onChange)}
            error={error('travel_type') ?? error('travellers') ?? error('travellers.root')}
            options={[{ value: 'individual', label: t('individual') }, { value: 'family', label: t('family'), hint: t('familyHint') }]} />
        )} />
        {travellers.fields.map((field, i) => (
          <div key={field.id} className="flex flex-wrap items-end gap-3">
            <BirthDateField label={i === 0 ? tp('travel.yourBirthDate') : tp('travel.travellerBirthDate', { n: i + 1 })}
              {...form.register(`travellers.${i}.birth_date`)} error={error(`travellers.${i}.birth_date`)} />
            {i >= 2 ? <Button variant="ghost" onClick={() => travellers.remove(i)}>{tp('travel.removeTraveller', { n: i + 1 })}</Button> : null}
          </div>
        ))}
        {family && travellers.fields.length < TRAVEL.maxTravellers ? (
          <Button variant="secondary" className="self-start" onClick={() => travellers.append({ birth_date: '' })}>{tp('travel.addTraveller')}</Button>
        ) : null}
        <StepNav onBack={() => go({ trip, onTrip: true })} backLabel={tp('travel.backToTrip')} nextLabel={tp('getPrice')} busy={state.kind === 'pricing'} busyLabel={tp('pricing')} />
      </form>
      <PriceResult state={state} signedIn={signedIn} />
    </>
  );
}
