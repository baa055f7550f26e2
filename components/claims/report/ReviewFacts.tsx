'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Ltr } from '@/components/ui/Ltr';
import { Phone } from '@/components/ui/Phone';
import type { ClaimDetails } from '@/lib/validation/claim';

type Row = { label: string; value: ReactNode };
const said = (text: string) => <bdi data-user-text>{text}</bdi>;

/** The line's answers as label and value, in the order the details step asks them. */
export function useDetailRows(): (details: ClaimDetails) => Row[] {
  const t = useTranslations('claimReport.details');
  const r = useTranslations('claimReport.review');
  const yes = (v: boolean) => (v ? t('yes') : t('no'));
  const police = (d: { has_police_report: boolean; police_report_number: string }): Row => ({
    label: t('policeReport'),
    value: d.has_police_report ? r.rich('policeNumber', { number: d.police_report_number, ltr: (chunks) => <Ltr>{chunks}</Ltr> }) : t('no'),
  });
  return (d) => {
    switch (d.line) {
      case 'motor':
        return [
          { label: t('injuries'), value: yes(d.injuries) },
          police(d),
          {
            label: t('otherParty'),
            value: d.other_party ? (
              <span className="flex flex-col">
                <span>{r('plate')} <Ltr>{d.other_plate}</Ltr></span>
                {d.other_insurer ? <span>{r('insurer')} {said(d.other_insurer)}</span> : null}
                <span>{said(d.other_driver_name)} · <Phone number={d.other_driver_phone} /></span>
              </span>
            ) : t('no'),
          },
          { label: t('drivable'), value: yes(d.drivable) },
          {
            label: t('driver'),
            value: d.driver === 'insured' ? t('driverInsured') : (
              <span>{said(d.driver_name)} · {r('licence')} <Ltr>{d.driver_licence}</Ltr></span>
            ),
          },
        ];
      case 'travel':
        return [{ label: t('country'), value: said(d.country) }, ...(d.provider ? [{ label: t('travelProvider'), value: said(d.provider) }] : [])];
      case 'home':
        return [{ label: t('damaged'), value: said(d.damaged) }, police(d)];
      case 'medical':
        return [{ label: t('medicalProvider'), value: said(d.provider) }];
      default:
        return [{ label: t('injury'), value: said(d.injury) }, { label: t('medicalProvider'), value: said(d.provider) }, police(d)];
    }
  };
}

/** A part of the review: its rows and the way back to the step that holds them. */
export function ReviewSection({ title, rows, change }: { title: string; rows: Row[]; change: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{title}</h3>
        {change}
      </div>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd className="font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
