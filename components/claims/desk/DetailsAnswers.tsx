'use client';

import { useTranslations } from 'next-intl';
import { Ltr } from '@/components/ui/Ltr';
import { Phone } from '@/components/ui/Phone';
import type { ClaimDetails } from '@/lib/validation/claim';
import { Fact } from './Facts';

/** The answers of the report's own questions, per line (the police report, the other party, who drove, …). */
export function DetailsAnswers({ details: d }: { details: ClaimDetails }) {
  const t = useTranslations('claimsDesk.answers');
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));
  const typed = (v: string) => <bdi data-user-text>{v}</bdi>;
  const police = 'has_police_report' in d ? (
    <Fact label={t('policeReport')}>
      {d.has_police_report ? <>{t('yes')} · <Ltr>{d.police_report_number}</Ltr></> : t('no')}
    </Fact>
  ) : null;
  switch (d.line) {
    case 'motor':
      return (
        <>
          {police}
          <Fact label={t('otherParty')}>
            {d.other_party ? (
              <span className="flex flex-col">
                <span>{t('otherPlate')}: <Ltr>{d.other_plate}</Ltr></span>
                {d.other_insurer ? <span>{t('otherInsurer')}: {typed(d.other_insurer)}</span> : null}
                <span>{t('otherDriver')}: {typed(d.other_driver_name)} · <Phone number={d.other_driver_phone} /></span>
              </span>
            ) : t('no')}
          </Fact>
          <Fact label={t('injuries')}>{yesNo(d.injuries)}</Fact>
          <Fact label={t('drivable')}>{yesNo(d.drivable)}</Fact>
          <Fact label={t('driver')}>
            {d.driver === 'insured' ? t('driverInsured') : <>{typed(d.driver_name)} · {t('licence')} <Ltr>{d.driver_licence}</Ltr></>}
          </Fact>
        </>
      );
    case 'travel':
      return (
        <>
          <Fact label={t('country')}>{typed(d.country)}</Fact>
          {d.provider ? <Fact label={t('provider')}>{typed(d.provider)}</Fact> : null}
        </>
      );
    case 'home':
      return (
        <>
          <Fact label={t('damaged')} wide>{typed(d.damaged)}</Fact>
          {police}
        </>
      );
    case 'medical':
      return <Fact label={t('provider')}>{typed(d.provider)}</Fact>;
    case 'personal-accident':
      return (
        <>
          <Fact label={t('injury')}>{typed(d.injury)}</Fact>
          <Fact label={t('provider')}>{typed(d.provider)}</Fact>
          {police}
        </>
      );
  }
}
