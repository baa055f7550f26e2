'use client';

import { Iban } from '@/components/claims/page/rich';
import { useTranslations } from 'next-intl';
import { DateTime } from '@/components/ui/DateTime';
import { Ltr } from '@/components/ui/Ltr';
import type { Claim } from '@/lib/api/endpoints/claims';
import { formatDate } from '@/lib/format';
import { Fact, Facts, Section } from './Facts';
import { Money } from './Money';
import { Typed } from '@/components/ui/Typed';

/** What the desk found and decided: the assessment, the decision (with what was deducted and why) and the settlement. */
export function Outcome({ claim: c }: { claim: Claim }) {
  const t = useTranslations('claimsDesk.outcome');
  const typed = (v: string) => <Typed>{v}</Typed>;
  const a = c.assessment;
  const d = c.decision;
  const s = c.settlement;
  return (
    <>
      {a ? (
        <Section id="assessment" title={t('assessment')}>
          <Facts>
            <Fact label={t('assessor')}>{typed(a.assessor)}</Fact>
            <Fact label={t('assessed')}><Money fils={a.assessed_fils} /></Fact>
            <Fact label={t('at')}><DateTime value={a.at} /></Fact>
            {a.note ? <Fact label={t('deskNote')} wide><Typed block>{a.note}</Typed></Fact> : null}
          </Facts>
        </Section>
      ) : null}
      {d?.outcome === 'approved' ? (
        <Section id="decision" title={t('approved')}>
          <Facts>
            <Fact label={t('gross')}><Money fils={d.gross_fils} /></Fact>
            <Fact label={t('excess')}><Money fils={d.excess_fils} /></Fact>
            {d.deductions.map((x, i) => (
              <Fact key={i} label={t('deduction', { n: i + 1 })}><span className="flex flex-col">{typed(x.reason)}<Money fils={x.amount_fils} /></span></Fact>
            ))}
            <Fact label={t('net')}><span className="text-lg"><Money fils={d.net_fils} /></span></Fact>
            <Fact label={t('decidedAt')}><DateTime value={d.decided_at} /></Fact>
            {c.pay_by ? <Fact label={t('payBy')}><Ltr>{formatDate(c.pay_by)}</Ltr></Fact> : null}
            {d.note ? <Fact label={t('note')} wide><Typed block>{d.note}</Typed></Fact> : null}
          </Facts>
        </Section>
      ) : null}
      {d?.outcome === 'refused' ? (
        <Section id="decision" title={t('refused')}>
          <Facts>
            <Fact label={t('reason')} wide><Typed block>{d.reason}</Typed></Fact>
            <Fact label={t('decidedAt')}><DateTime value={d.decided_at} /></Fact>
            <Fact label={t('appealUntil')}><Ltr>{formatDate(d.appeal_until)}</Ltr></Fact>
          </Facts>
        </Section>
      ) : null}
      {s ? (
        <Section id="settlement" title={t('settlement')}>
          <Facts>
            <Fact label={t('method')}>{t(`methods.${s.method}`)}</Fact>
            <Fact label={t('acceptedAt')}><DateTime value={s.accepted_at} /></Fact>
            {s.iban_masked ? <Fact label={t('iban')}><Iban>{s.iban_masked}</Iban></Fact> : null}
            {s.cheque_id ? <Fact label={t('cheque')}><span data-testid="cheque-number"><Ltr>{s.cheque_id}</Ltr></span></Fact> : null}
            {s.cheque_id && c.cheque_ready_on ? <Fact label={t('chequeReadyOn')}><Ltr>{formatDate(c.cheque_ready_on)}</Ltr></Fact> : null}
            {s.transfer_reference ? <Fact label={t('transferReference')}><Ltr>{s.transfer_reference}</Ltr></Fact> : null}
            <Fact label={t('paidAt')}>
              {!s.paid_at ? t('notPaid') : s.method === 'cheque' ? <Ltr>{formatDate(s.paid_at)}</Ltr> : <DateTime value={s.paid_at} />}
            </Fact>
          </Facts>
        </Section>
      ) : null}
    </>
  );
}
