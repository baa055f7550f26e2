'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { MAX_TRIP_COUNTRIES, TRAVEL_COUNTRIES } from '@/lib/config/travel';

type Props = {
  /** The countries added to the trip. */
  value: string[];
  /** The country showing in the select, not added yet: the trip counts it too (tripCountries). */
  pending: string;
  onPending: (code: string) => void;
  onChange: (codes: string[]) => void;
  error?: string;
};

/** The trip's countries: those added, and the one the select shows (a trip to one country needs no Add). */
export function tripCountries(value: readonly string[], pending: string): string[] {
  return pending && !value.includes(pending) ? [...value, pending] : [...value];
}

/**
 * The countries of a trip, so a tour of several countries is one contract: the select chooses one and
 * Add puts it on the list (choosing alone adds nothing, so moving through the options with the arrow
 * keys does not fill the list); each country on the list has its own remove button.
 */
export function CountriesField({ value, pending, onPending, onChange, error }: Props) {
  const t = useTranslations('purchase.travel');
  const locale = useLocale() as 'en' | 'ar';
  const id = useId();
  const nameOf = (code: string) => TRAVEL_COUNTRIES.find((c) => c.code === code)?.[locale] ?? code;
  const canAdd = pending !== '' && value.length < MAX_TRIP_COUNTRIES;
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-slate-800">{t('country')}</label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">{t('countriesHint', { max: MAX_TRIP_COUNTRIES })}</p>
      <div className="flex flex-wrap gap-2">
        <select id={id} value={pending} onChange={(e) => onPending(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3">
          <option value="">{t('chooseCountry')}</option>
          {TRAVEL_COUNTRIES.filter((c) => !value.includes(c.code)).map((c) => <option key={c.code} value={c.code}>{c[locale]}</option>)}
        </select>
        <Button variant="secondary" disabled={!canAdd} onClick={() => { onChange([...value, pending]); onPending(''); }}>{t('addCountry')}</Button>
      </div>
      {error ? <p id={`${id}-error`} className="text-sm text-red-700">{error}</p> : null}
      <ul aria-label={t('countries')} aria-live="polite" className="flex flex-wrap gap-2">
        {value.map((code) => (
          <li key={code} className="flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 ps-3">
            <span>{nameOf(code)}</span>
            <Button variant="ghost" className="min-h-11 px-3" aria-label={t('removeCountry', { country: nameOf(code) })}
              onClick={() => onChange(value.filter((c) => c !== code))}>
              <span aria-hidden="true">×</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
