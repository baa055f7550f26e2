'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import type { AppointmentSlot } from '@/lib/config/bookings';
import { DayAndPeriod } from '../DayAndPeriod';
import { LocationPicker, type CheckedLocation } from '../LocationPicker';

type StepProps<V> = { defaults: Partial<V>; onDone: (values: V) => void; onBack?: () => void };

export function LocationStep({ defaults, onDone, onBack }: StepProps<{ location: CheckedLocation }>) {
  const t = useTranslations('lababak');
  const [location, setLocation] = useState(defaults.location);
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!location) return setError(t('location.required'));
    if (!location.approved) return setError(t('location.refused'));
    onDone({ location });
  };
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-6">
      <LocationPicker value={location} onChange={(v) => { setLocation(v); setError(undefined); }} error={error} />
      {error && location ? <p className="text-sm text-red-700">{error}</p> : null}
      <StepNav onBack={onBack} />
    </form>
  );
}

type When = { date: string; time_period: AppointmentSlot };

export function DateStep({ defaults, onDone, onBack, notice, staff }: StepProps<When> & { notice?: string | null; staff?: boolean }) {
  const t = useTranslations('lababak');
  const [day, setDay] = useState(defaults.date);
  const [period, setPeriod] = useState(defaults.time_period);
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!day || !period) return setError(t('date.required'));
    onDone({ date: day, time_period: period });
  };
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-6">
      {notice ? <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">{notice}</p> : null}
      <DayAndPeriod day={day} period={period} error={error} staff={staff}
        onDay={(d) => { setDay(d); setPeriod(undefined); }} onPeriod={(p) => { setPeriod(p); setError(undefined); }} />
      <StepNav onBack={onBack} />
    </form>
  );
}
