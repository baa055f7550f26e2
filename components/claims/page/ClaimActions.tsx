'use client';

import { useTranslations } from 'next-intl';
import type { Claim } from '@/lib/api/endpoints/claims';
import { Link } from '@/lib/i18n/navigation';
import { AnswerBy } from './AnswerBy';
import { DecisionLines } from './DecisionLines';
import { DocumentRequests } from './DocumentRequests';
import { ObjectionForm } from './ObjectionForm';
import { RefusedPanel } from './RefusedPanel';
import { SettlementChoice } from './SettlementChoice';
import { SettlementChosen } from './SettlementChosen';

type Props = {
  claim: Claim;
  onDone: (claim: Claim, message: string) => void;
  /** An answer named a decision that is no longer in force (409 claim_decision_changed). */
  onChanged: () => void;
};

/**
 * What the claim asks of the customer and what it has come to: the documents asked for, the decision
 * with the settlement to accept or dispute, the refusal with its appeal (the money itself leads the page:
 * PaidPanel). Only the actions the backend lists in `customer_actions` are offered.
 */
export function ClaimActions({ claim, onDone, onChanged }: Props) {
  const t = useTranslations('claimPage');
  const can = (action: Claim['customer_actions'][number]) => claim.customer_actions.includes(action);
  const decision = claim.decision;
  const settlement = claim.settlement;
  return (
    <>
      {can('book_assessor') ? (
        <Link href={{ pathname: '/lababak-service', query: { policy: String(claim.policy_id), claim: String(claim.id) } }}
          className="inline-flex min-h-11 w-fit items-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {t('page.bookAssessor')}
        </Link>
      ) : null}
      <DocumentRequests claim={claim} onDone={onDone} />
      {decision?.outcome === 'approved' ? (
        <div className="flex flex-col gap-4">
          <DecisionLines decision={decision} />
          <AnswerBy claim={claim} decision={decision} />
          {/* Keyed by the decision: a new decision starts its answers afresh, naming it. */}
          {can('accept') ? <SettlementChoice key={`accept-${decision.version}`} claim={claim} decision={decision} onDone={onDone} onChanged={onChanged} /> : null}
          {can('dispute') ? (
            <ObjectionForm key={`dispute-${decision.version}`} claimId={claim.id} kind="dispute" decision={decision} until={decision.answer_until} onDone={onDone} onChanged={onChanged} />
          ) : null}
          {settlement && !settlement.paid_at && !settlement.cheque_id ? <SettlementChosen settlement={settlement} /> : null}
        </div>
      ) : null}
      {decision?.outcome === 'refused' ? <RefusedPanel key={`refused-${decision.version}`} claim={claim} decision={decision} onDone={onDone} onChanged={onChanged} /> : null}
    </>
  );
}
