import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Ltr } from '@/components/ui/Ltr';
import { Phone } from '@/components/ui/Phone';
import { TRAVEL_COUNTRIES } from '@/lib/config/travel';
import { formatMoney } from '@/lib/format/money';
import type { ClaimDetailsView } from '@/lib/validation/claim';
import { Typed } from '@/components/ui/Typed';

/** One answer of a report: its name, its value, and whether it reads better across the whole width. */
export type AnswerRow = { label: string; value: ReactNode; wide?: boolean };

const typed = (text: string) => <Typed>{text}</Typed>;

/**
 * The answers to the line's own questions (the police report, the other party, who drove, the trip's
 * traveller, country, amount and assistance call, …) as rows, in the order the report asks them: the report's review, the customer's claim
 * page and the claims desk show the same words, each in its own rows.
 */
export function useClaimAnswers(): (details: ClaimDetailsView) => AnswerRow[] {
  const t = useTranslations('claims.answers');
  const locale = useLocale();
  const countryOf = (code: string) => TRAVEL_COUNTRIES.find((c) => c.code === code)?.[locale === 'ar' ? 'ar' : 'en'];
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const police = (d: { has_police_report: boolean; police_report_number: string }): AnswerRow => ({
    label: t('policeReport'),
    value: d.has_police_report ? <Ltr>{d.police_report_number}</Ltr> : t('noPoliceReport'),
  });
  return (d) => {
    switch (d.line) {
      case 'motor':
        return [
          { label: t('injuries'), value: yesNo(d.injuries) },
          police(d),
          {
            label: t('otherParty'),
            value: d.other_party ? (
              <span className="flex flex-col">
                {d.other_kind === 'property'
                  ? <span>{t('otherProperty')}: {typed(d.other_property)}</span>
                  : <span>{t('otherPlate')}: <Ltr>{d.other_plate}</Ltr></span>}
                {d.other_insurer ? <span>{t('otherInsurer')}: {typed(d.other_insurer)}</span> : null}
                <span>{t(d.other_kind === 'property' ? 'otherName' : 'otherDriver')}: {typed(d.other_driver_name)} · <Phone number={d.other_driver_phone} /></span>
              </span>
            ) : t('noOtherParty'),
          },
          // Not asked of damage caused to someone else: third party pays nothing of the customer's car.
          ...(d.drivable === null ? [] : [{ label: t('drivable'), value: yesNo(d.drivable) }]),
          {
            label: t('driver'),
            value: d.driver === 'insured' ? t('driverInsured') : <span>{typed(d.driver_name)} · {t('licence')} <Ltr>{d.driver_licence}</Ltr></span>,
          },
        ];
      case 'travel':
        // A report from before the traveller, the amount and the call were asked shows what it has (its country as typed).
        return [
          ...(d.traveller_name ? [{ label: t('traveller'), value: typed(d.traveller_name) }] : []),
          { label: t('country'), value: countryOf(d.country) ?? typed(d.country) },
          ...(d.amount !== null && d.currency ? [{ label: t('amount'), value: <Ltr>{formatMoney(d.amount, d.currency, locale)}</Ltr> }] : []),
          ...(d.assistance_called === null ? [] : [{
            label: t('assistance'),
            value: d.assistance_called ? <span>{t('yes')} · {t('assistanceReference')} <Ltr>{d.assistance_reference}</Ltr></span> : t('no'),
          }]),
          ...(d.provider ? [{ label: t('provider'), value: typed(d.provider) }] : []),
        ];
      case 'home':
        return [{ label: t('damaged'), value: typed(d.damaged), wide: true }, police(d)];
      case 'medical':
        return [{ label: t('provider'), value: typed(d.provider) }];
      case 'personal-accident':
        return [{ label: t('injury'), value: typed(d.injury) }, { label: t('provider'), value: typed(d.provider) }, police(d)];
    }
  };
}
