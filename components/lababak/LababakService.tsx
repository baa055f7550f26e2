'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { FlowShell } from '@/components/flow/FlowShell';
import { useStepFlow } from '@/components/flow/useStepFlow';
import { ApiError } from '@/lib/api/errors';
import { forgetDrafts } from '@/lib/flow/drafts';
import { formatList, formatSlot } from '@/lib/format';
import { useRouter } from '@/lib/i18n/navigation';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { isRecordId } from '@/lib/validation/record-id';
import { claimPrefill, type ClaimStart } from './from-claim';
import { lababakFlow, type LababakData } from './flow';
import { ReviewStep, useSameDayPeriods, type SameDay } from './steps/ReviewSteps';
import { NotesStep } from './steps/NotesStep';
import { ContractStep, MovementStep } from './steps/SimpleSteps';
import { DateStep, LocationStep } from './steps/WhereWhenSteps';
import { useBookingError } from './useBookingError';

/**
 * Where the booking starts, decided by the page from the customer's own contracts (lib/model/bookings/bookable)
 * and, booked from a car claim, what the claim already answered.
 */
export type Start = { contractId: number | null; only: boolean; refused: boolean; claim?: ClaimStart | null };

/**
 * The service request on the step-flow helper, from the car contract: the page preselects the contract
 * a Book link named (once it checked it is the customer's, in force) or their only one, and the flow
 * opens on the first question the contract cannot answer. The booking is sent from the review.
 */
export function LababakService({ start }: { start: Start }) {
  const t = useTranslations('lababak');
  const locale = useLocale();
  const api = useBrowserApi();
  const router = useRouter();
  const flow = useStepFlow(lababakFlow);
  // `?claim=`: opened from a claim's "Book the assessor" (the page read the claim into start.claim when it is the customer's).
  const claimParam = useSearchParams().get('claim');
  const claim = start.claim?.id ?? (isRecordId(claimParam) ? Number(claimParam) : null);
  const bookingError = useBookingError();
  // A check before sending (the car's period is taken): not the send's own failure.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sameDay, setSameDay] = useState<Omit<SameDay, 'periods'> & { answered: string[] }>({ confirmed: false, missing: false, answered: [] });
  const me = useQuery({ queryKey: ['current-user'], queryFn: () => api().getCurrentUser() });

  const { ready, update, prefill, data } = flow;
  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    const fromClaim = start.claim && data.location === undefined ? claimPrefill(start.claim) : null;
    if (start.contractId && (fromClaim || data.policy_id !== start.contractId || data.only_contract !== start.only)) {
      prefill({ policy_id: start.contractId, only_contract: start.only, ...fromClaim?.values }, ['contract', ...(fromClaim?.done ?? [])]);
    }
  }, [ready, start, data.policy_id, data.only_contract, data.location, prefill]);
  useEffect(() => {
    const user = me.data?.user;
    if (ready && user && data.name === undefined) update({ name: locale === 'ar' ? user.name_ar : user.name_en, phone: user.mobile });
  }, [ready, me.data, data.name, update, locale]);

  const listed = useSameDayPeriods(data);
  const periods = [...new Set([...listed, ...sameDay.answered])];

  function otherDay() {
    setSameDay({ confirmed: false, missing: false, answered: [] });
    setRefusal(null);
    flow.update({ time_period: undefined });
    // The date step opens on the day chosen, without the period that was refused.
    forgetDrafts(`${lababakFlow.id}:date`);
    flow.reopen('date');
    flow.goTo('date');
  }

  const booking = useMutation({
    mutationFn: async (d: LababakData) => {
      const booked = await api().createAppointment({
        body: {
          policy_id: d.policy_id, can_move: d.can_move, towing: d.towing, date: d.date, time_period: d.time_period,
          note: d.note, name: d.name, phone: d.phone, location: { lat: d.location.lat, lng: d.location.lng, address: d.location.address },
          photos: (d.photos ?? []).map((p) => p.id), confirm_same_day: sameDay.confirmed,
        },
      });
      // Booked from a claim (its "Book the assessor"): the appointment joins the claim. The booking stands
      // whatever this answers; the claim's page then still offers to book.
      if (claim) await api().linkClaimAssessor({ params: { id: claim }, body: { appointment_id: booked.appointment.id } }).catch(() => undefined);
      return booked;
    },
    onSuccess: ({ appointment }) => {
      flow.finish();
      router.push({ pathname: '/lababak-service/success', query: { id: appointment.id, ...(claim ? { claim } : {}) } });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === 'period_full') {
        const free = (failure.details.available as string[] | undefined) ?? [];
        setNotice(free.length ? t('errors.periodFullWithFree', { periods: formatList(free.map((p) => formatSlot(p, locale)), locale) }) : t('errors.period_full'));
        otherDay();
      } else if (failure instanceof ApiError && failure.code === 'same_car_same_day') {
        // Another appointment the list did not show yet (booked elsewhere, another contract of the plate): ask.
        setSameDay({ confirmed: false, missing: true, answered: (failure.details.periods as string[] | undefined) ?? [] });
      }
    },
  });
  // The answers that lead elsewhere (another day, the confirmation) are not shown as a failure.
  const failure = booking.isError && !(booking.error instanceof ApiError && ['period_full', 'same_car_same_day'].includes(booking.error.code))
    ? bookingError(booking.error) : null;

  function book() {
    const d = flow.data as LababakData;
    setRefusal(null);
    booking.reset();
    if (periods.includes(d.time_period)) return setRefusal(t('policy.samePeriod'));
    if (periods.length > 0 && !sameDay.confirmed) return setSameDay((s) => ({ ...s, missing: true }));
    booking.mutate(d);
  }

  const key = flow.step.key;
  const d = flow.data;
  return (
    <FlowShell flow={flow} placeholder={<p className="mt-4">{t('loading')}</p>}>
      {key === 'contract' ? <ContractStep defaults={d} refused={start.refused} onDone={flow.next} />
        : key === 'movement' ? <MovementStep defaults={d} onDone={flow.next} onBack={d.only_contract ? undefined : flow.back} />
        : key === 'location' ? <LocationStep defaults={d} onDone={flow.next} onBack={flow.back} />
        : key === 'date' ? <DateStep defaults={d} draft={`${lababakFlow.id}:date`} notice={notice} onDone={(v) => { setNotice(null); setSameDay({ confirmed: false, missing: false, answered: [] }); flow.next(v); }} onBack={flow.back} />
        : key === 'notes' ? <NotesStep defaults={d} onDone={flow.next} onBack={flow.back} />
        : (
          <ReviewStep data={d} claimReference={start.claim?.reference} href={flow.href} onBack={flow.back} onBook={book} busy={booking.isPending || booking.isSuccess} error={refusal ?? failure}
            sameDay={{ ...sameDay, periods }} onSameDay={(v) => setSameDay((s) => ({ ...s, ...v }))} onOtherDay={otherDay} />
        )}
    </FlowShell>
  );
}
