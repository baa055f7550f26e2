import { useTranslations } from 'next-intl';
import type { ClaimState } from '@/lib/validation/claim';

const TONES: Record<ClaimState, string> = {
  reported: 'border-brand-100 bg-brand-50 text-brand-900',
  assessment: 'border-brand-100 bg-brand-50 text-brand-900',
  documents: 'border-amber-300 bg-amber-50 text-amber-900',
  review: 'border-brand-100 bg-brand-50 text-brand-900',
  decided: 'border-green-300 bg-green-50 text-green-800',
  paid: 'border-green-300 bg-green-50 text-green-800',
  closed: 'border-slate-300 bg-slate-100 text-slate-700',
  refused: 'border-red-300 bg-red-50 text-red-800',
};

/** A claim's state as a badge: the claims list's and the claim page's. */
export function StateBadge({ state }: { state: ClaimState }) {
  const t = useTranslations('claims.states');
  return <span className={`inline-flex w-fit rounded-full border px-3 py-1 text-sm font-semibold ${TONES[state]}`}>{t(state)}</span>;
}
