'use client';

import { useTranslations } from 'next-intl';
import { Ltr } from '@/components/ui/Ltr';
import { Phone } from '@/components/ui/Phone';
import type { ClaimSummary } from '@/lib/api/endpoints/claims';
import { Link } from '@/lib/i18n/navigation';
import { DueDay } from './DueDay';
import { StateBadge } from './StateBadge';

/** One claim of the desk's list: its number (the link), the customer, the line and event, the state and the due day. */
export function ClaimRow({ claim: c }: { claim: ClaimSummary }) {
  const t = useTranslations('claimsDesk');
  const claims = useTranslations('claims');
  return (
    <li data-claim={c.reference} data-overdue={c.due?.overdue ? 'true' : 'false'}
      className={`flex flex-col gap-1.5 rounded-xl border p-4 ${c.due?.overdue ? 'border-red-300' : 'border-slate-200'}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href={`/claims-desk/${c.id}`} aria-label={t('list.open', { reference: c.reference })}
          className="inline-flex min-h-11 items-center text-lg font-bold text-brand-700 underline-offset-4 hover:underline">
          <Ltr>{c.reference}</Ltr>
        </Link>
        <StateBadge state={c.state} />
      </div>
      {c.customer ? (
        <p className="text-slate-900"><bdi data-user-text>{c.customer.name}</bdi> · <Phone number={c.customer.mobile} className="text-slate-700" /></p>
      ) : null}
      <p className="text-slate-800">
        {t(`lines.${c.line}`)} · {claims(`events.${c.event}`)} · <Ltr>{c.contract_number}</Ltr>
      </p>
      <p className="text-sm text-slate-700"><bdi data-user-text>{c.insured}</bdi></p>
      <p><DueDay due={c.due} /></p>
    </li>
  );
}
