'use client';

import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useProductName } from '@/components/contracts/ProductName';
import { StepNav } from '@/components/flow/StepNav';
import { carLabel } from '@/lib/model/contracts/car-label';
import { formatDate } from '@/lib/format';
import { appointmentsQuery, policiesQuery } from '@/lib/query/policies';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { AppointmentFacts } from '../AppointmentFacts';
import type { LababakData } from '../flow';
import { SameDayWarning } from '../SameDayWarning';

/** `periods`: what the customer's list shows and what the server answered (a 409), together. */
export type SameDay = { confirmed: boolean; missing: boolean; periods: string[] };

type Props = {
  data: Partial<LababakData>;
  /** Booked from a claim: its reference, named first so the customer sees which claim the assessor is for. */
  claimReference?: string;
  onBack: () => void;
  href: (step: string) => string;
  onBook: () => void;
  busy: boolean;
  error: ReactNode;
  /** The confirmation of a second booking that day, and the periods of the car's other appointments that day. */
  sameDay: SameDay;
  onSameDay: (v: Partial<SameDay>) => void;
  onOtherDay: () => void;
};

/** The car's other appointments that day that are not cancelled, from the customer's own list. */
export function useSameDayPeriods(data: Partial<LababakData>): string[] {
  const { data: mine } = useQuery(appointmentsQuery(useBrowserApi()));
  return (mine ?? [])
    .filter((a) => a.policy_id === data.policy_id && a.date === data.date && a.status !== 'cancelled')
    .map((a) => a.time_period);
}

/**
 * Review and book: the contract (the car, its plate, the cover), everything entered with a way back to
 * its step, the warning when the car already has an assessment that day; booking is sent from here.
 */
export function ReviewStep({ data, claimReference, onBack, href, onBook, busy, error, sameDay, onSameDay, onOtherDay }: Props) {
  const t = useTranslations('lababak');
  const { data: policies } = useQuery(policiesQuery(useBrowserApi()));
  const policy = policies?.find((p) => p.id === data.policy_id);
  const productName = useProductName();
  const { periods } = sameDay;
  const car = policy ? `${carLabel(policy)} (${policy.plate_number ?? ''})` : '';
  const stepOf = { car: 'contract', movement: 'movement', location: 'location', date: 'date', notes: 'notes' } as const;
  return (
    <div className="mt-4 flex flex-col gap-6">
      {policy ? (
        <dl className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          {claimReference ? <div><dt className="text-sm text-slate-600">{t('facts.claim')}</dt><dd className="font-semibold" dir="ltr">{claimReference}</dd></div> : null}
          <div><dt className="text-sm text-slate-600">{t('facts.contract')}</dt><dd className="font-semibold" dir="ltr">{policy.contract_number}</dd></div>
          <div><dt className="text-sm text-slate-600">{t('policy.cover')}</dt><dd className="font-semibold">{productName(policy)}</dd></div>
          <div><dt className="text-sm text-slate-600">{t('policy.validUntil')}</dt><dd className="font-semibold" dir="ltr">{formatDate(policy.expiry)}</dd></div>
        </dl>
      ) : <p>{t('loading')}</p>}
      <AppointmentFacts
        facts={{ ...data, car }}
        change={(field) => (field === 'car' && data.only_contract ? null : (
          <NextLink href={href(stepOf[field])} className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('change')}<span className="sr-only"> {t(`facts.${field === 'notes' ? 'contact' : field === 'date' ? 'when' : field}`)}</span>
          </NextLink>
        ))}
      />
      {periods.length > 0 && data.date ? (
        <SameDayWarning car={car} day={data.date} periods={periods} period={data.time_period} confirmed={sameDay.confirmed}
          onConfirm={(confirmed) => onSameDay({ confirmed, missing: false })} missing={sameDay.missing} onOtherDay={onOtherDay} />
      ) : null}
      <p className="text-slate-700">{t('policy.confirm')}</p>
      {error ? <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{error}</div> : null}
      <StepNav onBack={onBack} onNext={onBook} busy={busy} nextLabel={t('policy.book')} busyLabel={t('policy.booking')} />
    </div>
  );
}
