'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Phone } from '@/components/ui/Phone';
import type { RenewalView } from '@/lib/api/endpoints/renewals';
import { COMPANY_PHONE } from '@/lib/config/company';
import { telHref } from '@/lib/phone';
import { Link } from '@/lib/i18n/navigation';

const reasonKey = { blacklist: 'blacklist', 'car-type': 'carType', claim: 'claim', bank: 'bank' } as const;

/** Spec §8's "renew through the company" popup for the blacklist, car type, claim and bank conditions. */
export function CompanyOnlyPopup({ reason }: { reason: NonNullable<RenewalView['reason']> }) {
  const t = useTranslations('renewal');
  const tr = useTranslations('contracts.renewal');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={dialog} aria-labelledby="company-only-title" aria-describedby="company-only-reason"
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50">
      <h2 id="company-only-title" className="text-xl font-bold text-brand-900">{t('companyOnlyTitle')}</h2>
      <p id="company-only-reason" className="mt-2">{tr(`reason.${reasonKey[reason]}`)}</p>
      <p className="mt-2">{t('contactHelp')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href="/dashboard/contact-us" className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">{t('contactUs')}</Link>
        <a href={telHref(COMPANY_PHONE)} className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 font-semibold text-brand-700">
          {t('call')} <Phone number={COMPANY_PHONE} className="ms-1" />
        </a>
        <Link href="/dashboard/motor" className="inline-flex min-h-11 items-center px-2 text-brand-700 underline underline-offset-2">{t('backToMotor')}</Link>
      </div>
    </dialog>
  );
}
