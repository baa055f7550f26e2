import { useTranslations } from 'next-intl';
import { Ltr } from '@/components/ui/Ltr';
import { formatPhone } from '@/lib/format';
import type { ClaimDetails } from '@/lib/validation/claim';
import { FactRow } from './FactRow';
import { rich } from './rich';

/** What the customer answered in the report, per line (a car's other party and driver, a trip's country, …). */
export function ClaimAnswers({ details }: { details: ClaimDetails }) {
  const t = useTranslations('claimPage.facts');
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const typed = (value: string) => <bdi data-user-text>{value}</bdi>;
  const police = 'has_police_report' in details ? (
    <FactRow label={t('policeReport')}>{details.has_police_report ? <Ltr>{details.police_report_number}</Ltr> : t('noPoliceReport')}</FactRow>
  ) : null;
  switch (details.line) {
    case 'motor':
      return (
        <>
          {police}
          <FactRow label={t('otherParty')}>
            {details.other_party ? (
              <span className="flex flex-col">
                <span>{t('otherPlate')}: <Ltr>{details.other_plate}</Ltr></span>
                {details.other_insurer ? <span>{t('otherInsurer')}: {typed(details.other_insurer)}</span> : null}
                <span>{t('otherDriver')}: {typed(details.other_driver_name)}, <Ltr>{formatPhone(details.other_driver_phone)}</Ltr></span>
              </span>
            ) : t('noOtherParty')}
          </FactRow>
          <FactRow label={t('drivable')}>{yesNo(details.drivable)}</FactRow>
          <FactRow label={t('driver')}>
            {details.driver === 'insured' ? t('driverInsured') : <bdi data-user-text>{t.rich('driverOther', { name: details.driver_name, licence: details.driver_licence, ...rich })}</bdi>}
          </FactRow>
        </>
      );
    case 'travel':
      return (
        <>
          <FactRow label={t('country')}>{typed(details.country)}</FactRow>
          {details.provider ? <FactRow label={t('provider')}>{typed(details.provider)}</FactRow> : null}
        </>
      );
    case 'home':
      return <><FactRow label={t('damaged')}>{typed(details.damaged)}</FactRow>{police}</>;
    case 'medical':
      return <FactRow label={t('provider')}>{typed(details.provider)}</FactRow>;
    case 'personal-accident':
      return (
        <>
          <FactRow label={t('injury')}>{typed(details.injury)}</FactRow>
          <FactRow label={t('provider')}>{typed(details.provider)}</FactRow>
          {police}
        </>
      );
  }
}
