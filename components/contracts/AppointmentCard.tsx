import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CarName } from '@/components/lababak/CarName';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { SlotRange } from '@/components/ui/Range';
import { appointmentActions } from '@/lib/model/bookings/actions';
import { mapsLink } from '@/lib/config/company';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { Typed } from '@/components/ui/Typed';

const statusTone = {
  booked: 'border-brand-100 bg-brand-50 text-brand-900',
  confirmed: 'border-green-300 bg-green-50 text-green-800',
  on_the_way: 'border-amber-300 bg-amber-50 text-amber-900',
  assessed: 'border-green-300 bg-green-50 text-green-800',
  cancelled: 'border-slate-300 bg-slate-100 text-slate-700',
} as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** A Lababak accident-assessment appointment: when, which car, towing, where, and its state. */
export function AppointmentCard({ appointment: a }: { appointment: Appointment }) {
  const t = useTranslations('contracts.appointments');
  const titleId = `appointment-${a.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-brand-900">
          {t.rich('label', { date: formatDate(a.date), ltr: (chunks) => <span dir="ltr">{chunks}</span> })}
        </h3>
        <p className={`rounded-full border px-3 py-1 text-sm font-semibold ${statusTone[a.status]}`}>{t(`status.${a.status}`)}</p>
      </header>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 lg:grid-cols-3">
        <Row label={t('date')}><span dir="ltr">{formatDate(a.date)}</span></Row>
        <Row label={t('time')}><SlotRange slot={a.time_period} /></Row>
        <Row label={t('car')}><CarName car={a.car} /></Row>
        <Row label={t('towing')}>{a.towing ? t('yes') : t('no')}</Row>
        <Row label={t('location')}>
          <Typed>{a.location.address}</Typed>{' '}
          <a href={mapsLink(a.location.lat, a.location.lng)} target="_blank" rel="noopener noreferrer" className="text-sm font-normal text-brand-700 underline">{t('map')}</a>
        </Row>
        {a.note && <Row label={t('note')}><Typed>{a.note}</Typed></Row>}
        {a.status === 'cancelled' && a.cancel_note && <Row label={t('cancelNote')}><Typed>{a.cancel_note}</Typed></Row>}
      </dl>
      {/* A closed appointment (cancelled, assessed) is only viewed: changing and cancelling are over. */}
      <Link
        href={{ pathname: '/appointment-preview', query: { id: a.id } }}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        aria-describedby={titleId}
      >
        {appointmentActions(a.status).change ? t('open') : t('view')}
      </Link>
    </article>
  );
}
