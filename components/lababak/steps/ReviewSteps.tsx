'use client';

import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useProductName } from '@/components/contracts/ProductName';
import { StepNav } from '@/components/flow/StepNav';
import { carLabel } from '@/lib/contracts/car-label';
import { formatDate } from '@/lib/format';
import { policiesQuery } from '@/lib/query/policies';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { AppointmentFacts } from '../AppointmentFacts';
import type { LababakData } from '../flow';

type Props = { data: Partial<LababakData>; onBack: () => void; href: (step: string) => string };

function usePolicy(id: number | undefined) {
  const { data } = useQuery(policiesQuery(useBrowserApi()));
  return data?.find((p) => p.id === id);
}

/** Details: everything entered, each with a way back to its step. */
export function DetailsStep({ data, onBack, onNext, href }: Props & { onNext: () => void }) {
  const t = useTranslations('lababak');
  const policy = usePolicy(data.policy_id);
  const stepOf = { car: 'car', movement: 'movement', location: 'location', date: 'date', notes: 'notes' } as const;
  return (
    <div className="mt-4 flex flex-col gap-6">
      <AppointmentFacts
        facts={{ ...data, car: policy ? `${carLabel(policy)} (${policy.plate_number ?? ''})` : '' }}
        change={(field) => (
          <NextLink href={href(stepOf[field])} className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('change')}<span className="sr-only"> {t(`facts.${field === 'notes' ? 'contact' : field === 'date' ? 'when' : field}`)}</span>
          </NextLink>
        )}
      />
      <StepNav onBack={onBack} onNext={onNext} />
    </div>
  );
}

/** Get policy: the contract the assessment is for; booking is sent from here. */
export function PolicyStep({ data, onBack, onBook, busy, error }: Omit<Props, 'href'> & { onBook: () => void; busy: boolean; error: string | null }) {
  const t = useTranslations('lababak');
  const policy = usePolicy(data.policy_id);
  const productName = useProductName();
  return (
    <div className="mt-4 flex flex-col gap-6">
      {policy ? (
        <dl className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <div><dt className="text-sm text-slate-600">{t('facts.contract')}</dt><dd className="font-semibold" dir="ltr">{policy.contract_number}</dd></div>
          <div><dt className="text-sm text-slate-600">{t('facts.car')}</dt><dd className="font-semibold"><bdi>{carLabel(policy)}</bdi> · <span dir="ltr">{policy.plate_number}</span></dd></div>
          <div><dt className="text-sm text-slate-600">{t('policy.cover')}</dt><dd className="font-semibold">{productName(policy)}</dd></div>
          <div><dt className="text-sm text-slate-600">{t('policy.validUntil')}</dt><dd className="font-semibold" dir="ltr">{formatDate(policy.expiry)}</dd></div>
        </dl>
      ) : <p>{t('loading')}</p>}
      <p className="text-slate-700">{t('policy.confirm')}</p>
      {error ? <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{error}</div> : null}
      <StepNav onBack={onBack} onNext={onBook} busy={busy} nextLabel={t('policy.book')} busyLabel={t('policy.booking')} />
    </div>
  );
}
