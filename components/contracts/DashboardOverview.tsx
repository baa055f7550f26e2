'use client';

import { useSuspenseQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { policyLines } from '@/lib/config/lines';
import { EXPIRY_WARNING_DAYS } from '@/lib/config/business';
import { expiringNext, lineListHref, lineNavKey } from '@/lib/model/contracts/display';
import { Link } from '@/lib/i18n/navigation';
import { policiesQuery, statisticsQuery } from '@/lib/query/policies';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { LatestContracts } from './LatestContracts';

const LATEST = 5;

/** The dashboard home's figures (prefetched by the page): totals, contracts per line, and the contracts that expire next (not the renewed ones). */
export function DashboardOverview() {
  const api = useBrowserApi();
  const [{ data: stats }, { data: policies }] = useSuspenseQueries({ queries: [statisticsQuery(api), policiesQuery(api)] });
  const t = useTranslations('contracts');
  const dashboard = useTranslations('dashboard');
  const nav = useTranslations('nav');
  const total = policyLines.reduce((sum, line) => sum + stats.per_line[line], 0);
  const figures = [
    { key: 'total', label: t('overview.total'), value: total },
    { key: 'active', label: t('overview.active'), value: stats.active },
    { key: 'expiring', label: t('overview.expiringSoon', { days: EXPIRY_WARNING_DAYS }), value: stats.expiring_soon, warn: stats.expiring_soon > 0 },
    { key: 'appointments', label: t('overview.appointments'), value: stats.appointments, href: '/dashboard/motor#appointments' },
  ];
  return (
    <>
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="text-lg font-semibold">{t('overview.heading')}</h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {figures.map((f) => (
            <div key={f.key} data-figure={f.key}
              className={`flex flex-col-reverse rounded-xl border p-4 shadow-sm ${f.warn ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}>
              <dt className="text-sm text-slate-700">
                {f.href ? <Link href={f.href} className="inline-block underline underline-offset-2 hover:text-brand-700">{f.label}</Link> : f.label}
              </dt>
              <dd className="text-3xl font-bold text-brand-900" dir="ltr">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="lines-heading">
        <h2 id="lines-heading" className="text-lg font-semibold">{dashboard('lines')}</h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-5">
          {policyLines.map((line) => (
            <li key={line}>
              <Link href={lineListHref(line)} data-line={line}
                className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600">
                <span className="font-semibold text-brand-900">{nav(lineNavKey[line])}</span>
                <span className="text-sm text-slate-700">{t('count', { count: stats.per_line[line] })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <LatestContracts policies={expiringNext(policies).slice(0, LATEST)} />
    </>
  );
}
