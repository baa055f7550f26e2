'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FlowShell } from '@/components/flow/FlowShell';
import { StepNav } from '@/components/flow/StepNav';
import { useStepFlow } from '@/components/flow/useStepFlow';
import { ApiError } from '@/lib/api/errors';
import { forgetDrafts } from '@/lib/flow/drafts';
import { carLabel } from '@/lib/model/contracts/car-label';
import { formatList, formatSlot } from '@/lib/format';
import { useRouter } from '@/lib/i18n/navigation';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { AppointmentFacts } from '../AppointmentFacts';
import { SameDayWarning } from '../SameDayWarning';
import { DateStep } from '../steps/WhereWhenSteps';
import { useBookingError } from '../useBookingError';
import { ContractSearch } from './ContractSearch';
import { CustomerStep } from './CustomerStep';
import { careBookingFlow, type CareBookingData } from './flow';

/** Customer care books for a customer: contract, date and period, the customer's data, preview; success opens the appointment. */
export function CareBooking() {
  const t = useTranslations('lababakCare');
  const locale = useLocale();
  const api = useBrowserApi();
  const router = useRouter();
  const flow = useStepFlow(careBookingFlow);
  const bookingError = useBookingError();
  const [notice, setNotice] = useState<string | null>(null);
  // The car's other appointments that day, as the backend answered (409 same_car_same_day), and the staff's confirmation.
  const [sameDay, setSameDay] = useState({ periods: [] as string[], confirmed: false, missing: false });
  const d = flow.data;

  function otherDay() {
    setSameDay({ periods: [], confirmed: false, missing: false });
    flow.update({ time_period: undefined });
    // The date step opens on the day chosen, without the period that was refused.
    forgetDrafts(`${careBookingFlow.id}:date`);
    flow.reopen('date');
    flow.goTo('date');
  }

  const booking = useMutation({
    mutationFn: (v: CareBookingData) => api().createAppointment({
      body: {
        policy_id: v.policy_id, can_move: v.can_move, towing: v.towing, date: v.date, time_period: v.time_period,
        note: v.note, name: v.name, phone: v.phone, location: { lat: v.location.lat, lng: v.location.lng, address: v.location.address },
        confirm_same_day: sameDay.confirmed,
      },
    }),
    onSuccess: ({ appointment }) => {
      flow.finish();
      router.push({ pathname: '/appointment-preview-c', query: { id: appointment.id, booked: 1 } });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === 'period_full') {
        const free = (failure.details.available as string[] | undefined) ?? [];
        setNotice(free.length ? t('periodFullWithFree', { periods: formatList(free.map((p) => formatSlot(p, locale)), locale) }) : t('periodFull'));
        otherDay();
      } else if (failure instanceof ApiError && failure.code === 'same_car_same_day') {
        setSameDay({ periods: (failure.details.periods as string[] | undefined) ?? [], confirmed: false, missing: true });
      }
    },
  });
  // The answers that lead elsewhere (another day, the confirmation) are not shown as a failure.
  const failure = booking.isError && !(booking.error instanceof ApiError && ['period_full', 'same_car_same_day'].includes(booking.error.code))
    ? bookingError(booking.error) : null;

  function book() {
    booking.reset();
    if (sameDay.periods.length > 0 && !sameDay.confirmed) return setSameDay((s) => ({ ...s, missing: true }));
    booking.mutate(flow.data as CareBookingData);
  }

  const key = flow.step.key;
  return (
    <FlowShell flow={flow} placeholder={<p className="mt-4">…</p>}>
      {key === 'contract' ? (
        <ContractSearch onPick={(m) => { forgetDrafts(`${careBookingFlow.id}:customer`); flow.next({
          policy_id: m.policy.id, contract_number: m.policy.contract_number, car: `${carLabel(m.policy)} (${m.policy.plate_number ?? ''})`,
          customer_name: locale === 'ar' ? m.customer.name_ar : m.customer.name_en, name: undefined, phone: m.customer.mobile,
        }); }} />
      ) : key === 'date' ? (
        <DateStep staff draft={`${careBookingFlow.id}:date`} defaults={d} notice={notice} onDone={(v) => { setNotice(null); setSameDay({ periods: [], confirmed: false, missing: false }); flow.next(v); }} onBack={flow.back} />
      ) : key === 'customer' ? (
        <CustomerStep data={d} onDone={flow.next} onBack={flow.back} />
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <AppointmentFacts facts={{ ...d, contract_number: d.contract_number }} />
          {sameDay.periods.length > 0 && d.date ? (
            <SameDayWarning car={d.car ?? ''} day={d.date} periods={sameDay.periods} period={d.time_period} confirmed={sameDay.confirmed}
              onConfirm={(confirmed) => setSameDay((s) => ({ ...s, confirmed, missing: false }))} missing={sameDay.missing} onOtherDay={otherDay} />
          ) : null}
          {failure ? <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{failure}</p> : null}
          <StepNav onBack={flow.back} onNext={book} busy={booking.isPending || booking.isSuccess} nextLabel={t('book')} busyLabel={t('booking')} />
        </div>
      )}
    </FlowShell>
  );
}
