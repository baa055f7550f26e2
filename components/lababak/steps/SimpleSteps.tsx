'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { inForce } from '@/lib/model/bookings/bookable';
import { carLabel } from '@/lib/model/contracts/car-label';
import { Link } from '@/lib/i18n/navigation';
import { policiesQuery } from '@/lib/query/policies';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { Choice } from '../Choice';
import { contractSchema, lababakFlow, movementSchema } from '../flow';

type StepProps<V> = { defaults: Partial<V>; onDone: (values: V) => void; onBack?: () => void };

const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

/**
 * The first step: which of the customer's car contracts in force (car and plate shown). The car, its
 * plate and kind come from the contract; `refused` says the link named a contract that is not theirs or not in force.
 */
export function ContractStep({ defaults, onDone, refused }: StepProps<{ policy_id: number }> & { refused: boolean }) {
  const t = useTranslations('lababak');
  const { data, isPending, isError } = useQuery(policiesQuery(useBrowserApi()));
  const form = useZodForm(contractSchema, { defaultValues: { policy_id: defaults.policy_id } });
  useFormDraft(form, `${lababakFlow.id}:contract`);
  const error = useFieldError(form.formState.errors);
  const cars = (data ?? []).filter((p) => inForce(p));
  // A contract no longer among those in force (a draft from before it ended) is not booked.
  const submit = form.handleSubmit((values) => cars.some((c) => c.id === values.policy_id)
    ? onDone(values) : form.setError('policy_id', { message: 'lababak.validation.contract' }, { shouldFocus: true }));
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-6">
      {refused ? <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">{t('car.refused')}</p> : null}
      {isPending ? <p>{t('loading')}</p> : isError ? <p className="text-red-700">{t('loadFailed')}</p> : cars.length === 0 ? (
        <p className="rounded-lg border border-slate-300 px-4 py-3">
          {t('car.none')} <Link href="/dashboard/motor" className="font-semibold text-brand-700 underline">{t('car.toContracts')}</Link>
        </p>
      ) : (
        <Controller control={form.control} name="policy_id" render={({ field }) => (
          <Choice legend={t('car.legend')} name={field.name} value={field.value} onChange={field.onChange} error={error('policy_id')}
            options={cars.map((p) => ({ value: p.id, label: carLabel(p), hint: t.rich('car.plate', { plate: p.plate_number ?? '', number: p.contract_number, ltr }) }))} />
        )} />
      )}
      <StepNav />
    </form>
  );
}

export function MovementStep({ defaults, onDone, onBack }: StepProps<{ can_move: boolean; towing: boolean }>) {
  const t = useTranslations('lababak');
  const form = useZodForm(movementSchema, { defaultValues: { can_move: defaults.can_move, towing: defaults.towing } });
  useFormDraft(form, `${lababakFlow.id}:movement`);
  const error = useFieldError(form.formState.errors);
  const yesNo = [{ value: true, label: t('yes') }, { value: false, label: t('no') }];
  return (
    <form method="post" onSubmit={form.handleSubmit(onDone)} noValidate className="mt-4 flex flex-col gap-6">
      <Controller control={form.control} name="can_move" render={({ field }) => (
        <Choice legend={t('movement.canMove')} name={field.name} value={field.value} onChange={field.onChange} options={yesNo} error={error('can_move')} />
      )} />
      <Controller control={form.control} name="towing" render={({ field }) => (
        <Choice legend={t('movement.towing')} name={field.name} value={field.value} onChange={field.onChange} options={yesNo} error={error('towing')} />
      )} />
      <StepNav onBack={onBack} />
    </form>
  );
}
