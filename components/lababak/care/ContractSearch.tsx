'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { Phone } from '@/components/ui/Phone';
import type { ContractMatch } from '@/lib/api/endpoints/bookings';
import { carLabel } from '@/lib/contracts/car-label';
import { ammanDay } from '@/lib/bookings/time';
import { formatDate } from '@/lib/format';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { STAFF_SEARCH_KEYS, type StaffSearchKey } from '@/lib/validation/appointment';
import { useBookingError } from '../useBookingError';

/** The search form both staff searches share: which key, and its value. */
export function SearchKeyFields({ by, q, onBy, onQ, required = true }: { by: StaffSearchKey; q: string; onBy: (v: StaffSearchKey) => void; onQ: (v: string) => void; required?: boolean }) {
  const t = useTranslations('lababakCare.search');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="flex flex-col gap-1.5">
        <span className="font-medium text-slate-800">{t('by')}</span>
        <select value={by} onChange={(e) => onBy(e.target.value as StaffSearchKey)} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3">
          {STAFF_SEARCH_KEYS.map((k) => <option key={k} value={k}>{t(`key.${k}`)}</option>)}
        </select>
      </label>
      <TextField label={t('value')} value={q} onChange={(e) => onQ(e.target.value)} ltr required={required} maxLength={40} />
    </div>
  );
}

/** Finds a customer's motor contract by mobile, national ID, plate or contract number, and picks it. */
export function ContractSearch({ onPick }: { onPick: (m: ContractMatch) => void }) {
  const t = useTranslations('lababakCare.search');
  const locale = useLocale();
  const api = useBrowserApi();
  const bookingError = useBookingError();
  const [by, setBy] = useState<StaffSearchKey>('plate');
  const [q, setQ] = useState('');
  const [results, setResults] = useState<ContractMatch[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = ammanDay(new Date());

  async function search(e: FormEvent) {
    e.preventDefault();
    if (!q.trim()) return setError(t('typeValue'));
    setBusy(true);
    setError(null);
    try {
      setResults((await api().searchContracts({ query: { by, q } })).results);
    } catch (failure) {
      setError(bookingError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <form method="post" onSubmit={search} noValidate className="flex flex-col gap-3" role="search" aria-label={t('contracts')}>
        <SearchKeyFields by={by} q={q} onBy={setBy} onQ={setQ} />
        <Button type="submit" disabled={busy} className="self-start">{t('find')}</Button>
      </form>
      <div aria-live="polite">
        {error ? <p role="alert" className="text-red-700">{error}</p> : null}
        {results && results.length === 0 ? <p>{t('none')}</p> : null}
        {results && results.length > 0 ? (
          <ul className="flex flex-col gap-3" aria-label={t('results', { count: results.length })}>
            {results.map((m) => {
              const usable = m.policy.effective_date <= today && m.policy.expiry >= today;
              return (
                <li key={m.policy.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4">
                  <div>
                    <p className="font-semibold"><bdi>{locale === 'ar' ? m.customer.name_ar : m.customer.name_en}</bdi> · <Phone number={m.customer.mobile} /></p>
                    <p className="text-slate-700"><bdi>{carLabel(m.policy)}</bdi> · <span dir="ltr">{m.policy.plate_number}</span> · <span dir="ltr">{m.policy.contract_number}</span></p>
                    <p className="text-sm text-slate-600">{usable ? t('inForceUntil', { date: formatDate(m.policy.expiry) }) : t('notInForce')}</p>
                  </div>
                  {usable ? (
                    <Button variant="secondary" onClick={() => onPick(m)} aria-label={t('chooseLabel', { number: m.policy.contract_number })}>{t('choose')}</Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
