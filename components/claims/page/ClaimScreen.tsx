'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import type { Claim } from '@/lib/api/endpoints/claims';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { ClaimActions } from './ClaimActions';
import { ClaimDue } from './ClaimDue';
import { ClaimHeader } from './ClaimHeader';
import { ClaimProgress } from './ClaimProgress';
import { ClaimTimeline } from './ClaimTimeline';
import { PaidPanel } from './PaidPanel';
import { claimQuery } from './queries';

type Props = {
  initial: Claim;
  /** The report's facts, rendered on the server (they do not change here). */
  facts: ReactNode;
  /** The customer's mobile, for the cheque lookup's link. */
  mobile: string;
};

/**
 * A customer's claim, from the report to the money: its state and steps, the company's deadline, what
 * it asks of the customer, the facts and who did what. Each send answers the claim as it now is, which
 * replaces the page's copy; its result is announced in one live region. An answer to a decision that
 * changed meanwhile (409 claim_decision_changed) reads the claim again and says so in the same region.
 */
export function ClaimScreen({ initial, facts, mobile }: Props) {
  const api = useBrowserApi();
  const client = useQueryClient();
  const options = claimQuery(api, initial.id);
  const { data: claim } = useQuery({ ...options, initialData: initial });
  const t = useTranslations('claimPage');
  // A payment sent or a cheque issued leads the page, before any deadline: the amount and its reference.
  const settled = claim.settlement && (claim.settlement.paid_at || claim.settlement.cheque_id) ? claim.settlement : null;
  const [notice, setNotice] = useState<{ text: string; changed: boolean } | null>(null);
  const live = useRef<HTMLDivElement>(null);
  const done = (next: Claim, message: string) => {
    client.setQueryData(options.queryKey, next);
    setNotice({ text: message, changed: false });
    live.current?.focus();
  };
  // An answer to a decision that is no longer the one in force: read the claim again and say so.
  const changed = () => {
    void client.invalidateQueries({ queryKey: options.queryKey });
    setNotice({ text: t('decisionChanged'), changed: true });
    live.current?.focus();
  };
  return (
    <article aria-labelledby="claim-heading" className="flex flex-col gap-6">
      <ClaimHeader claim={claim} />
      <ClaimProgress claim={claim} />
      <div ref={live} tabIndex={-1} aria-live="polite" className="outline-none empty:hidden">
        {notice ? (
          <p data-testid="claim-notice" className={`rounded-lg border px-4 py-3 ${notice.changed ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-green-300 bg-green-50 text-green-800'}`}>
            {notice.text}
          </p>
        ) : null}
      </div>
      {settled ? <PaidPanel claim={claim} settlement={settled} mobile={mobile} /> : null}
      <ClaimDue claim={claim} />
      <ClaimActions claim={claim} onDone={done} onChanged={changed} />
      {facts}
      <ClaimTimeline claimId={claim.id} events={claim.timeline} />
    </article>
  );
}
