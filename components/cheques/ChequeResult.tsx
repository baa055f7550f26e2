'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ChequeStatus } from '@/lib/api/endpoints/cheques';
import { CHEQUE_PROCESSING_DAYS } from '@/lib/config/business';
import { COMPANY_PHONE } from '@/lib/config/company';
import { formatDate, formatJod } from '@/lib/format';
import { chequeReadyOn } from '@/lib/model/claims/cheque';
import { telHref } from '@/lib/phone';
import { Phone } from '@/components/ui/Phone';

export interface ChequeAnswer {
  status: ChequeStatus;
  cheque_id: string;
  amount: number | null;
  settlement_date: string | null;
}
export interface Pickup { address: string; hours: string }

const LOOK: Record<ChequeStatus, { box: string; icon: string; path: ReactNode }> = {
  delivered: { box: 'border-green-300 bg-green-50 text-green-900', icon: 'text-green-700', path: <path d="M5 12.5l4.5 4.5L19 7.5" /> },
  ready: { box: 'border-brand-100 bg-brand-50 text-brand-900', icon: 'text-brand-700', path: <><rect x="3" y="6" width="18" height="12" rx="2" /><path d="M3 10h18M7 15h4" /></> },
  processing: { box: 'border-amber-300 bg-amber-50 text-amber-900', icon: 'text-amber-700', path: <><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></> },
  preparation: { box: 'border-slate-300 bg-slate-50 text-slate-900', icon: 'text-slate-600', path: <><path d="M7 3h7l4 4v14H7z" /><path d="M14 3v4h4M10 12h5M10 16h5" /></> },
  none: { box: 'border-red-300 bg-red-50 text-red-900', icon: 'text-red-700', path: <><circle cx="12" cy="12" r="9" /><path d="M12 7.5v5.5M12 16.5v.01" /></> },
  phone_mismatch: { box: 'border-amber-300 bg-amber-50 text-amber-900', icon: 'text-amber-700', path: <><rect x="7" y="2.5" width="10" height="19" rx="2" /><path d="M12 7.5v5M12 16v.01" /></> },
};

const ltr = (chunks: ReactNode) => <bdi dir="ltr" className="whitespace-nowrap">{chunks}</bdi>;
/** Amounts carry the currency's name in Arabic, so they keep their own direction, isolated. */
const isolated = (chunks: ReactNode) => <bdi className="whitespace-nowrap">{chunks}</bdi>;

/** One answer of the lookup: icon and colour, but always the words too. */
export function ChequeResult({ answer, pickup }: { answer: ChequeAnswer; pickup: Pickup }) {
  const t = useTranslations('cheques');
  const locale = useLocale();
  const look = LOOK[answer.status];
  const settled = answer.settlement_date;
  return (
    <section aria-labelledby="cheque-result" className={`flex gap-3 rounded-xl border p-4 ${look.box}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className={`mt-0.5 size-7 shrink-0 ${look.icon}`} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {look.path}
      </svg>
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="text-sm opacity-80">{t.rich('resultFor', { id: answer.cheque_id, ltr })}</p>
        <h2 id="cheque-result" className="text-lg font-semibold">{t(`status.${answer.status}.title`)}</h2>
        <p>{t(`status.${answer.status}.body`, { days: CHEQUE_PROCESSING_DAYS })}</p>
        {answer.status === 'ready' ? (
          <>
            <p>{t('pickupAddress', { address: pickup.address })}</p>
            <p>{t('pickupHours', { hours: pickup.hours })}</p>
          </>
        ) : null}
        {answer.status === 'processing' && settled ? (
          <>
            <p>{t.rich('settledOn', { date: formatDate(settled), ltr })}</p>
            <p className="font-medium">{t.rich('expectedBy', { date: formatDate(chequeReadyOn(settled)), ltr })}</p>
          </>
        ) : null}
        {answer.status === 'phone_mismatch' ? (
          <a href={telHref(COMPANY_PHONE)} className="inline-flex min-h-11 items-center self-start font-semibold underline underline-offset-2">
            {t('callUs')} <Phone number={COMPANY_PHONE} className="ms-1" />
          </a>
        ) : null}
        {answer.amount !== null && answer.status !== 'none' ? (
          <p>{t.rich('amount', { amount: formatJod(answer.amount, locale), ltr: isolated })}</p>
        ) : null}
      </div>
    </section>
  );
}
