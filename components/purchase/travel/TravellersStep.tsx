'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { Phone } from '@/components/ui/Phone';
import { TRAVEL } from '@/lib/config/business';
import { formatDate } from '@/lib/format';
import type { TravelType } from '@/lib/config/travel';
import { travellersForm } from '@/lib/validation/travel';
import { ChoiceGroup } from '../ChoiceGroup';
import { ammanDay } from '@/lib/bookings/time';
import { checkStep } from '../form-errors';
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
  const message = useFieldMessage();
  const me: Traveller = { name: profile.name_en, birth_date: profile.birth_date ?? '', passport_id: profile.passport_id ?? '' };
  const [type, setType] = useState<TravelType | undefined>(defaults.travel_type);
  const [list, setList] = useState<Traveller[]>(defaults.travellers?.length ? defaults.travellers : [me]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const today = ammanDay(new Date());
  // The account holder's birth date is always the account's, whatever an older draft held.
  const holderFixed = (l: Traveller[]) => (profile.birth_date ? l.map((tr, i) => (i === 0 ? { ...tr, birth_date: profile.birth_date ?? '' } : tr)) : l);
  const travellers = holderFixed(type === 'family' ? list : list.slice(0, 1));

  const edit = (i: number, field: keyof Traveller, value: string) => {
    setList((l) => l.map((tr, j) => (j === i ? { ...tr, [field]: value } : tr)));
    setErrors((e) => ({ ...e, [`travellers.${i}.${field}`]: '' }));
  };

  function chooseType(value: string) {
    setType(value as TravelType);
    if (value === 'family' && list.length < 2) setList([...list, blank()]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStep(travellersForm, { travel_type: type, travellers });
    const found = checked.ok ? {} : { ...checked.errors };
    travellers.forEach((tr, i) => {
      if (tr.birth_date && tr.birth_date > today) found[`travellers.${i}.birth_date`] = 'purchase.validation.birthDate';
    });
    if (!checked.ok || Object.keys(found).length) return setErrors(found);
    onDone({ travel_type: checked.data.travel_type, travellers: checked.data.travellers });
  }

  const holderBirthKnown = (i: number) => i === 0 && profile.birth_date !== null;
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <ChoiceGroup legend={t('travelType')} name="travel_type" value={type} onChange={chooseType} error={message(errors.travel_type)}
        options={[{ value: 'individual', label: t('individual') }, { value: 'family', label: t('family'), hint: t('familyHint') }]} />
      {errors.travellers ? <p className="text-sm text-red-700">{message(errors.travellers)}</p> : null}
      {travellers.map((tr, i) => (
        <fieldset key={i} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-brand-900">{i === 0 ? t('you') : t('traveller', { n: i + 1 })}</legend>
          <TextField label={t('travellerName')} hint={i === 0 ? t('nameAsPassport') : undefined} autoComplete={i === 0 ? 'name' : 'off'} maxLength={120}
            value={tr.name} onChange={(e) => edit(i, 'name', e.target.value)} error={message(errors[`travellers.${i}.name`] || undefined)} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {holderBirthKnown(i) ? (
              <p className="flex flex-col">
                <span className="text-sm text-slate-600">{t('birthDate')}</span><bdi dir="ltr">{formatDate(tr.birth_date)}</bdi>
                <span className="text-sm text-slate-600">{t('birthDateFromAccount')}</span>
              </p>
            ) : (
              <TextField type="date" ltr label={t('birthDate')} hint={i === 0 ? tHolder('birthDateNote') : undefined} max={today} value={tr.birth_date}
                onChange={(e) => edit(i, 'birth_date', e.target.value)} error={message(errors[`travellers.${i}.birth_date`] || undefined)} />
            )}
            <TextField label={t('passport')} ltr maxLength={20} autoComplete="off" value={tr.passport_id} onChange={(e) => edit(i, 'passport_id', e.target.value)}
              error={message(errors[`travellers.${i}.passport_id`] || undefined)} />
          </div>
          {i > 1 ? (
            <Button variant="ghost" className="self-start" onClick={() => setList(list.filter((_, j) => j !== i))}>{t('removeTraveller', { n: i + 1 })}</Button>
          ) : null}
        </fieldset>
      ))}
      {type === 'family' && list.length < TRAVEL.maxTravellers ? (
        <Button variant="secondary" className="self-start" onClick={() => setList([...list, blank()])}>{t('addTraveller')}</Button>
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
