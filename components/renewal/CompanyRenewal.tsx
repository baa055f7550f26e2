'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { PriceLines } from '@/components/purchase/PriceLines';
import { Refusal } from '@/components/purchase/Refusal';
import { TermsAcceptance } from '@/components/purchase/TermsAcceptance';
import { usePurchaseError } from '@/components/purchase/usePurchaseError';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import type { getRenewalLink } from '@/lib/api/endpoints/renewals';
import { ContractPeriod } from './ContractPeriod';
import { PriceChange } from './PriceChange';
import { RenewedNotice } from './RenewedNotice';

type LinkAnswer = import('zod').infer<typeof getRenewalLink.response>;

/**
 * The company's renewal link: the contract and its renewal price (with any offer as its own line), the
 * terms to read and accept, Pay; once its contract is renewed, which contract renews it and until when;
 * or the expired page; or "sent to someone else".
 */
export function CompanyRenewal({ token }: { token: string | null }) {
  const t = useTranslations('renewal');
  const locale = useLocale();
  const errorText = usePurchaseError();
  const [answer, setAnswer] = useState<LinkAnswer | null>(token ? null : { state: 'expired', renewal: null, quotation: null });
  const [error, setError] = useState<string | null>(null);
  // The terms ticked, by document and version: a new version shown after a refusal is unticked.
  const [acceptedFor, setAcceptedFor] = useState<string | null>(null);
  const [termsMissing, setTermsMissing] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);

  async function load(linkToken: string, live: () => boolean = () => true) {
    await browserApi(locale).getRenewalLink({ query: { token: linkToken } })
      .then((a) => live() && setAnswer(a))
      .catch((e) => live() && (e instanceof ApiError && e.status === 400 ? setAnswer({ state: 'expired', renewal: null, quotation: null }) : setError(errorText(e))));
  }

  useEffect(() => {
    if (!token) return;
    let live = true;
    void load(token, () => live);
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, locale]);

  const terms = answer?.quotation?.terms ?? null;
  const termsKey = terms ? `${terms.document}@${terms.version}` : null;
  const accepted = termsKey !== null && acceptedFor === termsKey;

  const payment = useMutation({
    mutationFn: async ({ linkToken, document, version }: { linkToken: string; document: string; version: string }) => {
      const quote = await browserApi(locale).createRenewalLinkQuotation({ body: { token: linkToken } });
      return browserApi(locale).startPayment({ body: { quote_id: quote.quotation_id, accept_terms: { document, version } } });
    },
    onSuccess: (started) => window.location.assign(started.redirect_url),
    onError: async (e, { linkToken }) => {
      if (e instanceof ApiError && e.status === 410) setAnswer({ state: 'expired', renewal: null, quotation: null });
      // Renewed meanwhile (another tab, the renewal page): the link now says by which contract.
      else if (e instanceof ApiError && e.code === 'renewal_done') setAnswer(await browserApi(locale).getRenewalLink({ query: { token: linkToken } }).catch(() => answer));
      else setError(errorText(e));
      // The terms changed while the page was open: show the current ones, to read and tick again.
      if (e instanceof ApiError && e.code === 'terms_changed') await load(linkToken);
    },
  });
  // After success the page is leaving: the button stays busy until it has.
  const busy = payment.isPending || payment.isSuccess;

  function pay() {
    if (!token || !terms) return;
    if (!accepted) {
      setTermsMissing(true);
      termsBox.current?.focus();
      return;
    }
    setError(null);
    payment.mutate({ linkToken: token, document: terms.document, version: terms.version });
  }

  function tick(value: boolean) {
    setAcceptedFor(value ? termsKey : null);
    if (value) setTermsMissing(false);
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
        <PriceLines quotation={q} />
        {answer.renewal?.price_change ? <PriceChange change={answer.renewal.price_change} quotation={q} heading="h3" /> : null}
      </section>
      {terms ? <TermsAcceptance ref={termsBox} terms={terms} accepted={accepted} onChange={tick} missing={termsMissing} /> : null}
      <div aria-live="polite">{error ? <Alert tone="error">{error}</Alert> : null}</div>
      <Button onClick={pay} disabled={busy} className="self-start">{busy ? t('opening') : t('pay')}</Button>
    </div>
  );
}
