'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { Choice } from '@/components/lababak/Choice';
import { LocationPicker, type CheckedLocation } from '@/components/lababak/LocationPicker';
import { Ltr } from '@/components/ui/Ltr';
import { TextField } from '@/components/ui/TextField';
import { addDays, ammanDay } from '@/lib/calendar/days';
import { CLAIM_EVENTS, CLAIM_REPORT_WINDOW_DAYS, type ClaimEvent } from '@/lib/config/claims';
import { mapsLink } from '@/lib/config/company';
import { policiesQuery } from '@/lib/query/policies';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { ContractChoice } from './ContractChoice';
import { reportFlow, whatSchema, type ReportData } from './flow';
import { useServerFields, type ServerFields } from './server-fields';
import { claimable } from './start';
import { Typed } from '@/components/ui/Typed';

type Values = Pick<ReportData, 'policy_id' | 'line' | 'event' | 'occurred_on' | 'occurred_time' | 'location'>;
type Props = { defaults: Partial<ReportData>; refused: boolean; serverFields: ServerFields; onDone: (values: Values) => void };

/** The first step: which contract, what happened (the line's events), the day and the hour, and where (a car's is required). */
export function WhatStep({ defaults, refused, serverFields, onDone }: Props) {
  const t = useTranslations('claimReport.what');
  const events = useTranslations('claims.events');
  const { data: policies, isPending, isError } = useQuery(policiesQuery(useBrowserApi()));
  const form = useZodForm(whatSchema, {
    defaultValues: {
      policy_id: defaults.policy_id, line: defaults.line, event: defaults.event, occurred_on: defaults.occurred_on ?? '',
      occurred_time: defaults.occurred_time ?? '', location: defaults.location ?? null,
    },
  });
  useFormDraft(form, `${reportFlow.id}:what`);
  useServerFields(form, serverFields, 'what');
  const error = useFieldError(form.formState.errors);
  const open = (policies ?? []).filter((p) => claimable(p));
  const line = form.watch('line');
  const today = ammanDay(new Date());

  // What goes on is the picker's whole place (how it was given, its area), not only what the schema reads.
  const submit = form.handleSubmit((values) => open.some((p) => p.id === values.policy_id)
    ? onDone({ ...values, location: (form.getValues('location') as CheckedLocation | null) ?? null } as Values)
    : form.setError('policy_id', { message: 'claimReport.validation.policy' }, { shouldFocus: true }));

  const place = (value: CheckedLocation) => (
    <p className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
      {t.rich('place', { place: value.address, bdi: (chunks) => <Typed>{chunks}</Typed> })}{' '}
      <a href={mapsLink(value.lat, value.lng)} target="_blank" rel="noopener noreferrer" className="font-semibold underline underline-offset-2">{t('openMap')}</a>
    </p>
  );
  // A place is checked as soon as it is given: one outside Jordan is said at once, not on Next.
  const picker = (
    <Controller control={form.control} name="location" render={({ field }) => (
      <LocationPicker value={(field.value as CheckedLocation | null) ?? undefined}
        onChange={(v) => { field.onChange(v ?? null); if (v) void form.trigger('location'); }}
        how={t('how')} describe={place} error={error('location') ?? error('location.address')} />
    )} />
  );

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-6">
      {isPending ? <p>{t('loading')}</p> : isError ? <p role="alert" className="text-red-700">{t('loadFailed')}</p> : (
        <Controller control={form.control} name="policy_id" render={({ field }) => (
          <ContractChoice contracts={open} value={field.value} refused={refused} error={error('policy_id')} onChange={(p) => {
            field.onChange(p.id);
            form.setValue('line', p.line);
            const event = form.getValues('event');
            if (event && !(CLAIM_EVENTS[p.line] as readonly string[]).includes(event)) form.setValue('event', undefined as never);
            // A trip abroad is not placed on the picker: a place chosen for another contract is not sent with it.
            if (p.line === 'travel') form.setValue('location', null);
          }} />
        )} />
      )}
      {line ? (
        <Controller control={form.control} name="event" render={({ field }) => (
          <Choice legend={t('event')} name={field.name} value={field.value} onChange={field.onChange} error={error('event')}
            options={(CLAIM_EVENTS[line] as readonly ClaimEvent[]).map((e) => ({ value: e, label: events(e) }))} />
        )} />
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-medium text-slate-800">{t('when')}</legend>
        <TextField type="date" label={t('day')} {...form.register('occurred_on')} max={today} min={addDays(today, -CLAIM_REPORT_WINDOW_DAYS)} ltr error={error('occurred_on')} />
        <TextField type="time" label={t('time')} hint={t.rich('timeHint', { ltr: (chunks) => <Ltr>{chunks}</Ltr> })} {...form.register('occurred_time')} ltr error={error('occurred_time')} />
      </fieldset>
      {line === 'motor' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="font-medium text-slate-800">{t('where')}</legend>
          <p className="text-sm text-slate-600">{t('whereHint')}</p>
          {picker}
        </fieldset>
      ) : line && line !== 'travel' ? (
        <details open={Boolean(form.getValues('location'))} className="rounded-lg border border-slate-200 px-4 py-2">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700">{t('whereOptional')}</summary>
          <div className="mt-2 pb-2">{picker}</div>
        </details>
      ) : null}
      <StepNav />
    </form>
  );
}
