import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Claim } from '@/lib/api/endpoints/claims';
import { CLAIM_PHONES } from '@/lib/config/claims';
import { formatPhone, telHref } from '@/lib/phone';
import { dueNotice } from './due';
import { longDate } from './long-date';

const tel = (chunks: ReactNode) => <a href={telHref(CLAIM_PHONES.claimsLine)} dir="ltr" className="whitespace-nowrap underline underline-offset-4">{chunks}</a>;

/**
 * The day by which the company must act or pay, in the customer's words and counted in Jordan's
 * working days; a date that passed, or a cheque ready only after it, says so and where to turn. While
 * the company waits for the customer's documents, it says that its clock starts when they are in.
 */
export function ClaimDue({ claim }: { claim: Claim }) {
  const t = useTranslations('claimPage.due');
  const locale = useLocale();
  const notice = dueNotice(claim);
  // A cheque issued to be ready after the day to pay by has missed it already, though that day may not have come.
  const chequeLate = notice?.kind === 'payment' && claim.cheque_ready_on && claim.cheque_ready_on > notice.by ? claim.cheque_ready_on : null;
  if (!notice) {
    if (claim.state !== 'documents') return null;
    return <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">{t('waiting')}</p>;
  }
  return (
    <section aria-labelledby="due-heading" className={`flex flex-col gap-2 rounded-xl border px-4 py-3 ${notice.overdue ? 'border-red-300 bg-red-50' : 'border-brand-100 bg-brand-50'}`}>
      <h2 id="due-heading" className="font-semibold text-brand-900">{t('heading')}</h2>
      <p className="text-lg text-slate-900" data-testid="claim-due">{t(notice.kind, { date: longDate(notice.by, locale), days: notice.days })}</p>
      {notice.overdue ? (
        <p className="font-semibold text-red-800">
          {chequeLate
            ? t.rich('chequeLate', { date: longDate(chequeLate, locale), phone: formatPhone(CLAIM_PHONES.claimsLine), tel })
            : t.rich('overdue', { phone: formatPhone(CLAIM_PHONES.claimsLine), tel })}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">{t('workingDays')}</p>
    </section>
  );
}
