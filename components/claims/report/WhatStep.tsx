'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
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
import { CLAIM_REPORT_WINDOW_DAYS } from '@/lib/config/claims';
import { mapsLink } from '@/lib/config/company';
import { formatDate } from '@/lib/format';
import { claimEventsOf, paysOnlyOthers } from '@/lib/model/claims/covers';
import { policiesQuery } from '@/lib/query/policies';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { ContractChoice } from './ContractChoice';
import { outsideCover, reportFlow, whatSchema, type ReportData } from './flow';
import { useServerFields, type ServerFields } from './server-fields';
import { claimable } from './start';
import { Typed } from '@/components/ui/Typed';

type Values = Pick<ReportData, 'policy_id' | 'line' | 'segment_code' | 'event' | 'occurred_on' | 'occurred_time' | 'location'>;
type Props = { defaults: Partial<ReportData>; refused: boolean; serverFields: ServerFields; onDone: (values: Values) => void };

/**
 * The first step: which contract, what happened (the events its covers pay: claimEventsOf), the day and
 * the hour, and where (a car's is required). A third-party car contract says plainly what it does not pay.
 */
export function WhatStep({ defaults, refused, serverFields, onDone }: Props) {
  const t = useTranslations('claimReport.what');
  const eventName = useTranslations('claims.events');
  const { data: policies, isPending, isError } = useQuery(policiesQuery(useBrowserApi()));
  const form = useZodForm(whatSchema, {
    defaultValues: {
      policy_id: defaults.policy_id, line: defaults.line, segment_code: defaults.segment_code ?? '', event: defaults.event, occurred_on: defaults.occurred_on ?? '',
      occurred_time: defaults.occurred_time ?? '', location: defaults.location ?? null,
    },
  });
  useFormDraft(form, `${reportFlow.id}:what`);
  useServerFields(form, serverFields, 'what');
  const error = useFieldError(form.formState.errors);
  const open = (policies ?? []).filter((p) => claimable(p));
  const line = form.watch('line');
  const chosen = open.find((p) => p.id === form.watch('policy_id'));
  const events = chosen ? claimEventsOf(chosen.line, chosen.segment_code) : [];
  const today = ammanDay(new Date());
  // A contract chosen before the list came (a link's, a draft's): its product code once the list has it.
  useEffect(() => {
    if (chosen && form.getValues('segment_code') !== chosen.segment_code) form.setValue('segment_code', chosen.segment_code);
  }, [chosen, form]);

  // What goes on is the picker's whole place (how it was given, its area), not only what the schema reads.
  const submit = form.handleSubmit((values) => {
    const contract = open.find((p) => p.id === values.policy_id);
    if (!contract) return form.setError('policy_id', { message: 'claimReport.validation.policy' }, { shouldFocus: true });
    if (outsideCover(values.occurred_on, contract)) return form.setError('occurred_on', { message: 'claimReport.validation.dayOutsideCover' }, { shouldFocus: true });
    onDone({ ...values, location: (form.getValues('location') as CheckedLocation | null) ?? null } as Values);
  });
  const earliest = addDays(today, -CLAIM_REPORT_WINDOW_DAYS);

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
            form.setValue('segment_code', p.segment_code);
            const event = form.getValues('event');
            if (event && !claimEventsOf(p.line, p.segment_code).includes(event)) form.setValue('event', undefined as never);
            // A trip abroad is not placed on the picker: a place chosen for another contract is not sent with it.
            if (p.line === 'travel') form.setValue('location', null);
          }} />
        )} />
      )}
      {chosen && paysOnlyOthers(chosen.line, chosen.segment_code) ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950" data-testid="third-party-only">{t('thirdPartyOnly')}</p>
      ) : null}
      {chosen ? (
        <Controller control={form.control} name="event" render={({ field }) => (
          <Choice legend={t('event')} name={field.name} value={field.value} onChange={field.onChange} error={error('event')}
            options={events.map((e) => ({ value: e, label: eventName(e) }))} />
        )} />
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-medium text-slate-800">{t('when')}</legend>
        {/* The cover's dates beside the day, before it is typed: the first step refuses a day outside them. */}
        <TextField type="date" label={t('day')} {...form.register('occurred_on')} max={today}
          min={chosen && chosen.effective_date.slice(0, 10) > earliest ? chosen.effective_date.slice(0, 10) : earliest} ltr error={error('occurred_on')}
          hint={chosen ? t.rich('coverDays', { from: formatDate(chosen.effective_date), to: formatDate(chosen.expiry), ltr: (chunks) => <Ltr>{chunks}</Ltr> }) : undefined} />
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
