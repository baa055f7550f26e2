'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Claim, ClaimDecision } from '@/lib/api/endpoints/claims';
import { CLAIM_REGULATOR } from '@/lib/config/claims';
import { formatDate } from '@/lib/format';
import { longDate } from './long-date';
import { ObjectionForm } from './ObjectionForm';
import { rich } from './rich';
import { Typed } from '@/components/ui/Typed';

type Refused = Extract<ClaimDecision, { outcome: 'refused' }>;

type Props = { claim: Claim; decision: Refused; onDone: (claim: Claim, message: string) => void; onChanged: () => void };

/**
 * A refusal: its reason as the company wrote it, the appeal while the backend allows one (a note,
 * until `appeal_until`), and the regulator's complaints channel for what the company does not resolve.
 */
export function RefusedPanel({ claim, decision, onDone, onChanged }: Props) {
  const t = useTranslations('claimPage.refused');
  const locale = useLocale();
  const canAppeal = claim.customer_actions.includes('appeal');
  const regulator = CLAIM_REGULATOR.name[locale === 'ar' ? 'ar' : 'en'];
  return (
    <section aria-labelledby="refused-heading" className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50/40 p-4">
      <h2 id="refused-heading" className="text-lg font-semibold text-red-800">{t('heading')}</h2>
      <p className="text-sm text-slate-700">{t.rich('decidedOn', { date: formatDate(decision.decided_at), ...rich })}</p>
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{t('reason')}</h3>
        <Typed block data-testid="refusal-reason">{decision.reason}</Typed>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('appealHeading')}</h3>
        {canAppeal ? (
          <>
            <p>{t('appealUntil', { date: longDate(decision.appeal_until, locale) })}</p>
            <ObjectionForm claimId={claim.id} kind="appeal" decision={decision} until={decision.appeal_until} onDone={onDone} onChanged={onChanged} />
          </>
        ) : claim.timeline.some((e) => e.kind === 'appealed') ? null : (
          <p>{t('appealOver', { date: longDate(decision.appeal_until, locale) })}</p>
        )}
        <p>{t('regulator')}</p>
        <a href={CLAIM_REGULATOR.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 w-fit items-center font-semibold text-brand-700 underline underline-offset-4">
          {t('regulatorLink', { name: regulator })}
        </a>
      </div>
    </section>
  );
}
