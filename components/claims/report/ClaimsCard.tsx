import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { ResumeReport } from './ResumeReport';

const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700';
const secondary = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50';

/** The dashboard's way in to claims: report one, follow yours, or go on with a report left half-way. */
export function ClaimsCard() {
  const t = useTranslations('claimReport.card');
  return (
    <section aria-labelledby="claims-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="claims-heading" className="text-lg font-semibold">{t('title')}</h2>
      <p className="text-slate-700">{t('body')}</p>
      <ResumeReport label={t('resume')} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href="/report-claim" className={primary}>{t('report')}</Link>
        <Link href="/claims" className={secondary}>{t('mine')}</Link>
      </div>
    </section>
  );
}
