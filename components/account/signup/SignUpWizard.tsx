'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { FlowShell } from '@/components/flow/FlowShell';
import { useStepFlow } from '@/components/flow/useStepFlow';
import { ProofOfWork, useProofOfWork } from '@/components/forms/proof-of-work/ProofOfWork';
import { useApiErrorMessage, waitOf } from '@/components/forms/useApiErrorMessage';
import { safeNextPath } from '@/lib/i18n/next-path';
import { DESTINATIONS, resolveAccess } from '@/lib/access/rules';
import { browserApi } from '@/lib/api/browser';
import { ApiError, isProofAsked } from '@/lib/api/errors';
import { OTP_POLICY } from '@/lib/config/security';
import { formatPhone } from '@/lib/phone';
import type { signUpSchema } from '@/lib/validation/sign-up';
import { AccountStep } from './AccountStep';
import { ChoiceStep, type ChoiceValues } from './ChoiceStep';
import { DocumentsStep } from './DocumentsStep';
import { signUpFlow, type AccountValues } from './flow';

type SignUpBody = z.input<typeof signUpSchema> & { pow?: string };
/** The fields a refusal may name that the account step holds: the customer is taken back there. */
const IDENTITY_FIELDS = ['email', 'mobile', 'national_id', 'passport_id'];

/**
 * Sign-up on the step-flow helper: the step is in the URL (`?mode=signup&step=<key>`), so back,
 * forward and reload work; what was entered is kept in session storage (each step's form keeps its
 * draft too, uploads by id), except the password: after a reload the last step asks for it again.
 */
export function SignUpWizard({ next: asked = null }: { next?: string | null }) {
  const t = useTranslations('signUp');
  const locale = useLocale();
  const flow = useStepFlow(signUpFlow);
  const next = safeNextPath(asked);
  const apiMessage = useApiErrorMessage();
  // A refusal of the last step that names an account field, shown at that field on the account step.
  const [accountError, setAccountError] = useState<unknown>(null);

  const lists = useQuery({
    queryKey: ['registration-lists', locale],
    queryFn: () => browserApi(locale).getRegistrationLists(),
  });

  // Past half a code budget the server first asks the browser for a proof of work.
  const pow = useProofOfWork();
  const create = useMutation({
    mutationFn: (body: SignUpBody) => browserApi(locale).createUser({ body }),
    onSuccess: ({ user }) => {
      flow.finish();
      const target = resolveAccess(DESTINATIONS.dashboard, user);
      // A full load: the new session cookie decides the next screen through the access rules. The
      // code screen carries the page asked for (a purchase), which follows once the number is confirmed.
      const carried = next ? `next=${encodeURIComponent(next)}` : '';
      const url = target === DESTINATIONS.validateOtp ? `/${locale}/${target}?sent=1${carried ? `&${carried}` : ''}`
        : target ? `/${locale}/${target}` : (next ?? `/${locale}/${DESTINATIONS.dashboard}`);
      window.location.assign(url);
    },
    onError: (error, body) => {
      if (pow.demand(error, (proof) => create.mutate({ ...body, pow: proof }))) return;
      if (error instanceof ApiError && error.fields && IDENTITY_FIELDS.some((f) => error.fields?.[f])) {
        setAccountError(error);
        flow.goTo('account');
      } else if (error instanceof ApiError && error.code === 'identity_missing') {
        flow.update({ journey_id: undefined, documents: undefined });
        flow.reopen('documents');
        flow.goTo('documents');
      }
    },
  });

  function saveAccount(values: AccountValues) {
    // A refusal the customer has now answered is not shown again on the last step.
    setAccountError(null);
    create.reset();
    // Only the chosen nationality's document number goes on.
    flow.next(values.nationality === 'JO' ? { ...values, passport_id: undefined } : { ...values, national_id: undefined });
  }

  function finish({ monthly_income = '', password, confirmPassword }: ChoiceValues) {
    // A password typed again here stays in memory only, like the one of the first step.
    flow.update(password ? { monthly_income, password, confirmPassword } : { monthly_income });
    const data = { ...flow.data, monthly_income, password: password ?? flow.data.password };
    const { journey_id, city, employer, nationality, national_id, passport_id, name_ar, name_en, mobile, email } = data;
    // The guard opens this step only once those are kept; a draft from elsewhere starts the account again.
    if (!data.password || !journey_id || !city || !employer || !nationality || !name_ar || !name_en || !mobile || !email) return flow.goTo('account');
    create.mutate({ nationality, national_id, passport_id, name_ar, name_en, mobile, email, password: data.password, journey_id, city, employer, monthly_income });
  }

  /**
   * The code could not be sent (the number's code budget is spent): nothing was created and the
   * session still works, so everything entered stays and the same button works once the wait is over.
   */
  function explainFinish(failure: unknown): ReactNode {
    if (!(failure instanceof ApiError && failure.code === 'otp_limit')) return apiMessage(failure);
    return t.rich('codeLimit', {
      mobile: formatPhone(flow.data.mobile ?? ''),
      minutes: waitOf(failure).minutes ?? OTP_POLICY.windowMs / 60_000,
      number: (chunks) => <bdi dir="ltr" className="whitespace-nowrap">{chunks}</bdi>,
    });
  }

  const key = flow.step.key;
  const choice = (name: 'city' | 'employer') => (
    <ChoiceStep key={name} name={name} choices={lists.data?.[name === 'city' ? 'cities' : 'employers']} value={flow.data[name]}
      onBack={flow.back} onDone={(values) => void flow.next({ [name]: values[name] })} />
  );
  return (
    <FlowShell flow={flow}>
      {key === 'account' ? (
        <AccountStep defaults={flow.data} serverError={accountError} onDone={saveAccount} />
      ) : key === 'documents' ? (
        <DocumentsStep
          uploaded={flow.data.journey_id ? flow.data.documents : undefined}
          onBack={flow.back}
          onDone={(journeyId, documents) => {
            create.reset();
            flow.next(journeyId ? { journey_id: journeyId, documents } : {});
          }}
        />
      ) : key === 'city' || key === 'employer' ? (
        choice(key)
      ) : (
        <>
          <ChoiceStep
            key="monthly_income" name="monthly_income" choices={lists.data?.monthly_incomes} value={flow.data.monthly_income} last
            askPassword={!flow.data.password} busy={create.isPending || create.isSuccess || pow.checking}
            failure={create.isError && !accountError && !isProofAsked(create.error) ? explainFinish(create.error) : null}
            onBack={flow.back} onDone={finish}
          />
          <ProofOfWork {...pow.props} />
        </>
      )}
    </FlowShell>
  );
}
