'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { Ltr } from '@/components/ui/Ltr';
import { ApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';

/** The open claim a report repeats (same contract, day and event), as the 409 names it. */
export type Duplicate = { id: number | null; reference: string | null };

const named = z.union([
  z.object({ claim: z.object({ id: z.number().int(), reference: z.string() }) }).transform((v) => v.claim),
  z.object({ claim_id: z.number().int(), reference: z.string() }).transform((v) => ({ id: v.claim_id, reference: v.reference })),
]);

/** The open claim a 409 claim_duplicate names; null for any other answer. */
export function duplicateOf(error: unknown): Duplicate | null {
  if (!(error instanceof ApiError) || error.code !== 'claim_duplicate') return null;
  const found = named.safeParse(error.details);
  return found.success ? found.data : { id: null, reference: null };
}

/** Before a second claim of the same contract, day and event: the first one, and "Report it anyway". */
export function DuplicateWarning({ duplicate, onSendAnyway, busy }: { duplicate: Duplicate; onSendAnyway: () => void; busy: boolean }) {
  const t = useTranslations('claimReport.duplicate');
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="duplicate-warning">
      <p className="font-semibold">{t('title')}</p>
      <p>
        {duplicate.reference ? t.rich('body', { reference: duplicate.reference, ltr: (chunks) => <Ltr>{chunks}</Ltr> }) : t('bodyUnnamed')}
        {duplicate.id ? <>{' '}<Link href={`/claims/${duplicate.id}`} className="font-semibold underline underline-offset-2">{t('see')}</Link></> : null}
      </p>
      <p>{t('anotherEvent')}</p>
      <Button variant="secondary" onClick={onSendAnyway} disabled={busy} className="self-start">{t('anyway')}</Button>
    </div>
  );
}
