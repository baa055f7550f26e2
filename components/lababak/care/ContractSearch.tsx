'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { Phone } from '@/components/ui/Phone';
import type { ContractMatch } from '@/lib/api/endpoints/bookings';
import { carLabel } from '@/lib/model/contracts/car-label';
import { ammanDay } from '@/lib/calendar/days';
import { formatDate } from '@/lib/format';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { STAFF_SEARCH_KEYS, staffSearch, type StaffSearchKey } from '@/lib/validation/appointment';
import { useBookingError } from '../useBookingError';
import { careBookingFlow } from './flow';

type SearchValues = { by?: StaffSearchKey; q?: string };

/** The search form both staff searches share: which key, and its value (fields of the caller's form). */
export function SearchKeyFields<T extends SearchValues>({ form }: { form: UseFormReturn<T, unknown, unknown> }) {
  const t = useTranslations('lababakCare.search');
  const own = form as unknown as UseFormReturn<SearchValues, unknown, unknown>;
  const error = useFieldError(own.formState.errors);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="flex flex-col gap-1.5">
        <span className="font-medium text-slate-800">{t('by')}</span>
        <select {...own.register('by')} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3">
          {STAFF_SEARCH_KEYS.map((k) => <option key={k} value={k}>{t(`key.${k}`)}</option>)}
        </select>
      </label>
      <TextField label={t('value')} {...own.register('q')} ltr maxLength={40} error={error('q')} />
    </div>
  );
}

/** Finds a customer's motor contract by mobile, national ID, plate or contract number, and picks it. */
export function ContractSearch({ onPick }: { onPick: (m: ContractMatch) => void }) {
  const t = useTranslations('lababakCare.search');
  const locale = useLocale();
  const api = useBrowserApi();
  const bookingError = useBookingError();
  const form = useZodForm(staffSearch, { defaultValues: { by: 'plate', q: '' } });
  useFormDraft(form, `${careBookingFlow.id}:contract`);
  const search = useMutation({
    mutationFn: (query: z.output<typeof staffSearch>) => api().searchContracts({ query }).then((answer) => answer.results),
    onError: (failure) => applyServerErrors(form.setError, failure),
  });
  const results = search.data ?? null;
  const today = ammanDay(new Date());

  return (
    <div className="mt-4 flex flex-col gap-4">
      <form method="post" onSubmit={form.handleSubmit((query) => search.mutate(query))} noValidate className="flex flex-col gap-3" role="search" aria-label={t('contracts')}>
        <SearchKeyFields form={form} />
        <Button type="submit" disabled={search.isPending} className="self-start">{t('find')}</Button>
      </form>
      <div aria-live="polite">
        {search.isError ? <p role="alert" className="text-red-700">{bookingError(search.error)}</p> : null}
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
