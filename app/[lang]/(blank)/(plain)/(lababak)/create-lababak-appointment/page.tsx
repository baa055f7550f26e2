import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AppointmentSearch } from '@/components/lababak/care/AppointmentSearch';
import { CareBooking } from '@/components/lababak/care/CareBooking';
import { DayView } from '@/components/lababak/care/DayView';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { LogoutButton } from '@/components/layout/LogoutButton';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ view?: string }> };
const VIEWS = ['book', 'appointments', 'calendar'] as const;

/**
 * The customer-care home: book for a customer (find the contract, date, the customer's data, preview),
 * search appointments, and the calendar of every appointment by day against each period's capacity.
 */
export default async function CustomerCareHome({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const user = await requireUser(lang);
  const asked = (await searchParams).view;
  const view = VIEWS.find((v) => v === asked) ?? 'book';
  const t = await getTranslations('dashboard.care');
  const care = await getTranslations('lababakCare');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
          <p className="text-slate-700">{t('welcome', { name: lang === 'ar' ? user.name_ar : user.name_en })}</p>
        </div>
        <LogoutButton className="rounded-lg border border-slate-300 px-4 py-2 font-semibold" />
      </div>
      <nav aria-label={care('views.label')}>
        <ul className="flex flex-wrap gap-2 border-b border-slate-200">
          {VIEWS.map((v) => (
            <li key={v}>
              <Link href={{ pathname: '/create-lababak-appointment', query: { view: v } }} aria-current={v === view ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-4 font-semibold ${v === view ? 'border-brand-600 text-brand-900' : 'border-transparent text-slate-700 hover:text-brand-700'}`}>
                {care(`views.${v}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="sr-only">{care(`views.${view}`)}</h2>
      <ClientMessages namespaces={['lababak', 'lababakCare', 'flow', 'steps', 'validation', 'errors']}>
        <Suspense fallback={<p>…</p>}>
          {view === 'book' ? <CareBooking /> : view === 'appointments' ? <AppointmentSearch /> : <DayView />}
        </Suspense>
      </ClientMessages>
    </div>
  );
}
