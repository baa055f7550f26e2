'use client';

import { useTranslations } from 'next-intl';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Choice } from '@/components/lababak/Choice';
import { Ltr } from '@/components/ui/Ltr';
import { TextField } from '@/components/ui/TextField';
import { OTHER_PARTY_KINDS } from '@/lib/validation/claim-details';
import { watched, type DetailsForm } from './details-form';

type Props = { form: UseFormReturn<DetailsForm, unknown, unknown>; error: (name: string) => string | undefined };

/**
 * Damage the customer caused to someone else (third-party cover): a plain word that it pays the other
 * party and not the customer's car, then the other party (their car's plate or the property, their
 * name and phone) and the police report's number, which their claim rests on. Who was driving follows
 * (MotorQuestions' driver question); whether the customer's car can be driven is not asked.
 */
export function ThirdPartyQuestions({ form, error }: Props) {
  const t = useTranslations('claimReport.details');
  const kind = watched(form, 'details.other_kind') ?? 'car';
  const text = (name: string) => ({ ...form.register(name as never), error: error(name) });
  return (
    <>
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">{t('thirdPartyNote')}</p>
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 font-medium text-slate-800">{t('thirdPartyLegend')}</legend>
        <div className="sm:col-span-2">
          <Controller control={form.control} name={'details.other_kind' as never} render={({ field }) => (
            <Choice legend={t('otherKind')} name={field.name} value={(field.value as string | undefined) ?? 'car'} onChange={field.onChange} error={error('details.other_kind')}
              options={OTHER_PARTY_KINDS.map((k) => ({ value: k, label: t(k === 'car' ? 'otherKindCar' : 'otherKindProperty') }))} />
          )} />
        </div>
        {kind === 'car' ? (
          <TextField label={t('otherPlate')} hint={t.rich('otherPlateHint', { ltr: (chunks) => <Ltr>{chunks}</Ltr> })} {...text('details.other_plate')} ltr autoComplete="off" />
        ) : (
          <TextField label={t('otherProperty')} {...text('details.other_property')} autoComplete="off" />
        )}
        {kind === 'car' ? <TextField label={t('otherInsurer')} {...text('details.other_insurer')} autoComplete="off" /> : null}
        <TextField label={t('otherName')} {...text('details.other_driver_name')} autoComplete="off" />
        <TextField label={t('otherPhone')} {...text('details.other_driver_phone')} type="tel" inputMode="tel" ltr autoComplete="off" />
      </fieldset>
      <TextField label={t('thirdPartyPolice')} hint={t('thirdPartyPoliceHint')} {...text('details.police_report_number')} ltr autoComplete="off" />
    </>
  );
}
