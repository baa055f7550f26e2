'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FlowShell } from '@/components/flow/FlowShell';
import { useStepFlow } from '@/components/flow/useStepFlow';
import { ApiError } from '@/lib/api/errors';
import { formatList, formatSlot } from '@/lib/format';
import { useRouter } from '@/lib/i18n/navigation';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { lababakFlow, type LababakData } from './flow';
import { DetailsStep, PolicyStep } from './steps/ReviewSteps';
import { NotesStep } from './steps/NotesStep';
import { CarStep, CarTypeStep, MovementStep } from './steps/SimpleSteps';
import { DateStep, LocationStep } from './steps/WhereWhenSteps';
import { useBookingError } from './useBookingError';

/**
 * The service request on the step-flow helper. `?policyId=` (from a motor contract's Book button)
 * preselects the car; the booking is sent from the last step, and success is its own page.
 */
export function LababakService() {
  const t = useTranslations('lababak');
  const locale = useLocale();
  const api = useBrowserApi();
  const router = useRouter();
  const params = useSearchParams();
  const flow = useStepFlow(lababakFlow);
  const bookingError = useBookingError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const me = useQuery({ queryKey: ['current-user'], queryFn: () => api().getCurrentUser() });

  const preselect = Number(params.get('policyId'));
  const { ready, update, data } = flow;
  useEffect(() => {
    if (ready && Number.isInteger(preselect) && preselect > 0 && data.policy_id !== preselect) update({ policy_id: preselect });
  }, [ready, preselect, data.policy_id, update]);
  useEffect(() => {
    const user = me.data?.user;
    if (ready && user && data.name === undefined) update({ name: locale === 'ar' ? user.name_ar : user.name_en, phone: user.mobile });
  }, [ready, me.data, data.name, update, locale]);

  async function book() {
    const d = flow.data as LababakData;
    setBusy(true);
    setError(null);
    try {
      const { location } = d;
      const { appointment } = await api().createAppointment({
        body: {
          policy_id: d.policy_id, car_type: d.car_type, can_move: d.can_move, towing: d.towing, date: d.date, time_period: d.time_period,
          note: d.note, name: d.name, phone: d.phone, location: { lat: location.lat, lng: location.lng, address: location.address },
          photos: (d.photos ?? []).map((p) => p.id),
        },
      });
      flow.finish();
      router.push({ pathname: '/lababak-service/success', query: { id: appointment.id } });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'period_full') {
        const free = (failure.details.available as string[] | undefined) ?? [];
        setNotice(free.length ? t('errors.periodFullWithFree', { periods: formatList(free.map((p) => formatSlot(p, locale)), locale) }) : t('errors.period_full'));
        flow.update({ time_period: undefined });
        flow.reopen('date');
        flow.goTo('date');
      } else {
        setError(bookingError(failure));
      }
      setBusy(false);
    }
  }

  const key = flow.step.key;
  const d = flow.data;
  return (
    <FlowShell flow={flow} placeholder={<p className="mt-4">{t('loading')}</p>}>
      {key === 'car-type' ? <CarTypeStep defaults={d} onDone={flow.next} />
        : key === 'car' ? <CarStep defaults={d} onDone={flow.next} onBack={flow.back} />
        : key === 'movement' ? <MovementStep defaults={d} onDone={flow.next} onBack={flow.back} />
        : key === 'location' ? <LocationStep defaults={d} onDone={flow.next} onBack={flow.back} />
        : key === 'date' ? <DateStep defaults={d} notice={notice} onDone={(v) => { setNotice(null); flow.next(v); }} onBack={flow.back} />
        : key === 'notes' ? <NotesStep defaults={d} onDone={flow.next} onBack={flow.back} />
        : key === 'details' ? <DetailsStep data={d} onBack={flow.back} onNext={() => flow.next()} href={flow.href} />
        : <PolicyStep data={d} onBack={flow.back} onBook={book} busy={busy} error={error} />}
    </FlowShell>
  );
}
