'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Refusal } from '@/components/purchase/Refusal';
import { usePurchaseError } from '@/components/purchase/usePurchaseError';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import type { getRenewalLink } from '@/lib/api/endpoints/renewals';
import { formatJod } from '@/lib/format/money';
import { ContractPeriod } from './ContractPeriod';
import { RenewedNotice } from './RenewedNotice';

type LinkAnswer = import('zod').infer<typeof getRenewalLink.response>;

/**
 * The company's renewal link: the contract and its renewal price, Pay; once its contract is renewed,
 * which contract renews it and until when; or the expired page; or "sent to someone else".
 */
export function CompanyRenewal({ token }: { token: string | null }) {
  const t = useTranslations('renewal');
  const locale = useLocale();
  const errorText = usePurchaseError();
  const [answer, setAnswer] = useState<LinkAnswer | null>(token ? null : { state: 'expired', renewal: null, quotation: null });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    browserApi(locale).getRenewalLink({ query: { token } })
      .then((a) => live && setAnswer(a))
      .catch((e) => live && (e instanceof ApiError && e.status === 400 ? setAnswer({ state: 'expired', renewal: null, quotation: null }) : setError(errorText(e))));
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, locale]);

  async function pay() {
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      const quote = await browserApi(locale).createRenewalLinkQuotation({ body: { token } });
      const started = await browserApi(locale).startPayment({ body: { quote_id: quote.quotation_id } });
      window.location.assign(started.redirect_url);
    } catch (e) {
      if (e instanceof ApiError && e.status === 410) setAnswer({ state: 'expired', renewal: null, quotation: null });
      // Renewed meanwhile (another tab, the renewal page): the link now says by which contract.
      else if (e instanceof ApiError && e.code === 'renewal_done') setAnswer(await browserApi(locale).getRenewalLink({ query: { token } }).catch(() => answer));
      else setError(errorText(e));
      setBusy(false);
    }
  }

  if (error && !answer) return <Alert tone="error">{error}</Alert>;
  if (!answer) return <p aria-live="polite" className="mt-4">{t('loading')}</p>;
  if (answer.state === 'expired') {
    return <Refusal title={t('linkExpired')}><p>{t('linkExpiredHelp')}</p></Refusal>;
  }
  if (answer.state === 'other-customer') return <Refusal title={t('otherCustomer')}><p>{t('otherCustomerHelp')}</p></Refusal>;
  if (answer.state === 'renewed') return <RenewedNotice view={answer.renewal} />;

  const q = answer.quotation!;
  return (
    <div className="mt-4 flex flex-col gap-4">
      <ContractPeriod view={answer.renewal!} />
      <section aria-labelledby="renewal-price" className="rounded-xl border border-brand-100 bg-brand-50 p-4">
        <h2 id="renewal-price" className="font-semibold text-brand-900">{t('price')}</h2>
        <p className="mt-1 text-2xl font-bold text-brand-900"><bdi dir="ltr" data-testid="renewal-total">{formatJod(q.total, locale)}</bdi></p>
        <p className="text-sm text-slate-700">{t('priceIncludes')}</p>
      </section>
      <div aria-live="polite">{error ? <Alert tone="error">{error}</Alert> : null}</div>
      <Button onClick={pay} disabled={busy} className="self-start">{busy ? t('opening') : t('pay')}</Button>
    </div>
  );
}
