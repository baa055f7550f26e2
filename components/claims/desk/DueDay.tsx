'use client';

import { useTranslations } from 'next-intl';
import type { ClaimDue } from '@/lib/api/endpoints/claims';
import { formatDate } from '@/lib/format';
import { WithLtr } from './WithLtr';

/** The company's next deadline on a claim: what is due by which day, and an "Overdue" mark once it passed. */
export function DueDay({ due }: { due: ClaimDue | null }) {
  const t = useTranslations('claims.dues');
  const desk = useTranslations('claimsDesk');
  if (!due) return <span className="text-slate-600">{desk('noDue')}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className={due.overdue ? 'font-semibold text-red-800' : 'text-slate-800'}>
        <WithLtr say={(date) => t(due.kind, { date })} value={formatDate(due.by)} />
      </span>
      {due.overdue ? (
        <span data-testid="overdue" className="rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800">{t('overdue')}</span>
      ) : null}
    </span>
  );
}
