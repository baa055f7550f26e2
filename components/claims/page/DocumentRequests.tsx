'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Claim } from '@/lib/api/endpoints/claims';
import { formatDate } from '@/lib/format';
import { DocumentRequestForm } from './DocumentRequestForm';
import { claimFileUrl } from '../file-url';
import { rich } from './rich';
import { Typed } from '@/components/ui/Typed';

/**
 * The documents the company asked for, each with its note: an upload for those still missing (when
 * the backend lets the customer send), the date and files of those sent.
 */
export function DocumentRequests({ claim, onDone }: { claim: Claim; onDone: (claim: Claim, message: string) => void }) {
  const t = useTranslations('claimPage.requests');
  const names = useTranslations('claims.documents');
  const locale = useLocale();
  const canUpload = claim.customer_actions.includes('upload');
  if (!claim.requests.length) return null;
  const open = claim.requests.filter((r) => !r.provided_at);
  return (
    <section aria-labelledby="requests-heading" className="flex flex-col gap-3">
      <h2 id="requests-heading" className="text-lg font-semibold text-brand-900">{t('heading')}</h2>
      {open.length && canUpload ? <p className="text-slate-700">{t('intro')}</p> : null}
      <ul className="flex flex-col gap-4">
        {claim.requests.map((r) => (
          <li key={r.id} className={`flex flex-col gap-2 rounded-xl border p-4 ${r.provided_at ? 'border-slate-200 bg-white' : 'border-amber-300 bg-amber-50/50'}`} data-testid="document-request">
            <h3 className="font-semibold text-slate-900">{names(r.key)}</h3>
            {r.note ? <Typed block className="text-slate-800">{r.note}</Typed> : null}
            <p className="text-sm text-slate-600">
              {t.rich('asked', { date: formatDate(r.requested_at), ...rich })}
              {r.provided_at ? <> · {t.rich('provided', { date: formatDate(r.provided_at), ...rich })}</> : null}
            </p>
            {r.provided_at ? (
              <ul className="flex flex-col">
                {r.files.map((f) => (
                  <li key={f.id}>
                    <a href={claimFileUrl('customer', locale, claim.id, f.id)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center break-all text-brand-700 underline underline-offset-4">
                      <Typed>{f.name}</Typed>
                    </a>
                  </li>
                ))}
              </ul>
            ) : canUpload ? (
              <DocumentRequestForm claimId={claim.id} request={r} onDone={onDone} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
