'use client';

import { useTranslations } from 'next-intl';
import { CarName } from '@/components/lababak/CarName';
import { Ltr } from '@/components/ui/Ltr';
import { Phone } from '@/components/ui/Phone';
import type { ClaimSummary } from '@/lib/api/endpoints/claims';
import { Link } from '@/lib/i18n/navigation';
import { DueDay } from './DueDay';
import { StateBadge } from './StateBadge';
import { Typed } from '@/components/ui/Typed';

/**
 * One claim of the desk's list: its number (the link) and state, the customer, the line, event and
 * contract, and the due day. A card on a phone, one row of four columns from the tablet's width.
 */
export function ClaimRow({ claim: c }: { claim: ClaimSummary }) {
  const t = useTranslations('claimsDesk');
  const claims = useTranslations('claims');
  return (
    <li data-claim={c.reference} data-overdue={c.due?.overdue ? 'true' : 'false'}
      className={`grid gap-x-4 gap-y-1 rounded-xl border p-4 sm:grid-cols-[8.5rem_minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,11rem)] ${c.due?.overdue ? 'border-red-300 bg-red-50/30' : 'border-slate-200'}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 sm:flex-col sm:items-start sm:justify-start">
        <Link href={`/claims-desk/${c.id}`} aria-label={t('list.open', { reference: c.reference })}
          className="inline-flex min-h-11 items-center text-lg font-bold text-brand-700 underline-offset-4 hover:underline sm:min-h-0">
          <Ltr>{c.reference}</Ltr>
        </Link>
        <StateBadge state={c.state} />
      </div>
      {c.customer ? (
        <p className="flex flex-col text-slate-900">
          <Typed>{c.customer.name}</Typed>
          <Phone number={c.customer.mobile} className="text-sm text-slate-700" />
        </p>
      ) : <span />}
      <p className="flex flex-col text-slate-800">
        <span>{t(`lines.${c.line}`)} · {claims(`events.${c.event}`)}</span>
        <span className="text-sm"><Ltr>{c.contract_number}</Ltr></span>
        <span data-user-text className="text-sm text-slate-700"><CarName car={c.insured} /></span>
      </p>
      <p className="text-sm"><DueDay due={c.due} /></p>
    </li>
  );
}
