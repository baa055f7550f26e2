import { useTranslations } from 'next-intl';
import type { ClaimSummary } from '@/lib/api/endpoints/claims';
import { Link } from '@/lib/i18n/navigation';
import { ClaimCard } from './ClaimCard';

const primary = 'inline-flex min-h-11 w-fit items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700';

/** The customer's claims, newest first, with "Report a claim"; none yet says what a claim is for and links the report. */
export function ClaimList({ claims }: { claims: readonly ClaimSummary[] }) {
  const t = useTranslations('claimPage.list');
  const newestFirst = [...claims].sort((a, b) => b.reported_at.localeCompare(a.reported_at));
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
          {claims.length ? <p className="text-slate-700">{t('intro')}</p> : null}
        </div>
        {claims.length ? <Link href="/report-claim" className={primary}>{t('report')}</Link> : null}
      </header>
      {claims.length ? (
        <ul className="flex flex-col gap-3">
          {newestFirst.map((c) => <li key={c.id}><ClaimCard claim={c} /></li>)}
        </ul>
      ) : (
        <section aria-labelledby="claims-empty" className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6">
          <h2 id="claims-empty" className="text-lg font-semibold text-brand-900">{t('emptyTitle')}</h2>
          <p className="text-slate-700">{t('empty')}</p>
          <Link href="/report-claim" className={primary}>{t('report')}</Link>
        </section>
      )}
    </div>
  );
}
