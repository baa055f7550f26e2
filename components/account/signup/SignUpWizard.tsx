'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { useApiErrorMessage, waitOf } from '@/components/forms/useApiErrorMessage';
import { FlowShell } from '@/components/flow/FlowShell';
import { useStepFlow } from '@/components/flow/useStepFlow';
import { safeNextPath } from '@/lib/access/next-path';
import { DESTINATIONS, resolveAccess } from '@/lib/access/rules';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import type { Choice } from '@/lib/config/registration';
import { OTP_POLICY } from '@/lib/config/security';
import { formatPhone } from '@/lib/format';
import { AccountStep } from './AccountStep';
import { ChoiceStep } from './ChoiceStep';
import { DocumentsStep } from './DocumentsStep';
import { signUpFlow, type AccountValues } from './flow';

type Lists = { cities: Choice[]; employers: Choice[]; monthly_incomes: Choice[] };
const IDENTITY_FIELDS = ['email', 'mobile', 'national_id', 'passport_id'];

/**
 * Sign-up on the step-flow helper: the step is in the URL (`?mode=signup&step=<key>`), so back,
 * forward and reload work; what was entered is kept in session storage, except the password.
 */
export function SignUpWizard({ next: asked = null }: { next?: string | null }) {
  const t = useTranslations('signUp');
  const locale = useLocale();
  const flow = useStepFlow(signUpFlow);
  const next = safeNextPath(asked);
  const apiMessage = useApiErrorMessage();
  const [lists, setLists] = useState<Lists | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});

  useEffect(() => {
    browserApi(locale).getRegistrationLists().then(setLists).catch((error) => console.error('[sign-up lists]', error));
  }, [locale]);

  function saveAccount(values: AccountValues) {
    setServerFields({});
    setNotice(null);
    flow.next(values);
  }

  async function finish(monthlyIncome: string) {
    flow.update({ monthly_income: monthlyIncome });
    const { password, journey_id, city, employer, documents, confirmPassword, ...account } = { ...flow.data, monthly_income: monthlyIncome };
    void documents;
    void confirmPassword;
    if (!password) {
      setNotice(t('passwordAgain'));
      flow.goTo('account');
      return;
    }
    if (!journey_id || !city || !employer || !account.nationality) return flow.goTo('account');
    try {
      const { user } = await browserApi(locale).createUser({
        body: { ...(account as Omit<AccountValues, 'password' | 'confirmPassword'>), password, journey_id, city, employer, monthly_income: monthlyIncome },
      });
      flow.finish();
      const target = resolveAccess(DESTINATIONS.dashboard, user);
      // A full load: the new session cookie decides the next screen through the access rules. The
      // code screen carries the page asked for (a purchase), which follows once the number is confirmed.
      const carried = next ? `next=${encodeURIComponent(next)}` : '';
      const url = target === DESTINATIONS.validateOtp ? `/${locale}/${target}?sent=1${carried ? `&${carried}` : ''}`
        : target ? `/${locale}/${target}` : (next ?? `/${locale}/${DESTINATIONS.dashboard}`);
      window.location.assign(url);
    } catch (error) {
      if (error instanceof ApiError && error.fields && IDENTITY_FIELDS.some((f) => error.fields?.[f])) {
        setServerFields(error.fields);
        flow.goTo('account');
        return;
      }
      if (error instanceof ApiError && error.code === 'identity_missing') {
        flow.update({ journey_id: undefined, documents: undefined });
        flow.reopen('documents');
        flow.goTo('documents');
        return;
      }
      throw error;
    }
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
  return (
    <FlowShell flow={flow}>
      {key === 'account' ? (
        <AccountStep defaults={flow.data} notice={notice} serverFields={serverFields} onDone={saveAccount} />
      ) : key === 'documents' ? (
        <DocumentsStep
          uploaded={flow.data.journey_id ? flow.data.documents : undefined}
          onBack={flow.back}
          onDone={(journeyId, documents) => flow.next(journeyId ? { journey_id: journeyId, documents } : {})}
        />
      ) : key === 'city' ? (
        <ChoiceStep name="city" choices={lists?.cities} value={flow.data.city} onBack={flow.back} onDone={(city) => void flow.next({ city })} />
      ) : key === 'employer' ? (
        <ChoiceStep name="employer" choices={lists?.employers} value={flow.data.employer} onBack={flow.back} onDone={(employer) => void flow.next({ employer })} />
      ) : (
        <ChoiceStep name="monthly_income" choices={lists?.monthly_incomes} value={flow.data.monthly_income} onBack={flow.back} onDone={finish} explain={explainFinish} last />
      )}
    </FlowShell>
  );
}
