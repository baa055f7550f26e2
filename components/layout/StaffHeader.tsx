import { getTranslations } from 'next-intl/server';
import { LogoutButton } from '@/components/layout/LogoutButton';
import { Link } from '@/lib/i18n/navigation';

export const LABABAK_VIEWS = ['book', 'appointments', 'calendar'] as const;
export type StaffView = (typeof LABABAK_VIEWS)[number] | 'claims';

/** The customer-care frame's head: who is signed in, log out, and the staff views (the Lababak desk's three and the claims desk). */
export async function StaffHeader({ name, current }: { name: string; current: StaffView }) {
  const t = await getTranslations('dashboard.care');
  const care = await getTranslations('lababakCare');
  const claims = await getTranslations('claims');
  const views = [
    ...LABABAK_VIEWS.map((v) => ({ key: v, href: { pathname: '/create-lababak-appointment', query: { view: v } }, label: care(`views.${v}`) })),
    { key: 'claims' as const, href: { pathname: '/claims-desk' }, label: claims('title') },
  ];
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
          <p className="text-slate-700">{t('welcome', { name })}</p>
        </div>
        <LogoutButton className="rounded-lg border border-slate-300 px-4 py-2 font-semibold" />
      </div>
      <nav aria-label={care('views.label')}>
        <ul className="flex flex-wrap gap-2 border-b border-slate-200">
          {views.map((v) => (
            <li key={v.key}>
              <Link href={v.href} aria-current={v.key === current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-4 font-semibold ${v.key === current ? 'border-brand-600 text-brand-900' : 'border-transparent text-slate-700 hover:text-brand-700'}`}>
                {v.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
