'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { StepIndicator } from '@/components/ui/StepIndicator';
import { DESTINATIONS, resolveAccess } from '@/lib/access/rules';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import type { Choice } from '@/lib/config/registration';
import { AccountStep } from './AccountStep';
import { ChoiceStep } from './ChoiceStep';
import { DocumentsStep } from './DocumentsStep';
import { InstructionsStep } from './InstructionsStep';
import { clearDraft, furthestStep, loadDraft, saveDraft, STEPS, type AccountValues, type SignUpDraft } from './store';

type Lists = { cities: Choice[]; employers: Choice[]; monthly_incomes: Choice[] };

/**
 * Sign-up in six steps. The step is in the URL (`?mode=signup&step=N`), so back, forward and reload
 * work; what was entered is kept in session storage, except the password, which stays in memory.
 */
export function SignUpWizard() {
  const t = useTranslations('signUp');
  const locale = useLocale();
  const router = useRouter();
  const params = useSearchParams();
  // Rendered only in the browser (useSearchParams under Suspense on a static page), so storage is there.
  const [draft, setDraft] = useState<SignUpDraft | null>(() => (typeof window === 'undefined' ? null : loadDraft()));
  const [lists, setLists] = useState<Lists | null>(null);
  const password = useRef<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);

  const requested = Math.max(0, Math.min(STEPS.length - 1, Number(params.get('step') ?? 1) - 1 || 0));
  const step = draft ? Math.min(requested, furthestStep(draft)) : 0;

  useEffect(() => {
    browserApi(locale).getRegistrationLists().then(setLists).catch((error) => console.error('[sign-up lists]', error));
  }, [locale]);
  // Focus follows the step for screen readers and keyboards, but not on first arrival.
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) heading.current?.focus();
  }, [step]);

  function go(index: number) {
    router.push(`/${locale}/signin-signup?mode=signup&step=${index + 1}`, { scroll: true });
  }

  function update(change: Partial<SignUpDraft>, next?: number) {
    const merged = { ...(draft ?? {}), ...change };
    setDraft(merged);
    saveDraft(merged);
    if (next !== undefined) go(next);
  }

  function saveAccount(values: AccountValues) {
    const { password: pw, confirmPassword, ...rest } = values;
    void confirmPassword;
    password.current = pw;
    setServerFields({});
    setNotice(null);
    update({ account: rest }, 1);
  }

  async function finish(monthlyIncome: string) {
    const current = { ...(draft ?? {}), monthly_income: monthlyIncome };
    update({ monthly_income: monthlyIncome });
    if (!password.current) {
      setNotice(t('passwordAgain'));
      go(0);
      return;
    }
    const { account, journeyId, city, employer } = current;
    if (!account || !journeyId || !city || !employer) return go(furthestStep(current));
    try {
      const { user } = await browserApi(locale).createUser({
        body: { ...account, password: password.current, journey_id: journeyId, city, employer, monthly_income: monthlyIncome },
      });
      clearDraft();
      const target = resolveAccess(DESTINATIONS.dashboard, user) ?? DESTINATIONS.dashboard;
      // A full load: the new session cookie decides the next screen through the access rules.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`/${locale}/${target}${target === DESTINATIONS.validateOtp ? '?sent=1' : ''}`);
    } catch (error) {
      if (error instanceof ApiError && error.fields && (error.fields.email || error.fields.mobile || error.fields.national_id || error.fields.passport_id)) {
        setServerFields(error.fields);
        go(0);
        return;
      }
      if (error instanceof ApiError && error.code === 'identity_missing') {
        update({ journeyId: undefined, documents: undefined }, 1);
        return;
      }
      throw error;
    }
  }

  const titles = STEPS.map((s) => t(`steps.${s}`));
  return (
    <div className="mt-4">
      <StepIndicator steps={titles} current={step} />
      <h2 ref={heading} tabIndex={-1} className="mt-2 text-xl font-semibold text-brand-900 outline-none">{titles[step]}</h2>
      {draft === null ? null : step === 0 ? (
        <AccountStep defaults={draft.account} notice={notice} serverFields={serverFields} onDone={saveAccount} />
      ) : step === 1 ? (
        <DocumentsStep uploaded={draft.documents} onBack={() => go(0)} onDone={(journeyId, documents) => update(journeyId ? { journeyId, documents } : {}, 2)} />
      ) : step === 2 ? (
        <InstructionsStep onBack={() => go(1)} onDone={() => go(3)} />
      ) : step === 3 ? (
        <ChoiceStep name="city" choices={lists?.cities} value={draft.city} onBack={() => go(2)} onDone={(city) => update({ city }, 4)} />
      ) : step === 4 ? (
        <ChoiceStep name="employer" choices={lists?.employers} value={draft.employer} onBack={() => go(3)} onDone={(employer) => update({ employer }, 5)} />
      ) : (
        <ChoiceStep name="monthly_income" choices={lists?.monthly_incomes} value={draft.monthly_income} onBack={() => go(4)} onDone={finish} last />
      )}
    </div>
  );
}
