'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { forwardRef, useEffect, type ComponentProps } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { AmountField } from '@/components/forms/AmountField';
import { Choice } from '@/components/lababak/Choice';
import { Phone } from '@/components/ui/Phone';
import { Typed } from '@/components/ui/Typed';
import { TextField } from '@/components/ui/TextField';
import { TRAVEL_ASSISTANCE } from '@/lib/config/company';
import { CLAIM_CURRENCY_CODES } from '@/lib/config/currencies';
import { countryNames } from '@/lib/config/travel';
import { currencyName } from '@/lib/format/money';
import { claimCountries } from '@/lib/model/claims/trip';
import { telHref } from '@/lib/phone';
import { policiesQuery } from '@/lib/query/policies';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { watched, type DetailsForm } from './details-form';
import { YesNo } from './MotorQuestions';

type Props = { policyId: number | undefined; form: UseFormReturn<DetailsForm, unknown, unknown>; error: (name: string) => string | undefined };

/** A list with its label and message, tied by id (the label names the list alone, not its options). */
const Select = forwardRef<HTMLSelectElement, ComponentProps<'select'> & { id: string; label: string; error?: string }>(function Select({ id, label, error, children, ...rest }, ref) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-slate-800">{label}</label>
      <select ref={ref} id={id} {...rest} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
        className={`min-h-11 rounded-lg border bg-white px-3 ${error ? 'border-red-600' : 'border-slate-300'}`}>
        {children}
      </select>
      {error ? <p id={`${id}-error`} className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
});

/**
 * A trip's questions, what a claims handler needs to settle it: who it happened to (the contract's
 * travellers), the country (the contract's, named in the screen's language), the amount claimed and its
 * currency, whether the assistance company was called (the terms ask for it) and its reference, and who
 * treated, carried or sold. A contract of one traveller or one country has it chosen already.
 */
export function TravelQuestions({ policyId, form, error }: Props) {
  const t = useTranslations('claimReport.details');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const { data: policies } = useQuery(policiesQuery(useBrowserApi()));
  const policy = policies?.find((p) => p.id === policyId);
  const d = policy?.declarations;
  const travellers = [d?.holder_name || t('travellerHolder'), ...(d?.travellers ?? []).map((p) => p.name)];
  const codes = claimCountries(d?.countries, d?.worldwide);
  const names = countryNames(codes, locale);
  const called = watched(form, 'details.assistance_called');
  const text = (name: string) => ({ ...form.register(name as never), error: error(name) });

  // The name goes with the number for the review to show (the backend writes the contract's own).
  const chooseTraveller = (i: number) => {
    form.setValue('details.traveller' as never, i as never, { shouldValidate: form.formState.isSubmitted });
    form.setValue('details.traveller_name' as never, travellers[i] as never);
  };
  // One traveller, one country: nothing to choose.
  useEffect(() => {
    if (!policy) return;
    if (travellers.length === 1 && watched(form, 'details.traveller') === undefined) chooseTraveller(0);
    if (codes.length === 1 && !watched(form, 'details.country')) form.setValue('details.country' as never, codes[0] as never);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the contract is known
  }, [policy]);

  return (
    <>
      <Controller control={form.control} name={'details.traveller' as never} render={({ field }) => (
        <Choice legend={t('traveller')} name={field.name} value={field.value as number | undefined} onChange={chooseTraveller} error={error('details.traveller')}
          options={travellers.map((name, i) => ({ value: i, label: i === 0 && !d?.holder_name ? name : <Typed>{name}</Typed> }))} />
      )} />
      <Select id="claim-country" label={t('country')} error={error('details.country')} {...form.register('details.country' as never)}>
        <option value="">{t('choose')}</option>
        {codes.map((code, i) => <option key={code} value={code}>{names[i]}</option>)}
      </Select>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField label={t('amount')} hint={t('amountHint')} decimals={3} {...text('details.amount')} />
        <Select id="claim-currency" label={t('currency')} error={error('details.currency')} {...form.register('details.currency' as never)}>
          <option value="">{t('choose')}</option>
          {/* In Arabic by its name alone: a Latin code among Arabic words reads as untranslated. */}
          {CLAIM_CURRENCY_CODES.map((code) => <option key={code} value={code}>{locale === 'ar' ? currencyName(code, locale) : `${code} · ${currencyName(code, locale)}`}</option>)}
        </Select>
      </div>
      <YesNo form={form} error={error} name="details.assistance_called" legend={t('assistanceCalled')} />
      {called === true ? <TextField label={t('assistanceReference')} hint={t('assistanceReferenceHint')} {...text('details.assistance_reference')} ltr autoComplete="off" /> : null}
      {called === false ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          {t.rich('assistanceNote', { phone: () => <a href={telHref(TRAVEL_ASSISTANCE.phone)} className="font-semibold underline"><Phone number={TRAVEL_ASSISTANCE.phone} /></a> })}
        </p>
      ) : null}
      <TextField label={t('travelProvider')} hint={t('travelProviderHint')} {...text('details.provider')} autoComplete="off" />
    </>
  );
}
