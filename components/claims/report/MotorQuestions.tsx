'use client';

import { useTranslations } from 'next-intl';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Choice } from '@/components/lababak/Choice';
import { Ltr } from '@/components/ui/Ltr';
import { TextField } from '@/components/ui/TextField';
import { RoadsideNote } from './CallPanels';
import { watched, type DetailsForm } from './details-form';
import { ThirdPartyQuestions } from './ThirdPartyQuestions';

type Props = { form: UseFormReturn<DetailsForm, unknown, unknown>; error: (name: string) => string | undefined };

export { watched };

/** A yes-or-no question of the details, as radio buttons. */
export function YesNo({ form, name, legend, error }: Props & { name: `details.${string}`; legend: string }) {
  const t = useTranslations('claimReport.details');
  return (
    <Controller control={form.control} name={name as never} render={({ field }) => (
      <Choice legend={legend} name={field.name} value={field.value as boolean | undefined} onChange={field.onChange} error={error(name)}
        options={[{ value: true, label: t('yes') }, { value: false, label: t('no') }]} />
    )} />
  );
}

/** The police report's question, and its number when there is one (car, home, personal accident). */
export function PoliceReport({ form, error }: Props) {
  const t = useTranslations('claimReport.details');
  const has = watched(form, 'details.has_police_report');
  return (
    <>
      <YesNo form={form} error={error} name="details.has_police_report" legend={t('policeReport')} />
      {has ? <TextField label={t('policeNumber')} {...form.register('details.police_report_number' as never)} ltr autoComplete="off" error={error('details.police_report_number')} /> : null}
    </>
  );
}

/**
 * A car's questions after injuries (asked first, on the details step): the police report, the other
 * party, whether the car can be driven (if not, the roadside number) and who was driving. Damage caused
 * to someone else asks the other party and the police report instead (ThirdPartyQuestions).
 */
export function MotorQuestions({ form, error, thirdParty }: Props & { thirdParty: boolean }) {
  const t = useTranslations('claimReport.details');
  const otherParty = watched(form, 'details.other_party');
  const drivable = watched(form, 'details.drivable');
  const driver = watched(form, 'details.driver');
  const text = (name: string) => ({ ...form.register(name as never), error: error(name) });
  return (
    <>
      {thirdParty ? <ThirdPartyQuestions form={form} error={error} /> : (
        <>
          <PoliceReport form={form} error={error} />
          <YesNo form={form} error={error} name="details.other_party" legend={t('otherParty')} />
          {otherParty ? (
            <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
              <legend className="px-1 font-medium text-slate-800">{t('otherPartyLegend')}</legend>
              <TextField label={t('otherPlate')} hint={t.rich('otherPlateHint', { ltr: (chunks) => <Ltr>{chunks}</Ltr> })} {...text('details.other_plate')} ltr autoComplete="off" />
              <TextField label={t('otherInsurer')} {...text('details.other_insurer')} autoComplete="off" />
              <TextField label={t('otherDriverName')} {...text('details.other_driver_name')} autoComplete="off" />
              <TextField label={t('otherDriverPhone')} {...text('details.other_driver_phone')} type="tel" inputMode="tel" ltr autoComplete="off" />
            </fieldset>
          ) : null}
          <YesNo form={form} error={error} name="details.drivable" legend={t('drivable')} />
          {drivable === false ? <RoadsideNote /> : null}
        </>
      )}
      <Controller control={form.control} name={'details.driver' as never} render={({ field }) => (
        <Choice legend={t('driver')} name={field.name} value={field.value as string | undefined} onChange={field.onChange} error={error('details.driver')}
          options={[{ value: 'insured', label: t('driverInsured') }, { value: 'other', label: t('driverOther') }]} />
      )} />
      {driver === 'other' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('driverName')} {...text('details.driver_name')} autoComplete="off" />
          <TextField label={t('driverLicence')} {...text('details.driver_licence')} ltr autoComplete="off" />
        </div>
      ) : null}
    </>
  );
}
