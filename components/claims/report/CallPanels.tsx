'use client';

import { useTranslations } from 'next-intl';
import { Phone } from '@/components/ui/Phone';
import { CLAIM_PHONES } from '@/lib/config/claims';
import { telHref } from '@/lib/phone';

const call = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2 font-semibold';

/**
 * Someone was injured: the report stops here. Emergency services first, then the company's claims
 * line (around the clock), each a tap to call.
 */
export function InjuriesCall() {
  const t = useTranslations('claimReport.injuries');
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900" data-testid="injuries-call">
      <p className="text-lg font-semibold">{t('title')}</p>
      <p>{t('body')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={telHref(CLAIM_PHONES.emergency)} className={`${call} bg-red-700 text-white hover:bg-red-800`}>
          {t.rich('emergency', { phone: () => <bdi dir="ltr">{CLAIM_PHONES.emergency}</bdi> })}
        </a>
        <a href={telHref(CLAIM_PHONES.claimsLine)} className={`${call} border border-red-700 bg-white text-red-800 hover:bg-red-100`}>
          {t.rich('claimsLine', { phone: () => <Phone number={CLAIM_PHONES.claimsLine} /> })}
        </a>
      </div>
      <p className="text-sm">{t('after')}</p>
    </div>
  );
}

/** The car cannot be driven: the roadside number for towing (the report goes on). */
export function RoadsideNote() {
  const t = useTranslations('claimReport.roadside');
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <p>{t('body')}</p>
      <a href={telHref(CLAIM_PHONES.roadside)} className={`${call} self-start border border-amber-700 bg-white text-amber-900 hover:bg-amber-100`}>
        {t.rich('call', { phone: () => <Phone number={CLAIM_PHONES.roadside} /> })}
      </a>
    </div>
  );
}
