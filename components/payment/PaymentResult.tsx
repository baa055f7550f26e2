'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { usePurchaseError } from '@/components/purchase/usePurchaseError';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { StepIndicator } from '@/components/ui/StepIndicator';
import { browserApi } from '@/lib/api/browser';
import type { Payment } from '@/lib/api/endpoints/payments';
import { ApiError } from '@/lib/api/errors';
import { storageKey } from '@/lib/flow';
import { formatJod } from '@/lib/format/money';
import { Link } from '@/lib/i18n/navigation';
import { FLOW_PATH, resultSteps, summaryPath } from './flow-paths';
import { requestHref } from '@/components/requests/motor/carry';

const POLL_MS = 1500;
const primaryLink = 'inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700';
const secondaryLink = 'inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50';
/** After this long without an answer the page stops asking and says where the contract will appear. */
const GIVE_UP_MS = 90_000;

/**
 * The outcome of a payment as the backend knows it (spec §4: start, success, failed). Nothing here
 * reads the outcome from the URL: `?status=success` typed by hand changes nothing.
 */
type Props = {
  paymentId: string | null;
  /** Back from the gateway's page by its cancel button: the backend asks the gateway, then cancels what it holds nothing for. */
  cancelled?: boolean;
};

export function PaymentResult({ paymentId, cancelled: cameBackCancelled = false }: Props) {
  const t = useTranslations('payment');
  const tAll = useTranslations();
  const locale = useLocale();
  const errorText = usePurchaseError();
  const [payment, setPayment] = useState<Payment | null>(null);
  const [problem, setProblem] = useState<'missing' | 'slow' | null>(paymentId ? null : 'missing');

  useEffect(() => {
    if (!paymentId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const started = Date.now();
    let first = cameBackCancelled;
    const ask = async () => {
      try {
        const api = browserApi(locale);
        const p = first ? await api.cancelPayment({ params: { id: paymentId } }) : await api.getPayment({ params: { id: paymentId } });
        first = false;
        if (!live) return;
        setPayment(p);
        if (p.status === 'paid') sessionStorage.removeItem(storageKey({ id: p.kind }));
        if (p.status === 'pending' || p.status === 'processing') {
          if (Date.now() - started > GIVE_UP_MS) return setProblem('slow');
          timer = setTimeout(ask, POLL_MS);
        }
      } catch (e) {
        if (!live) return;
        if (e instanceof ApiError && e.status === 404) return setProblem('missing');
        timer = setTimeout(ask, POLL_MS * 2);
      }
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [paymentId, locale, cameBackCancelled]);

  // The same purchase: the terms the customer accepted on its summary go with the new attempt (changed since, the summary asks again).
  const again = useMutation({
    mutationFn: (p: Payment) => browserApi(locale).startPayment({ body: { quote_id: p.quote_id, accept_terms: p.terms_accepted } }),
    onSuccess: (started) => window.location.assign(started.redirect_url),
  });
  const retry = () => { if (payment) again.mutate(payment); };
  // After success the page is leaving: the button stays busy until it has.
  const busy = again.isPending || again.isSuccess;
  const error = again.isError ? errorText(again.error) : null;
  // Terms changed since (or none recorded on an older payment): they are accepted again on the summary.
  const termsChanged = again.error instanceof ApiError && (again.error.code === 'terms_changed' || again.error.code === 'terms_not_accepted');

  const status = payment?.status;
  const cancelled = status === 'failed' && payment?.failure_reason === 'cancelled';
  // Until the payment is read its flow is unknown: no indicator rather than one in the wrong names.
  const steps = payment ? resultSteps(payment.kind, status === 'paid') : null;
  return (
    <>
      {steps ? <StepIndicator steps={steps.labels.map((key) => tAll(key as never))} current={steps.current} /> : <div className="h-24" />}
      <div className="rounded-2xl bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-2xl font-bold text-brand-900">{t('title')}</h1>
        <div aria-live="polite" className="flex flex-col gap-4">
          {problem === 'missing' ? <Alert tone="error">{t('notFound')}</Alert> : null}
          {problem === 'slow' ? <Alert tone="info">{t('slow')}</Alert> : null}
          {!problem && (!payment || status === 'pending' || status === 'processing') ? (
            <Alert tone="info"><span className="inline-flex items-center gap-2"><span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />{t('start')}</span></Alert>
          ) : null}
          {status === 'pending' && payment?.pay_url ? (
            <a href={payment.pay_url} className="text-brand-700 underline underline-offset-2">{t('backToPayment')}</a>
          ) : null}
          {status === 'paid' && payment?.policy ? (
            <>
              <Alert tone="success">
                <strong>{t('success')}</strong>{' '}
                {t('issued')} <bdi dir="ltr" data-testid="contract-number" className="whitespace-nowrap font-semibold">{payment.policy.contract_number}</bdi>
              </Alert>
              <p>{payment.card_last4 ? t('paid', { last4: payment.card_last4 }) : t('paidNoCard')} <bdi dir="ltr">{formatJod(payment.amount, locale)}</bdi></p>
              <div className="flex flex-wrap gap-3">
                <Link href={`/policy/${payment.policy.line}/${payment.policy.id}`} className={primaryLink}>
                  {t('openContract')}
                </Link>
                <a href={`/${locale}/policy/${payment.policy.line}/${payment.policy.id}/pdf`} className={secondaryLink}>
                  {t('downloadPdf')}
                </a>
              </div>
            </>
          ) : null}
          {cancelled && payment ? (
            <>
              {/* Cancelled on purpose: said plainly, not as an error. */}
              <Alert tone="info"><strong>{t('cancelledTitle')}</strong> {t('cancelledBody')}</Alert>
              {error ? <Alert tone="error">{error}</Alert> : null}
              {payment.can_retry ? (
                <Button onClick={retry} disabled={busy} className="self-start">{t('tryAgain')}</Button>
              ) : (
                <Link href={summaryPath(payment.kind)} className={`${primaryLink} self-start`}>{t('tryAgain')}</Link>
              )}
            </>
          ) : null}
          {status === 'failed' && payment && !cancelled ? (
            <>
              <Alert tone="error"><strong>{t('failed')}</strong> {t(`reason.${payment.failure_reason ?? 'failed'}`)}</Alert>
              {error ? <Alert tone="error">{error}</Alert> : null}
              {payment.can_retry && termsChanged ? (
                <Link href={summaryPath(payment.kind)} className={`${primaryLink} self-start`}>{t('backToSummary')}</Link>
              ) : payment.can_retry ? (
                <Button onClick={retry} disabled={busy} className="self-start">{t('tryAgain')}</Button>
              ) : payment.failure_reason === 'plate_taken' ? (
                <Link href={requestHref('plate-insured')} className={`${primaryLink} self-start`}>{t('sendRequest')}</Link>
              ) : payment.failure_reason === 'superseded' ? (
                <div className="flex flex-wrap gap-3">
                  {payment.newer_pay_url ? <a href={payment.newer_pay_url} className={primaryLink}>{t('continueNewer')}</a> : null}
                  <Link href={summaryPath(payment.kind)} className={payment.newer_payment_id ? secondaryLink : primaryLink}>{t('backToSummary')}</Link>
                </div>
              ) : (
                <Link href={FLOW_PATH[payment.kind] ?? '/dashboard'} className={`${primaryLink} self-start`}>
                  {t('startAgain')}
                </Link>
              )}
            </>
          ) : null}
        </div>
        <Link href="/dashboard" className="mt-6 inline-block text-brand-700 underline">{t('toDashboard')}</Link>
      </div>
    </>
  );
}
