'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { applyServerErrors } from '@/components/forms/server-errors';
import { usePurchaseError } from '@/components/purchase/usePurchaseError';
import { Alert } from '@/components/ui/Alert';
import { browserApi } from '@/lib/api/browser';
import type { Payment } from '@/lib/api/endpoints/payments';
import { ApiError } from '@/lib/api/errors';
import { formatJod } from '@/lib/format/money';
import type { CardInput } from '@/lib/validation/payment';
import { CardForm } from './CardForm';

/**
 * The embedded stand-in for the card payment page (demo without a card gateway): shows the
 * merchant and the amount the backend holds, takes the card, and sends the customer to the result
 * page, which asks the backend what happened.
 */
export function HostedPayment({ paymentId }: { paymentId: string }) {
  const t = useTranslations('payPage');
  const locale = useLocale();
  const router = useRouter();
  const errorText = usePurchaseError();
  const [payment, setPayment] = useState<Payment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const result = `/${locale}/payment-result?paymentId=${encodeURIComponent(paymentId)}`;

  useEffect(() => {
    browserApi(locale).getPayment({ params: { id: paymentId } })
      .then((p) => {
        if (p.status !== 'pending') return router.replace(result);
        // Paid through a card gateway: this test page takes no card; its hosted page does.
        if (p.pay_url && /^https?:\/\//.test(p.pay_url)) return window.location.replace(p.pay_url);
        setPayment(p);
      })
      .catch((e) => (e instanceof ApiError && e.status === 404 ? setMissing(true) : setError(errorText(e))));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paymentId, locale]);

  const payCard = useMutation({
    mutationFn: (card: CardInput) => browserApi(locale).payByCard({ params: { id: paymentId }, body: card }),
    onSuccess: () => router.replace(result),
  });
  // Cancelled or not, the result page asks the backend what became of the payment.
  const cancel = useMutation({
    mutationFn: () => browserApi(locale).cancelPayment({ params: { id: paymentId } }),
    onSettled: () => router.replace(result),
  });
  // After success the page is leaving: the buttons stay busy until it has.
  const busy = payCard.isPending || payCard.isSuccess || cancel.isPending || cancel.isSuccess || cancel.isError;
  const shown = error ?? (payCard.isError ? errorText(payCard.error) : null);

  if (missing) return <Alert tone="error">{t('notFound')}</Alert>;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4">
        <div><dt className="text-sm text-slate-600">{t('merchant')}</dt><dd className="font-semibold">{payment?.merchant ?? '…'}</dd></div>
        <div>
          <dt className="text-sm text-slate-600">{t('amount')}</dt>
          <dd className="text-lg font-bold" data-testid="pay-amount"><bdi dir="ltr">{payment ? formatJod(payment.amount, locale) : '…'}</bdi></dd>
        </div>
      </dl>
      <div aria-live="polite">{shown ? <Alert tone="error">{shown}</Alert> : null}</div>
      {payment ? (
        <>
          <CardForm busy={busy} onPay={(card, setError) => payCard.mutate(card, { onError: (e) => applyServerErrors(setError, e) })} payLabel={t('pay', { amount: formatJod(payment.amount, locale) })} />
          <button type="button" onClick={() => cancel.mutate()} disabled={busy} className="min-h-11 self-start px-1 text-brand-700 underline underline-offset-2">
            {t('cancel')}
          </button>
          <p className="text-sm text-slate-600">{t('testMode')}</p>
        </>
      ) : error ? null : <p>{t('loading')}</p>}
    </div>
  );
}
