'use client';

import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { appointmentsQuery } from '@/lib/query/policies';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { AppointmentCard } from './AppointmentCard';

/** The customer's accident-assessment appointments under the motor list, with the way to book one. */
export function MotorAppointments() {
  const { data } = useSuspenseQuery(appointmentsQuery(useBrowserApi()));
  const t = useTranslations('contracts.appointments');
  return (
    <section id="appointments" aria-labelledby="appointments-heading" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="appointments-heading" className="text-xl font-bold text-brand-900">{t('heading')}</h2>
          <p className="mt-1 text-slate-700">{t('intro')}</p>
        </div>
        <Link href="/lababak-service" className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          {t('book')}
        </Link>
      </div>
      {data.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-700">{t('empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {data.map((appointment) => (
            <li key={appointment.id}><AppointmentCard appointment={appointment} /></li>
          ))}
        </ul>
      )}
    </section>
  );
}
