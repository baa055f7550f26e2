'use client';

import { useTranslations } from 'next-intl';
import { DateTime } from '@/components/ui/DateTime';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { EventChanges } from './EventChanges';
import { Typed } from '@/components/ui/Typed';
import { WithValues } from '@/components/ui/WithValues';

const STEPS = ['booked', 'confirmed', 'on_the_way', 'assessed'] as const;

/**
 * The appointment's progress: booked, confirmed, assessor on the way, assessed, each with the time it
 * happened; a cancelled appointment ends with its cancellation and note.
 */
export function Timeline({ appointment: a }: { appointment: Appointment }) {
  const t = useTranslations('lababak.preview');
  const last = (kind: string) => [...a.history].reverse().find((e) => e.kind === kind);
  const cancelled = last('cancelled');
  // The appointment's reason is in the page's language where the company wrote both; what a person typed shows as typed.
  const reason = a.cancel_note ?? cancelled?.note;
  const reached = STEPS.indexOf(a.status as (typeof STEPS)[number]);
  const shown = cancelled ? STEPS.filter((s) => last(s)) : STEPS;
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="text-lg font-semibold text-brand-900">{t('timeline')}</h2>
      <ol className="mt-3 flex flex-col gap-0">
        {shown.map((step, i) => {
          const event = last(step);
          const done = Boolean(event) || (!cancelled && i <= reached);
          return (
            <li key={step} data-state={done ? 'done' : 'todo'} className="relative flex gap-3 pb-4 ps-1">
              <span aria-hidden="true" className={`mt-1 size-4 shrink-0 rounded-full border-2 ${done ? 'border-brand-600 bg-brand-600' : 'border-slate-400 bg-white'}`} />
              <div>
                <p className={`font-semibold ${done ? 'text-slate-900' : 'text-slate-600'}`}>{t(`state.${step}`)}</p>
                <p className="text-sm text-slate-600">{event ? <DateTime value={event.at} /> : t('pending')}</p>
              </div>
            </li>
          );
        })}
        {cancelled ? (
          <li data-state="cancelled" className="flex gap-3 ps-1">
            <span aria-hidden="true" className="mt-1 size-4 shrink-0 rounded-full border-2 border-red-700 bg-red-700" />
            <div>
              <p className="font-semibold text-red-800">{t('state.cancelled')}</p>
              <p className="text-sm text-slate-600"><DateTime value={cancelled.at} /></p>
              {reason ? <p className="text-slate-800"><WithValues say={(v) => t('cancelNote', v)} values={{ note: <Typed>{reason}</Typed> }} /></p> : null}
            </div>
          </li>
        ) : null}
      </ol>
    </section>
  );
}

/** Every change with its time, who made it (the customer or a customer-care user) and what it changed. */
export function History({ appointment: a }: { appointment: Appointment }) {
  const t = useTranslations('lababak.preview');
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-lg font-semibold text-brand-900">{t('history')}</h2>
      <ul className="mt-2 flex flex-col divide-y divide-slate-100">
        {[...a.history].reverse().map((e, i) => (
          <li key={i} className="py-2">
            <span className="font-semibold">{t(`event.${e.kind}`)}</span>{' · '}
            <DateTime value={e.at} className="text-slate-700" />{' · '}
            <span className="text-slate-700"><bdi>{t('by', { name: e.by.name, role: t(`role.${e.by.role}`) })}</bdi></span>
            <EventChanges changes={e.changes} />
          </li>
        ))}
      </ul>
    </section>
  );
}
