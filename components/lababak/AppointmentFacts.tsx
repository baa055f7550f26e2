'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DayAndSlot } from '@/components/ui/Range';
import { Phone } from '@/components/ui/Phone';
import { mapsLink } from '@/lib/config/company';
import { formatDate } from '@/lib/format';
import type { CarType } from '@/lib/validation/appointment';
import { CarName } from './CarName';
import { Typed } from '@/components/ui/Typed';

export type Facts = {
  reference?: string;
  contract_number?: string;
  car?: string;
  car_type?: CarType;
  can_move?: boolean;
  towing?: boolean;
  location?: { lat: number; lng: number; address: string };
  date?: string;
  time_period?: string;
  note?: string;
  name?: string;
  phone?: string;
};

function Row({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="border-b border-slate-100 py-2">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="flex flex-wrap items-start justify-between gap-2">
        <span className="min-w-0 font-semibold break-words text-slate-900">{children}</span>
        {action}
      </dd>
    </div>
  );
}

/**
 * An appointment's fields as a list (spec §3): the review step, the previews. `change` gives a
 * link back to the step that sets a field.
 */
export function AppointmentFacts({ facts: f, change }: { facts: Facts; change?: (field: 'car' | 'movement' | 'location' | 'date' | 'notes') => ReactNode }) {
  const t = useTranslations('lababak.facts');
  const yes = useTranslations('lababak');
  return (
    <dl className="flex flex-col">
      {f.reference ? <Row label={t('reference')}><span dir="ltr">{f.reference}</span></Row> : null}
      {f.contract_number ? <Row label={t('contract')}><span dir="ltr">{f.contract_number}</span></Row> : null}
      {f.car !== undefined ? <Row label={t('car')} action={change?.('car')}><CarName car={f.car} />{f.car_type ? ` · ${yes(`carType.${f.car_type}`)}` : ''}</Row> : null}
      {f.can_move !== undefined ? (
        <Row label={t('movement')} action={change?.('movement')}>
          {f.can_move ? t('moves') : t('doesNotMove')} · {f.towing ? t('towing') : t('noTowing')}
        </Row>
      ) : null}
      {f.location ? (
        <Row label={t('location')} action={change?.('location')}>
          <Typed>{f.location.address}</Typed>{' '}
          <a href={mapsLink(f.location.lat, f.location.lng)} target="_blank" rel="noopener noreferrer" className="text-sm font-normal text-brand-700 underline">{t('map')}</a>
        </Row>
      ) : null}
      {f.date ? (
        <Row label={t('when')} action={change?.('date')}>
          {f.time_period ? <DayAndSlot day={f.date} slot={f.time_period} /> : <span dir="ltr">{formatDate(f.date)}</span>}
        </Row>
      ) : null}
      {f.name !== undefined ? <Row label={t('contact')} action={change?.('notes')}><Typed>{f.name}</Typed> · <Phone number={f.phone ?? ''} /></Row> : null}
      {f.note !== undefined ? <Row label={t('note')}>{f.note ? <Typed>{f.note}</Typed> : t('noNote')}</Row> : null}
    </dl>
  );
}
