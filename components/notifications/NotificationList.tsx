import { useTranslations } from 'next-intl';
import { DateTime } from '@/components/ui/DateTime';
import { policyHref, renewalHref } from '@/lib/model/contracts/display';
import { Link } from '@/lib/i18n/navigation';
import type { NotificationItem } from './query';

/** Dates (dd-MM-yyyy), contract and claim numbers in a notice's text: kept whole and left to right, also in Arabic. */
const LTR_RUN = /(\d{2}-\d{2}-\d{4}|P-[A-Z]{3}-\d{4}-W?\d{6}|CL-\d{6})/;

function NoticeText({ text }: { text: string }) {
  return text.split(LTR_RUN).map((part, i) => (i % 2 === 1
    ? <span key={i} dir="ltr" className="whitespace-nowrap">{part}</span>
    : part));
}

/** A notice about a claim leads to the claim's page. */
function ClaimLink({ id, onNavigate }: { id: number; onNavigate?: () => void }) {
  const t = useTranslations('notifications');
  return (
    <Link href={`/claims/${id}`} onClick={onNavigate}
      className="mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline underline-offset-2">
      {t('claimLink')}
    </Link>
  );
}

/** A notice about a contract leads to it: to the renewal when the web renews it now, else to the contract's page. */
function NoticeLink({ target, onNavigate }: { target: NonNullable<NotificationItem['target']>; onNavigate?: () => void }) {
  const t = useTranslations('notifications');
  if (target.kind === 'claim' && target.claim_id !== undefined) return <ClaimLink id={target.claim_id} onNavigate={onNavigate} />;
  const renew = target.kind === 'renewal';
  return (
    <Link href={renew ? renewalHref({ id: target.policy_id }) : policyHref({ line: target.line, id: target.policy_id })} onClick={onNavigate}
      className="mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline underline-offset-2">
      {t(renew ? 'renewLink' : 'contractLink')}
    </Link>
  );
}

/** The notifications, newest first; `isNew` tells which were unread when the panel opened; `onNavigate` closes the panel as a link is followed. */
export function NotificationList({ items, isNew, onNavigate }: { items: NotificationItem[]; isNew: (n: NotificationItem) => boolean; onNavigate?: () => void }) {
  const t = useTranslations('notifications');
  if (items.length === 0) return <p className="px-4 py-6 text-center text-slate-600">{t('empty')}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {items.map((n) => {
        const fresh = isNew(n);
        return (
          <li key={n.id} className={`flex gap-3 px-4 py-3 ${fresh ? 'bg-brand-50' : 'bg-white'}`} data-state={fresh ? 'unread' : 'read'}>
            <span aria-hidden="true" className={`mt-2 size-2.5 shrink-0 rounded-full ${fresh ? 'bg-brand-600' : 'bg-transparent'}`} />
            <div className="min-w-0">
              <p className={`text-sm ${fresh ? 'font-bold text-brand-900' : 'font-medium text-slate-800'}`}>
                <span className="sr-only">{fresh ? t('unread') : t('read')}: </span>
                {n.title}
              </p>
              <p className="mt-0.5 text-sm text-slate-700"><NoticeText text={n.body} /></p>
              {n.target ? <NoticeLink target={n.target} onNavigate={onNavigate} /> : null}
              <p className="mt-1 text-xs text-slate-600">
                <DateTime value={n.created_at} />
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
