'use client';

import { useTranslations } from 'next-intl';
import { useFieldError } from '@/components/forms/useFieldError';
import { useZodForm } from '@/components/forms/useZodForm';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useRouter } from '@/lib/i18n/navigation';
import { CLAIM_STATES, deskClaimsQuery } from '@/lib/validation/claim';
import type { DeskFilter } from './queries';

export const DESK_STATUSES = ['open', 'overdue', ...CLAIM_STATES, 'all'] as const;

/** The list's filter: a state and a search, sent to the address (`?status=…&q=…`). */
export function ClaimsFilter({ filter }: { filter: DeskFilter }) {
  const t = useTranslations('claimsDesk.list');
  const states = useTranslations('claims.states');
  const router = useRouter();
  const form = useZodForm(deskClaimsQuery, { defaultValues: filter });
  const error = useFieldError(form.formState.errors);
  const show = form.handleSubmit(({ status, q }) => {
    router.push({ pathname: '/claims-desk', query: q ? { status, q } : { status } });
  });
  return (
    <form method="get" onSubmit={show} noValidate role="search" aria-label={t('filter')}
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-start">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="claims-status" className="font-medium text-slate-800">{t('status')}</label>
        <select id="claims-status" {...form.register('status')} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3">
          {DESK_STATUSES.map((s) => (
            <option key={s} value={s}>{s === 'open' || s === 'overdue' || s === 'all' ? t(`statuses.${s}`) : states(s)}</option>
          ))}
        </select>
      </div>
      <TextField type="search" label={t('search')} hint={t('searchHint')} {...form.register('q')} error={error('q')} autoComplete="off" />
      <Button type="submit" className="sm:mt-[1.875rem]">{t('show')}</Button>
    </form>
  );
}
