'use client';

import { useTranslations } from 'next-intl';
import { DateTime } from '@/components/ui/DateTime';
import { Ltr } from '@/components/ui/Ltr';
import type { Claim } from '@/lib/api/endpoints/claims';
import type { ClaimState } from '@/lib/validation/claim';
import { Money } from './Money';

const PATH: readonly ClaimState[] = ['reported', 'assessment', 'documents', 'review', 'decided', 'paid', 'closed'];
const REFUSED_PATH: readonly ClaimState[] = ['reported', 'assessment', 'documents', 'review', 'refused', 'closed'];

/** The claim's steps (reported → … → closed, or refused), the ones reached marked, the current one named. */
export function ClaimSteps({ claim: c }: { claim: Claim }) {
  const t = useTranslations('claimsDesk.timeline');
  const states = useTranslations('claims.states');
  const refused = c.state === 'refused' || c.decision?.outcome === 'refused';
  const full = refused ? REFUSED_PATH : PATH;
  // A claim that went past the documents step without a request never was in it: the step is left out.
  const asked = c.timeline.some((e) => e.kind === 'documents_requested');
  const path = full.filter((s) => s !== 'documents' || asked || full.indexOf(c.state) <= full.indexOf('documents'));
  const reached = path.indexOf(c.state);
  return (
    <section aria-labelledby="steps-heading">
      <h3 id="steps-heading" className="text-lg font-semibold text-brand-900">{t('steps')}</h3>
      <ol className="mt-3 flex flex-col">
        {path.map((step, i) => {
          const done = i <= reached;
          const bad = step === 'refused';
          return (
            <li key={step} data-state={done ? 'done' : 'todo'} aria-current={i === reached ? 'step' : undefined} className="flex gap-3 pb-3 ps-1">
              <span aria-hidden="true" className={`mt-1 size-4 shrink-0 rounded-full border-2 ${done ? (bad ? 'border-red-700 bg-red-700' : 'border-brand-600 bg-brand-600') : 'border-slate-400 bg-white'}`} />
              <p className={`font-semibold ${done ? (bad ? 'text-red-800' : 'text-slate-900') : 'text-slate-600'}`}>
                {states(step)}{i === reached ? <span className="font-normal text-slate-700"> · {t('now')}</span> : null}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Who did what and when, oldest first, with the note, the amount or the reference each step carried. */
export function ClaimHistory({ claim: c }: { claim: Claim }) {
  const t = useTranslations('claimsDesk.timeline');
  const kinds = useTranslations('claims.timeline');
  return (
    <section aria-labelledby="history-heading">
      <h3 id="history-heading" className="text-lg font-semibold text-brand-900">{t('history')}</h3>
      <ol className="mt-2 flex flex-col divide-y divide-slate-100">
        {c.timeline.map((e, i) => (
          <li key={i} data-event={e.kind} className="flex flex-col gap-0.5 py-2">
            <p><span className="font-semibold">{kinds(e.kind)}</span>{' · '}<DateTime value={e.at} className="text-slate-700" /></p>
            <p className="text-sm text-slate-700"><bdi data-user-text>{e.by.name}</bdi> ({t(`role.${e.by.role}`)})</p>
            {e.amount_fils !== null ? <p className="text-slate-800"><Money fils={e.amount_fils} /></p> : null}
            {e.reference ? <p className="text-slate-800">{t('reference')} <Ltr>{e.reference}</Ltr></p> : null}
            {e.note ? <p className="text-slate-800"><bdi data-user-text className="whitespace-pre-line">{e.note}</bdi></p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
