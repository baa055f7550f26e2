'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { Phone } from '@/components/ui/Phone';
import { TRAVEL } from '@/lib/config/business';
import { formatDate } from '@/lib/format';
import type { TravelType } from '@/lib/config/travel';
import { travellersStepForm } from '@/lib/validation/travel';
import { ChoiceGroup } from '../ChoiceGroup';
import { ammanDay } from '@/lib/calendar/days';
import type { BuyerProfile } from '../profile';
import type { Traveller } from './flow';

const blank = (): Traveller => ({ name: '', birth_date: '', passport_id: '' });

type Props = {
  profile: BuyerProfile;
  defaults: { travel_type?: TravelType; travellers?: Traveller[] };
  onBack: () => void;
  onDone: (v: { travel_type: TravelType; travellers: Traveller[] }) => void;
};

/**
 * Who travels: individual or family. The first traveller is the customer, filled from the account
 * (name, birth date and passport when known); a family adds the others. The customer's birth date
 * is the account's and cannot be edited here (the backend refuses another); an account without one
 * gets it declared here, once. Phone and e-mail come from the account and are only shown.
 */
export function TravellersStep({ profile, defaults, onBack, onDone }: Props) {
  const t = useTranslations('purchase.travel');
  const tHolder = useTranslations('purchase.holder');
  const today = ammanDay(new Date());
  const schema = useMemo(() => travellersStepForm(today), [today]);
  const me: Traveller = { name: profile.name_en, birth_date: profile.birth_date ?? '', passport_id: profile.passport_id ?? '' };
  const form = useZodForm(schema, {
    defaultValues: { travel_type: defaults.travel_type, travellers: defaults.travellers?.length ? defaults.travellers : [me] } as never,
  });
  useFormDraft(form, 'travel:travellers');
  const travellers = useFieldArray({ control: form.control, name: 'travellers' });
  const error = useFieldError(form.formState.errors);
  const type = form.watch('travel_type') as TravelType | undefined;

  // The account holder's birth date is always the account's, whatever a draft held.
  const holderKnown = profile.birth_date !== null;
  const fixed = () => { if (profile.birth_date) form.setValue('travellers.0.birth_date', profile.birth_date); };

  function chooseType(value: string) {
    form.setValue('travel_type', value as TravelType, { shouldValidate: form.formState.isSubmitted });
    // A family has at least two travellers; one travels alone (the others' entries go).
    if (value === 'family' && travellers.fields.length < 2) travellers.append(blank(), { shouldFocus: false });
    if (value === 'individual' && travellers.fields.length > 1) travellers.remove(travellers.fields.map((_, i) => i).slice(1));
  }

  return (
    <form method="post" onSubmit={(event) => { fixed(); return form.handleSubmit(onDone)(event); }} noValidate className="mt-4 flex flex-col gap-5">
      <Controller control={form.control} name="travel_type" render={({ field }) => (
        <ChoiceGroup ref={field.ref} legend={t('travelType')} name="travel_type" value={field.value} onChange={chooseType} onBlur={field.onBlur} error={error('travel_type')}
          options={[{ value: 'individual', label: t('individual') }, { value: 'family', label: t('family'), hint: t('familyHint') }]} />
      )} />
      {error('travellers') ? <p className="text-sm text-red-700">{error('travellers')}</p> : null}
      {travellers.fields.map((row, i) => (
        <fieldset key={row.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-brand-900">{i === 0 ? t('you') : t('traveller', { n: i + 1 })}</legend>
          <TextField label={t('travellerName')} hint={i === 0 ? t('nameAsPassport') : undefined} autoComplete={i === 0 ? 'name' : 'off'} maxLength={120}
            {...form.register(`travellers.${i}.name`)} error={error(`travellers.${i}.name`)} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {i === 0 && holderKnown ? (
              <p className="flex flex-col">
                <span className="text-sm text-slate-600">{t('birthDate')}</span><bdi dir="ltr">{formatDate(profile.birth_date ?? '')}</bdi>
                <span className="text-sm text-slate-600">{t('birthDateFromAccount')}</span>
              </p>
            ) : (
              <TextField type="date" ltr label={t('birthDate')} hint={i === 0 ? tHolder('birthDateNote') : undefined} max={today}
                {...form.register(`travellers.${i}.birth_date`)} error={error(`travellers.${i}.birth_date`)} />
            )}
            <TextField label={t('passport')} ltr maxLength={20} autoComplete="off"
              {...form.register(`travellers.${i}.passport_id`)} error={error(`travellers.${i}.passport_id`)} />
          </div>
          {i > 1 ? (
            <Button variant="ghost" className="self-start" onClick={() => travellers.remove(i)}>{t('removeTraveller', { n: i + 1 })}</Button>
          ) : null}
        </fieldset>
      ))}
      {type === 'family' && travellers.fields.length < TRAVEL.maxTravellers ? (
        <Button variant="secondary" className="self-start" onClick={() => travellers.append(blank())}>{t('addTraveller')}</Button>
      ) : null}
      <section className="rounded-xl bg-slate-50 p-4 text-sm">
        <h3 className="font-semibold">{t('personalDetails')}</h3>
        <p className="mt-1">{t('contactFromAccount')}</p>
        <p className="mt-1"><bdi dir="ltr">{profile.email}</bdi> · <Phone number={profile.mobile} /></p>
      </section>
      <StepNav onBack={onBack} />
    </form>
  );
}
