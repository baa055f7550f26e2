'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { MAX_TRIP_COUNTRIES, TRAVEL_COUNTRIES } from '@/lib/config/travel';

/**
 * The countries of a trip: a select adds one (so a tour of several countries is one contract), each
 * chosen country is listed with its own remove button. The list is announced as it changes.
 */
export function CountriesField({ value, onChange, error }: { value: string[]; onChange: (codes: string[]) => void; error?: string }) {
  const t = useTranslations('purchase.travel');
  const locale = useLocale() as 'en' | 'ar';
  const id = useId();
  const nameOf = (code: string) => TRAVEL_COUNTRIES.find((c) => c.code === code)?.[locale] ?? code;
  const full = value.length >= MAX_TRIP_COUNTRIES;
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-slate-800">{t('country')}</label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">{t('countriesHint', { max: MAX_TRIP_COUNTRIES })}</p>
      <select id={id} value="" disabled={full} onChange={(e) => e.target.value && onChange([...value, e.target.value])}
        aria-invalid={error ? true : undefined} aria-describedby={described} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3">
        <option value="">{value.length ? t('addCountry') : t('chooseCountry')}</option>
        {TRAVEL_COUNTRIES.filter((c) => !value.includes(c.code)).map((c) => <option key={c.code} value={c.code}>{c[locale]}</option>)}
      </select>
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
