'use client';

import { useTranslations } from 'next-intl';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { Button } from '@/components/ui/Button';
import type { ClaimEvent } from '@/lib/config/claims';
import type { PolicyLine } from '@/lib/config/lines';
import { InjuriesCall } from './CallPanels';
import { detailsSchema, reportFlow, type ReportData } from './flow';
import { MotorQuestions, watched, YesNo } from './MotorQuestions';
import { OtherQuestions } from './OtherQuestions';
import { useServerFields, type ServerFields } from './server-fields';

export type { DetailsForm } from './details-form';
import type { DetailsForm } from './details-form';
type Props = {
  line: PolicyLine;
  event: ClaimEvent | undefined;
  defaults: Partial<ReportData>;
  serverFields: ServerFields;
  onDone: (values: Pick<ReportData, 'details' | 'description'>) => void;
  onBack: () => void;
};

const DESCRIPTION_MAX = 1000;

/**
 * The second step: the line's own questions and what happened in the customer's words. A car's
 * injuries come first: a yes stops the report and sends the customer to the phone.
 */
export function DetailsStep({ line, event, defaults, serverFields, onDone, onBack }: Props) {
  const t = useTranslations('claimReport.details');
  const flow = useTranslations('flow');
  // Damage caused to someone else always has the other party and the police report: asked as such, not as yes-or-no.
  const thirdParty = event === 'third_party_damage';
  const fresh = thirdParty ? { line, other_party: true, other_kind: 'car', has_police_report: true } : { line };
  const kept = defaults.details?.line === line && (line !== 'motor' || thirdParty === (defaults.event === 'third_party_damage'));
  const form = useZodForm(detailsSchema, {
    defaultValues: {
      line,
      event,
      details: (kept ? defaults.details : fresh) as DetailsForm['details'],
      description: defaults.description ?? '',
    },
  });
  // One draft per line (and for a car, one for damage to someone else): answers given for another kind of claim are not put on this one's form.
  useFormDraft(form, `${reportFlow.id}:details-${line}${thirdParty ? '-third-party' : ''}`);
  useServerFields(form, serverFields, 'details');
  const error = useFieldError(form.formState.errors);
  const injured = line === 'motor' && watched(form, 'details.injuries') === true;
  const description = form.watch('description') ?? '';

  return (
    <form method="post" onSubmit={form.handleSubmit((v) => onDone({ details: v.details, description: v.description }))} noValidate className="mt-4 flex flex-col gap-6">
      {line === 'motor' ? <YesNo form={form} error={error} name="details.injuries" legend={t('injuries')} /> : null}
      {injured ? <InjuriesCall /> : (
        <>
          {line === 'motor' ? <MotorQuestions form={form} error={error} thirdParty={thirdParty} /> : <OtherQuestions line={line} policyId={defaults.policy_id} form={form} error={error} />}
          <div className="flex flex-col gap-1.5">
            <label htmlFor="claim-description" className="font-medium text-slate-800">{t('description')}</label>
            <p id="claim-description-hint" className="text-sm text-slate-600">{t(`descriptionHint.${line === 'personal-accident' ? 'personalAccident' : line}`)}</p>
            <textarea id="claim-description" {...form.register('description')} maxLength={DESCRIPTION_MAX} rows={5}
              aria-describedby={`claim-description-hint claim-description-count${error('description') ? ' claim-description-error' : ''}`}
              aria-invalid={error('description') ? true : undefined}
              className={`rounded-lg border px-3 py-2 ${error('description') ? 'border-red-600' : 'border-slate-300'}`} />
            <p id="claim-description-count" className="text-sm text-slate-600">{t('count', { used: description.length, max: DESCRIPTION_MAX })}</p>
            {error('description') ? <p id="claim-description-error" className="text-sm text-red-700">{error('description')}</p> : null}
          </div>
        </>
      )}
      {/* With an injury there is nothing to continue to: only the way back (an answer changed by mistake). */}
      {injured ? <Button variant="secondary" onClick={onBack} className="self-start">{flow('back')}</Button> : <StepNav onBack={onBack} />}
    </form>
  );
}
