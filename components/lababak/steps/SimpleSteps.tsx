'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { inForce } from '@/lib/bookings/bookable';
import { carLabel } from '@/lib/contracts/car-label';
import { Link } from '@/lib/i18n/navigation';
import { policiesQuery } from '@/lib/query/policies';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { Choice } from '../Choice';

type StepProps<V> = { defaults: Partial<V>; onDone: (values: V) => void; onBack?: () => void };

const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

/**
 * The first step: which of the customer's car contracts in force (car and plate shown). The car, its
 * plate and kind come from the contract; `refused` says the link named a contract that is not theirs or not in force.
 */
export function ContractStep({ defaults, onDone, refused }: StepProps<{ policy_id: number }> & { refused: boolean }) {
  const t = useTranslations('lababak');
  const { data, isPending, isError } = useQuery(policiesQuery(useBrowserApi()));
  const [value, setValue] = useState(defaults.policy_id);
  const [error, setError] = useState<string>();
  const cars = (data ?? []).filter((p) => inForce(p));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value || !cars.some((c) => c.id === value)) return setError(t('chooseOne'));
    onDone({ policy_id: value });
  };
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-6">
      {refused ? <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">{t('car.refused')}</p> : null}
      {isPending ? <p>{t('loading')}</p> : isError ? <p className="text-red-700">{t('loadFailed')}</p> : cars.length === 0 ? (
        <p className="rounded-lg border border-slate-300 px-4 py-3">
          {t('car.none')} <Link href="/dashboard/motor" className="font-semibold text-brand-700 underline">{t('car.toContracts')}</Link>
        </p>
      ) : (
        <Choice legend={t('car.legend')} name="policy_id" value={value} onChange={setValue} error={error}
          options={cars.map((p) => ({ value: p.id, label: carLabel(p), hint: t.rich('car.plate', { plate: p.plate_number ?? '', number: p.contract_number, ltr }) }))} />
      )}
      <StepNav />
    </form>
  );
}

export function MovementStep({ defaults, onDone, onBack }: StepProps<{ can_move: boolean; towing: boolean }>) {
  const t = useTranslations('lababak');
  const [canMove, setCanMove] = useState(defaults.can_move);
  const [towing, setTowing] = useState(defaults.towing);
  const [error, setError] = useState<string>();
  const yesNo = [{ value: true, label: t('yes') }, { value: false, label: t('no') }];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canMove === undefined || towing === undefined) return setError(t('answerBoth'));
    onDone({ can_move: canMove, towing });
  };
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-6">
      <Choice legend={t('movement.canMove')} name="can_move" value={canMove} onChange={setCanMove} options={yesNo} error={canMove === undefined ? error : undefined} />
      <Choice legend={t('movement.towing')} name="towing" value={towing} onChange={setTowing} options={yesNo} error={towing === undefined ? error : undefined} />
      <StepNav onBack={onBack} />
    </form>
  );
}
