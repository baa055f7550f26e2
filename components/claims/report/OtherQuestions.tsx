'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/TextField';
import type { PolicyLine } from '@/lib/config/lines';
import type { DetailsForm } from './details-form';
import { PoliceReport } from './MotorQuestions';
import { TravelQuestions } from './TravelQuestions';

type Props = {
  line: Exclude<PolicyLine, 'motor'>;
  /** The contract of the claim: a trip's travellers and countries are its own. */
  policyId: number | undefined;
  form: UseFormReturn<DetailsForm, unknown, unknown>;
  error: (name: string) => string | undefined;
};

/** The questions of travel, home, medical and personal-accident claims (their schemas in lib/validation/claim). */
export function OtherQuestions({ line, policyId, form, error }: Props) {
  const t = useTranslations('claimReport.details');
  const text = (name: string) => ({ ...form.register(name as never), error: error(name) });
  if (line === 'travel') return <TravelQuestions policyId={policyId} form={form} error={error} />;
  if (line === 'home') {
    return (
      <>
        <TextField label={t('damaged')} hint={t('damagedHint')} {...text('details.damaged')} autoComplete="off" />
        <PoliceReport form={form} error={error} />
      </>
    );
  }
  if (line === 'medical') return <TextField label={t('medicalProvider')} {...text('details.provider')} autoComplete="off" />;
  return (
    <>
      <TextField label={t('injury')} hint={t('injuryHint')} {...text('details.injury')} autoComplete="off" />
      <TextField label={t('medicalProvider')} {...text('details.provider')} autoComplete="off" />
      <PoliceReport form={form} error={error} />
    </>
  );
}
