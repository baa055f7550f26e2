'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CarName } from '@/components/lababak/CarName';
import { DateTime } from '@/components/ui/DateTime';
import { Ltr } from '@/components/ui/Ltr';
import type { Claim } from '@/lib/api/endpoints/claims';
import { mapsLink } from '@/lib/config/company';
import { formatDate, formatTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { DetailsAnswers } from './DetailsAnswers';
import { Fact, Facts, Section } from './Facts';
import { Typed } from '@/components/ui/Typed';

/** The report as the customer made it: the contract, what is insured, what happened, when and where, the answers and the description. */
export function ReportFacts({ claim: c }: { claim: Claim }) {
  const t = useTranslations('claimsDesk.report');
  const desk = useTranslations('claimsDesk');
  const claims = useTranslations('claims');
  const locale = useLocale();
  return (
    <Section id="report" title={t('title')}>
      <Facts>
        <Fact label={t('contract')}><Ltr>{c.contract_number}</Ltr> · {desk(`lines.${c.line}`)}</Fact>
        <Fact label={t('insured')}><span data-user-text><CarName car={c.insured} /></span></Fact>
        <Fact label={t('event')}>{claims(`events.${c.event}`)}</Fact>
        <Fact label={t('when')}>
          <Ltr>{formatDate(c.occurred_on)}</Ltr>
          {c.occurred_time ? <> · <bdi className="whitespace-nowrap">{formatTime(c.occurred_time, locale)}</bdi></> : null}
        </Fact>
        <Fact label={t('where')} wide>
          {c.location ? (
            <span className="flex flex-wrap items-center gap-x-3">
              <Typed>{c.location.address}</Typed>
              <a href={mapsLink(c.location.lat, c.location.lng)} target="_blank" rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-normal text-brand-700 underline">{t('map')}</a>
            </span>
          ) : t('noPlace')}
        </Fact>
        <Fact label={t('reportedAt')}><DateTime value={c.reported_at} /></Fact>
        {c.appointment ? (
          <Fact label={t('appointment')}>
            <Link href={{ pathname: '/appointment-preview-c', query: { id: String(c.appointment.id) } }}
              className="inline-flex min-h-11 items-center text-brand-700 underline">
              <Ltr>{c.appointment.reference}</Ltr>
            </Link>
            {' · '}<Ltr>{formatDate(c.appointment.date)}</Ltr>
          </Fact>
        ) : null}
        <DetailsAnswers details={c.details} />
        <Fact label={t('description')} wide><Typed block>{c.description}</Typed></Fact>
      </Facts>
    </Section>
  );
}
