'use client';

import { useLocale, useTranslations } from 'next-intl';
import { DateTime } from '@/components/ui/DateTime';
import type { Claim } from '@/lib/api/endpoints/claims';
import { claimFileUrl } from '../file-url';
import { FileLink } from './FileLink';
import { Section } from './Facts';
import { Typed } from '@/components/ui/Typed';

/** The documents the desk asked for, each with its note and what the customer sent (or that they have not yet). */
export function DocumentRequests({ claim: c }: { claim: Claim }) {
  const t = useTranslations('claimsDesk.requests');
  const claims = useTranslations('claims');
  const locale = useLocale();
  if (c.requests.length === 0) return null;
  return (
    <Section id="requests" title={t('title')}>
      <ul className="flex flex-col gap-3">
        {c.requests.map((r) => (
          <li key={r.id} data-request={r.key} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">{claims(`documents.${r.key}`)}</p>
            {r.note ? <Typed block className="text-slate-800">{r.note}</Typed> : null}
            <p className="text-sm text-slate-600">{t('askedOn')} <DateTime value={r.requested_at} /></p>
            {r.provided_at ? (
              <div className="mt-1">
                <p className="text-sm text-green-800">{t('sentOn')} <DateTime value={r.provided_at} /></p>
                <ul className="flex flex-col">
                  {r.files.map((f) => <li key={f.id}><FileLink href={claimFileUrl('desk', locale, c.id, f.id)} name={f.name} /></li>)}
                </ul>
              </div>
            ) : <p className="mt-1 text-sm font-semibold text-amber-900">{t('waiting')}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
