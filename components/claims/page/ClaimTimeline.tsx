import { useLocale, useTranslations } from 'next-intl';
import { DateTime } from '@/components/ui/DateTime';
import type { ClaimEvent } from '@/lib/api/endpoints/claims';
import { formatJod } from '@/lib/format';
import { claimFileUrl } from '../file-url';
import { rich } from './rich';
import { Typed } from '@/components/ui/Typed';

/**
 * Who did what and when (as the Lababak timeline does), newest first: each step of the claim with its
 * time, the customer ("You") or the customer-care member who made it, and its note, amount, reference or
 * the document the customer sent with it.
 */
export function ClaimTimeline({ claimId, events }: { claimId: number; events: readonly ClaimEvent[] }) {
  const t = useTranslations('claimPage.timeline');
  const kinds = useTranslations('claims.timeline');
  const locale = useLocale();
  return (
    <section aria-labelledby="timeline-heading" className="flex flex-col gap-2">
      <h2 id="timeline-heading" className="text-lg font-semibold text-brand-900">{t('heading')}</h2>
      <ol className="flex flex-col">
        {[...events].reverse().map((e, i) => (
          <li key={`${e.at}-${i}`} className="relative flex gap-3 pb-4 ps-1">
            <span aria-hidden="true" className={`mt-1.5 size-3 shrink-0 rounded-full ${e.kind === 'refused' ? 'bg-red-700' : 'bg-brand-600'}`} />
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="font-semibold text-slate-900">{kinds(e.kind)}</p>
              <p className="text-sm text-slate-700">
                <DateTime value={e.at} />{' · '}
                {e.by.role === 'customer' ? t('you') : <bdi>{t('by', { name: e.by.name, role: t('customerCare') })}</bdi>}
              </p>
              {e.amount_fils !== null ? <p className="text-slate-800">{t.rich('amount', { amount: formatJod(e.amount_fils / 1000, locale), ...rich })}</p> : null}
              {e.reference ? <p className="text-slate-800">{t.rich('reference', { reference: e.reference, ...rich })}</p> : null}
              {e.note ? <Typed block className="text-slate-800">{e.note}</Typed> : null}
              {e.file ? (
                <a href={claimFileUrl('customer', locale, claimId, e.file.id)} target="_blank" rel="noopener noreferrer"
                  className="inline-flex min-h-11 w-fit items-center break-all text-brand-700 underline underline-offset-4">
                  {t.rich('file', { name: e.file.name, ...rich })}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
