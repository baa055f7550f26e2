'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';

/** The contract a new cover would overlap, as the backend named it in its 409 cover_overlap. */
export type HeldCover = { number: string; expiry: string };

export function heldCoverOf(error: unknown): HeldCover | null {
  if (!(error instanceof ApiError) || error.code !== 'cover_overlap') return null;
  const { contract_number: number, expiry } = error.details;
  return typeof number === 'string' && typeof expiry === 'string' ? { number, expiry } : null;
}

/** In place of the price: the customer already holds this cover for the period; buying a second one is their explicit choice. */
export function OverlapQuestion({ held }: { held: HeldCover }) {
  const t = useTranslations('purchase.summary');
  const ltr = (chunks: React.ReactNode) => <bdi dir="ltr">{chunks}</bdi>;
  return (
    <div data-testid="overlap-question" className="mt-2 flex flex-col gap-1 text-slate-900">
      <p>{t.rich('overlap', { number: held.number, date: formatDate(held.expiry), ltr })}</p>
      <p className="font-semibold">{t('overlapQuestion')}</p>
    </div>
  );
}
