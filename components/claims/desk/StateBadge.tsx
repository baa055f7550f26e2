'use client';

import { useTranslations } from 'next-intl';
import type { ClaimState } from '@/lib/validation/claim';

const TONE: Record<ClaimState, string> = {
  reported: 'border-brand-100 bg-brand-50 text-brand-900',
  assessment: 'border-brand-100 bg-brand-50 text-brand-900',
  documents: 'border-amber-300 bg-amber-50 text-amber-900',
  review: 'border-brand-100 bg-brand-50 text-brand-900',
  decided: 'border-green-300 bg-green-50 text-green-900',
  paid: 'border-green-300 bg-green-50 text-green-900',
  closed: 'border-slate-300 bg-slate-100 text-slate-800',
  refused: 'border-red-300 bg-red-50 text-red-800',
};

/** A claim's state in words, with a colour that is never the only sign. */
export function StateBadge({ state }: { state: ClaimState }) {
  const t = useTranslations('claims.states');
  return <span className={`inline-flex rounded-full border px-3 py-0.5 text-sm font-semibold ${TONE[state]}`}>{t(state)}</span>;
}
