import { useLocale, useTranslations } from 'next-intl';
import { Ltr } from '@/components/ui/Ltr';
import type { Claim } from '@/lib/api/endpoints/claims';
import { formatDate, formatSlot, formatTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { ClaimAnswers } from './ClaimAnswers';
import { ClaimFiles } from './ClaimFiles';
import { FactRow } from './FactRow';
import { rich } from './rich';
import { Typed } from '@/components/ui/Typed';

/**
 * What the customer reported: the contract, what happened, when and where, their words and answers,
 * the roadside assessment booked for it, and the photos and documents. None of it changes on the
 * claim's page, so the server renders it whole (the appointment's words come from the Lababak screens).
 */
export function ClaimFacts({ claim }: { claim: Claim }) {
  const t = useTranslations('claimPage.facts');
  const shared = useTranslations('claims');
  const lababak = useTranslations('lababak.preview');
  const locale = useLocale();
  const a = claim.appointment;
  return (
    <section aria-labelledby="facts-heading" className="flex flex-col gap-4">
      <h2 id="facts-heading" className="text-lg font-semibold text-brand-900">{t('heading')}</h2>
      <dl className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4">
        <FactRow label={shared('reference')}><Ltr>{claim.reference}</Ltr></FactRow>
        <FactRow label={t('contract')}><Ltr>{claim.contract_number}</Ltr></FactRow>
        <FactRow label={t('insured')}><Typed>{claim.insured}</Typed></FactRow>
        <FactRow label={t('event')}>{shared(`events.${claim.event}`)}</FactRow>
        <FactRow label={t('when')}>
          <Ltr>{formatDate(claim.occurred_on)}</Ltr>
          {claim.occurred_time ? <>{' '}<bdi>{formatTime(claim.occurred_time, locale)}</bdi></> : null}
        </FactRow>
        {claim.location ? <FactRow label={t('where')}><Typed>{claim.location.address}</Typed></FactRow> : null}
        <FactRow label={t('description')}><Typed block>{claim.description}</Typed></FactRow>
        <ClaimAnswers details={claim.details} />
        {a ? (
          <FactRow label={t('appointment')}>
            <span className="flex flex-col gap-1">
              <span><Ltr>{formatDate(a.date)}</Ltr> · <bdi>{formatSlot(a.time_period, locale)}</bdi> · {lababak(`state.${a.status}`)}</span>
              <Link href={{ pathname: '/appointment-preview', query: { id: String(a.id) } }} className="inline-flex min-h-11 w-fit items-center font-semibold text-brand-700 underline underline-offset-4">
                <span>{t.rich('openAppointment', { reference: a.reference, ...rich })}</span>
              </Link>
            </span>
          </FactRow>
        ) : null}
      </dl>
      <ClaimFiles claim={claim} />
    </section>
  );
}
