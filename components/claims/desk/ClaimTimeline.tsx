'use client';

import { useLocale, useTranslations } from 'next-intl';
import { DateTime } from '@/components/ui/DateTime';
import { Ltr } from '@/components/ui/Ltr';
import { DESK_ONLY_NOTES, type Claim } from '@/lib/api/endpoints/claims';
import { claimFileUrl } from '../file-url';
import { claimSteps } from '../steps';
import { FileLink } from './FileLink';
import { Money } from './Money';
import { Typed } from '@/components/ui/Typed';

/** The claim's steps (reported → … → closed, or refused), the ones it went through marked, the current one named. */
export function ClaimSteps({ claim: c }: { claim: Claim }) {
  const t = useTranslations('claimsDesk.timeline');
  const states = useTranslations('claims.states');
  const { steps, current } = claimSteps(c);
  return (
    <section aria-labelledby="steps-heading">
      <h3 id="steps-heading" className="text-lg font-semibold text-brand-900">{t('steps')}</h3>
      <ol className="mt-3 flex flex-col">
        {steps.map((step, i) => {
          const done = i <= current;
          const bad = step === 'refused';
          return (
            <li key={step} data-state={done ? 'done' : 'todo'} aria-current={i === current ? 'step' : undefined} className="flex gap-3 pb-3 ps-1">
              <span aria-hidden="true" className={`mt-1 size-4 shrink-0 rounded-full border-2 ${done ? (bad ? 'border-red-700 bg-red-700' : 'border-brand-600 bg-brand-600') : 'border-slate-400 bg-white'}`} />
              <p className={`font-semibold ${done ? (bad ? 'text-red-800' : 'text-slate-900') : 'text-slate-600'}`}>
                {states(step)}{i === current ? <span className="font-normal text-slate-700"> · {t('now')}</span> : null}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Who did what and when, oldest first, with the note (marked where the customer does not see it), the amount, the reference or the customer's document each step carried. */
export function ClaimHistory({ claim: c }: { claim: Claim }) {
  const t = useTranslations('claimsDesk.timeline');
  const locale = useLocale();
  const kinds = useTranslations('claims.timeline');
  return (
    <section aria-labelledby="history-heading">
      <h3 id="history-heading" className="text-lg font-semibold text-brand-900">{t('history')}</h3>
      <ol className="mt-2 flex flex-col divide-y divide-slate-100">
        {c.timeline.map((e, i) => (
          <li key={i} data-event={e.kind} className="flex flex-col gap-0.5 py-2">
            <p><span className="font-semibold">{kinds(e.kind)}</span>{' · '}<DateTime value={e.at} className="text-slate-700" /></p>
            <p className="text-sm text-slate-700"><Typed>{e.by.name}</Typed> ({t(`role.${e.by.role}`)})</p>
            {e.amount_fils !== null ? <p className="text-slate-800"><Money fils={e.amount_fils} /></p> : null}
            {e.reference ? <p className="text-slate-800">{t('reference')} <Ltr>{e.reference}</Ltr></p> : null}
            {e.note ? <Typed block className="text-slate-800">{e.note}</Typed> : null}
            {e.note && DESK_ONLY_NOTES.includes(e.kind) ? <p className="text-sm text-slate-600">{t('deskOnly')}</p> : null}
            {e.file ? <p className="text-slate-800">{t('file')} <FileLink href={claimFileUrl('desk', locale, c.id, e.file.id)} name={e.file.name} /></p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
