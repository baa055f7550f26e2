'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Ltr } from '@/components/ui/Ltr';
import type { Claim, DeskClaimAction } from '@/lib/api/endpoints/claims';
import { formatDate } from '@/lib/format';
import { Money } from '../Money';
import { ApprovalForm } from './ApprovalForm';
import { AssessmentForm } from './AssessmentForm';
import { ClosingForm } from './ClosingForm';
import { RefusalForm } from './RefusalForm';
import { RequestDocumentsForm } from './RequestDocumentsForm';
import { SettlementForm } from './SettlementForm';
import type { DeskActionProps } from './useDeskAction';

const FORMS: Record<DeskClaimAction, ComponentType<DeskActionProps>> = {
  request_documents: RequestDocumentsForm,
  assess: AssessmentForm,
  approve: ApprovalForm,
  refuse: RefusalForm,
  settle: SettlementForm,
  close: ClosingForm,
};

type Notice = { tone: 'success' | 'error'; text: ReactNode };

/**
 * The steps the backend allows on this claim now (`desk_actions`, nothing else), each opening its form;
 * the outcome of the last one, or word that someone else moved the claim on, is announced here.
 */
export function DeskActions({ claim }: { claim: Claim }) {
  const t = useTranslations('claimsDesk.actions');
  const [open, setOpen] = useState<DeskClaimAction | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const live = useRef<HTMLDivElement>(null);
  // A step the claim no longer allows (someone else moved it on) closes.
  const shown = open && claim.desk_actions.includes(open) ? open : null;
  useEffect(() => { if (notice) live.current?.focus(); }, [notice]);

  const done = (action: DeskClaimAction) => (next: Claim) => {
    setOpen(null);
    setNotice({ tone: 'success', text: resultOf(action, next) });
  };
  const resultOf = (action: DeskClaimAction, next: Claim): ReactNode => {
    const ltr = (chunks: ReactNode) => <Ltr>{chunks}</Ltr>;
    if (action === 'approve' && next.decision?.outcome === 'approved') return <>{t('done.approve')} <Money fils={next.decision.net_fils} /></>;
    if (action === 'settle' && next.settlement?.cheque_id) return t.rich('done.cheque', { number: next.settlement.cheque_id, date: formatDate(next.cheque_ready_on ?? ''), ltr });
    if (action === 'settle') return t.rich('done.transfer', { reference: next.settlement?.transfer_reference ?? '', ltr });
    return t(`done.${action}`);
  };
  const Form = shown ? FORMS[shown] : null;

  return (
    <section aria-labelledby="actions-heading" className="flex flex-col gap-3">
      <h3 id="actions-heading" className="text-lg font-semibold text-brand-900">{t('title')}</h3>
      <div ref={live} tabIndex={-1} role="status" aria-live="polite" className="outline-none">
        {notice ? (
          <p data-testid="desk-result" data-tone={notice.tone}
            className={`rounded-lg border px-4 py-3 ${notice.tone === 'error' ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-green-300 bg-green-50 text-green-900'}`}>
            {notice.text}
          </p>
        ) : null}
      </div>
      {claim.desk_actions.length === 0 ? <p className="text-slate-700">{t('none')}</p> : (
        <div className="flex flex-wrap gap-2">
          {claim.desk_actions.map((action) => (
            <Button key={action} variant={shown === action ? 'primary' : 'secondary'} aria-expanded={shown === action} aria-controls={shown === action ? FORM_IDS[action] : undefined}
              onClick={() => { setNotice(null); setOpen(shown === action ? null : action); }}>
              {t(`open.${action}`)}
            </Button>
          ))}
        </div>
      )}
      {Form && shown ? (
        <Form key={shown} claim={claim} onDone={done(shown)} onClose={() => setOpen(null)}
          onChanged={() => setNotice({ tone: 'error', text: t('changed') })} />
      ) : null}
    </section>
  );
}

/** The id of each step's form (ActionForm's `id`), for the button that opens it. */
const FORM_IDS: Record<DeskClaimAction, string> = {
  request_documents: 'request-documents', assess: 'assess', approve: 'approve', refuse: 'refuse', settle: 'settle', close: 'close',
};
