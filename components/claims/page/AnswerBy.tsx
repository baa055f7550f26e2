import { useLocale, useTranslations } from 'next-intl';
import type { Claim, ClaimDecision } from '@/lib/api/endpoints/claims';
import { longDate } from './long-date';

type Approved = Extract<ClaimDecision, { outcome: 'approved' }>;

/**
 * The last day to answer an offer (`answer_until`, CLAIM_APPEAL_DAYS after the approval): while the
 * backend allows a dispute, by when to accept or dispute; once only the accept is left, that the time
 * to dispute is over and the amount can still be accepted.
 */
export function AnswerBy({ claim, decision }: { claim: Pick<Claim, 'customer_actions'>; decision: Approved }) {
  const t = useTranslations('claimPage.answer');
  const locale = useLocale();
  const date = longDate(decision.answer_until, locale);
  const can = (action: Claim['customer_actions'][number]) => claim.customer_actions.includes(action);
  if (can('dispute')) return <p data-testid="answer-by" className="font-medium text-slate-900">{t('answerBy', { date })}</p>;
  if (can('accept')) return <p data-testid="answer-by" className="text-slate-800">{t('disputeOver', { date })}</p>;
  return null;
}
