'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { appointmentActions } from '@/lib/model/bookings/actions';
import { IMAGE_VARIANTS } from '@/lib/config/uploads';
import { Link } from '@/lib/i18n/navigation';
import { fileViewQuery } from '@/lib/model/uploads/file-view';
import type { AppointmentChange } from '@/lib/validation/appointment';
import { AppointmentFacts } from './AppointmentFacts';
import { CancelForm } from './CancelForm';
import { ChangeForm } from './ChangeForm';
import { History, Timeline } from './Timeline';

type Props = {
  appointment: Appointment;
  onSave: (change: AppointmentChange) => Promise<Appointment>;
  onCancel: (note: string) => Promise<Appointment>;
  /** Called with the appointment as the backend now has it. */
  onChanged: (a: Appointment) => void;
  /** Whose screen: the customer's gets the .ics; customer care's gets the timeline steps (`staff`). */
  mode: 'customer' | 'staff';
  staff?: ReactNode;
  typedOnly?: boolean;
};

/** One appointment (customer's or staff's preview): its facts, progress, changes and the actions it allows. */
export function AppointmentScreen({ appointment: a, onSave, onCancel, onChanged, mode, staff, typedOnly }: Props) {
  const t = useTranslations('lababak.preview');
  const locale = useLocale();
  const [open, setOpen] = useState<'change' | 'cancel' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const photoUrl = (photo: string, view: 'thumb' | 'display') =>
    `/${locale}/appointment-preview${mode === 'staff' ? '-c' : ''}/photo?id=${a.id}&photo=${encodeURIComponent(photo)}${fileViewQuery(view, '&')}`;
  const actions = appointmentActions(a.status);
  const finish = (message: string) => (next: Appointment) => {
    onChanged(next);
    setOpen(null);
    setDone(message);
  };
  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-wrap items-center gap-3">
        <span className={`rounded-full border px-3 py-1 text-sm font-semibold ${a.status === 'cancelled' ? 'border-slate-300 bg-slate-100 text-slate-700' : 'border-green-300 bg-green-50 text-green-800'}`}>
          {t(`state.${a.status}`)}
        </span>
        <span dir="ltr" className="font-semibold text-slate-700">{a.reference}</span>
      </p>
      <div aria-live="polite">{done ? <p className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-800">{done}</p> : null}</div>
      <AppointmentFacts facts={a} />
      {a.photos.length ? (
        <section aria-label={t('photos')}>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {a.photos.map((p, i) => (
              <li key={p.id}>
                <a href={photoUrl(p.id, 'display')} target="_blank" rel="noopener noreferrer">
                  {/* eslint-disable-next-line @next/next/no-img-element -- private photos behind the session, not for the image optimiser */}
                  <img src={photoUrl(p.id, 'thumb')} width={IMAGE_VARIANTS.thumb.side} height={IMAGE_VARIANTS.thumb.side} alt={t('photo', { n: i + 1 })}
                    className="aspect-square w-full rounded-lg object-cover" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {mode === 'customer' && actions.calendar ? (
          <a href={`/${locale}/appointment-preview/calendar?id=${a.id}`} download className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
            {t('addToCalendar')}
          </a>
        ) : null}
        {mode === 'customer' && actions.bookAgain ? (
          <Link href={{ pathname: '/lababak-service', query: { policyId: String(a.policy_id) } }}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t('bookAgain')}
          </Link>
        ) : null}
        {actions.change ? (
          <>
            <Button variant="secondary" aria-expanded={open === 'change'} onClick={() => { setDone(null); setOpen(open === 'change' ? null : 'change'); }}>{t('changeOpen')}</Button>
            <Button variant="secondary" aria-expanded={open === 'cancel'} onClick={() => { setDone(null); setOpen(open === 'cancel' ? null : 'cancel'); }}>{t('cancelOpen')}</Button>
          </>
        ) : null}
      </div>
      {open === 'change' ? <ChangeForm appointment={a} onSave={onSave} onDone={finish(t('saved'))} onClose={() => setOpen(null)} typedOnly={typedOnly} /> : null}
      {open === 'cancel' ? <CancelForm onCancel={onCancel} onDone={finish(t('cancelled'))} onClose={() => setOpen(null)} /> : null}
      {staff}
      <div className="grid gap-6 sm:grid-cols-2">
        <Timeline appointment={a} />
        <History appointment={a} />
      </div>
    </div>
  );
}
