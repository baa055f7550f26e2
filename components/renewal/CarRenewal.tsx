'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { heldQuote } from '@/components/purchase/quote-reuse';
import { QuoteSummary } from '@/components/purchase/QuoteSummary';
import { Refusal } from '@/components/purchase/Refusal';
import { usePurchaseError } from '@/components/purchase/usePurchaseError';
import { Alert } from '@/components/ui/Alert';
import { Range } from '@/components/ui/Range';
import { StepIndicator } from '@/components/ui/StepIndicator';
import { browserApi } from '@/lib/api/browser';
import type { RenewalView } from '@/lib/api/endpoints/renewals';
import { formatDate } from '@/lib/format';
import { CompanyOnlyPopup } from './CompanyOnlyPopup';
import { ContractPeriod } from './ContractPeriod';
import { PriceChange } from './PriceChange';
import { RenewedNotice } from './RenewedNotice';
import { RENEWAL_STEPS } from '@/components/payment/flow-paths';

/**
 * Car renewal (spec §2): renew (the contract and its new period), summary with the price the backend
 * holds, then the payment page and its result. The backend says whether the contract can be renewed
 * now; each other answer has its message (spec §8).
 */
export function CarRenewal({ policyId }: { policyId: string }) {
  const t = useTranslations('renewal');
  const tAll = useTranslations();
  const locale = useLocale();
  const errorText = usePurchaseError();
  const [view, setView] = useState<RenewalView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'renew' | 'summary'>('renew');

  useEffect(() => {
    let live = true;
    browserApi(locale).getCarRenewal({ params: { id: policyId } }).then((v) => live && setView(v)).catch((e) => live && setError(errorText(e)));
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [policyId, locale]);

  if (error) return <Alert tone="error">{error}</Alert>;
  if (!view) return <p aria-live="polite" className="mt-4">{t('loading')}</p>;

  if (view.state === 'too-early') {
    return (
      <Refusal title={t('tooEarly')}>
        <p data-testid="window-opens">{t.rich('opensOn', { date: formatDate(view.opens_on!), ltr: (c) => <bdi dir="ltr">{c}</bdi> })}</p>
      </Refusal>
    );
  }
  if (view.state === 'barred') return <Refusal title={t('barred')} />;
  if (view.state === 'renewed') return <RenewedNotice view={view} />;
  if (view.state === 'expired') return <Refusal title={t('expired')} />;

  const steps = RENEWAL_STEPS.map((key) => tAll(key));
  return (
    <div className="mt-4 flex flex-col gap-4">
      {view.state === 'blocked' && view.reason ? <CompanyOnlyPopup reason={view.reason} /> : null}
      <StepIndicator steps={steps} current={step === 'renew' ? 0 : 1} />
      <h2 className="text-xl font-semibold text-brand-900">{step === 'renew' ? t('steps.renew') : t('steps.summary')}</h2>
      {step === 'renew' ? (
        <>
          <ContractPeriod view={view} />
          {view.state === 'renewable' ? <StepNav onNext={() => setStep('summary')} /> : null}
        </>
      ) : (
        <QuoteSummary
          onBack={() => setStep('renew')}
          quote={(_answer, fresh) => {
            const body = { policy_id: view.policy.id };
            return heldQuote('createCarRenewalQuotation', locale, body, () => browserApi(locale).createCarRenewalQuotation({ body }), fresh);
          }}
          details={[
            { label: t('contract'), value: <bdi dir="ltr">{view.policy.contract_number}</bdi> },
            { label: t('plate'), value: <bdi dir="ltr">{view.policy.plate_number}</bdi> },
            { label: t('newPeriod'), value: <Range from={formatDate(view.new_period.effective_date)} to={formatDate(view.new_period.expiry)} /> },
          ]}
          note={(q) => (view.price_change ? <PriceChange change={view.price_change} quotation={q} /> : null)}
        />
      )}
    </div>
  );
}
