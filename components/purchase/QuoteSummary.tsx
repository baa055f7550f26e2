'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { Alert } from '@/components/ui/Alert';
import { browserApi } from '@/lib/api/browser';
import type { Quotation } from '@/lib/api/endpoints/quotations';
import { ApiError } from '@/lib/api/errors';
import type { OverlapConfirmation } from '@/lib/validation/overlap';
import { heldCoverOf, OverlapQuestion, type HeldCover } from './OverlapQuestion';
import { PriceLines } from './PriceLines';
import { Refusal } from './Refusal';
import { TermsAcceptance } from './TermsAcceptance';
import { usePurchaseError } from './usePurchaseError';

type Props = {
  /**
   * The quote of what was entered: held by the backend (the same choices answer the same open quote)
   * and reused by the page while it is valid (quote-reuse.ts), so coming back to the summary asks for
   * nothing new; `fresh` asks the backend again (the terms changed). `confirm_overlap` once the
   * customer has said they want a second cover of a kind they already hold.
   */
  quote: (answer: OverlapConfirmation, fresh?: boolean) => Promise<Quotation>;
  /** What is being bought, one line each (label, value). */
  details: { label: string; value: ReactNode }[];
  onBack: () => void;
  /** Said under the price once it is known (the price before sign-in differed, components/pricing). */
  note?: (quotation: Quotation) => ReactNode;
};

/**
 * The price summary before payment: the details, the price the backend holds (with any offer as its
 * own line), the product's terms to read and accept, and Pay, which does nothing but say so until the
 * terms are accepted.
 */
export function QuoteSummary({ quote, details, onBack, note }: Props) {
  const t = useTranslations('purchase.summary');
  const locale = useLocale();
  const errorText = usePurchaseError();
  const [quotation, setQuotation] = useState<Quotation | null>(null);
  const [held, setHeld] = useState<HeldCover | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The birth date sent differs from the account's: said with the ways to reach the company, who correct it.
  const [birthDateFixed, setBirthDateFixed] = useState(false);
  // The terms ticked, by document and version: other terms (a new version) are unticked until ticked again.
  const [acceptedFor, setAcceptedFor] = useState<string | null>(null);
  const [termsMissing, setTermsMissing] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);
  const live = useRef(true);

  const termsKey = quotation?.terms ? `${quotation.terms.document}@${quotation.terms.version}` : null;
  const accepted = termsKey !== null && acceptedFor === termsKey;

  function priced(q: Quotation) {
    if (live.current) setQuotation(q);
  }
  function refused(e: unknown) {
    if (!live.current) return;
    const cover = heldCoverOf(e);
    if (cover) setHeld(cover);
    else setError(errorText(e));
    setBirthDateFixed(e instanceof ApiError && e.code === 'birth_date_fixed');
  }

  useEffect(() => {
    live.current = true;
    quote({}).then(priced, refused);
    return () => {
      live.current = false;
    };
    // The quote of these choices: the page reuses it while it is held (30 minutes), the backend answers the same open quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const secondCover = useMutation({ mutationFn: () => quote({ confirm_overlap: true }), onSuccess: priced, onError: refused });

  // The draft stays until the payment is confirmed (the result page clears it), so a failed card can go back.
  const payment = useMutation({
    mutationFn: ({ quote_id, document, version }: { quote_id: string; document: string; version: string }) =>
      browserApi(locale).startPayment({ body: { quote_id, accept_terms: { document, version } } }),
    onSuccess: (started) => window.location.assign(started.redirect_url),
    // The terms changed while the page was open: the quote now names the current ones, to read and tick again.
    onError: (e) => { if (e instanceof ApiError && e.code === 'terms_changed') void quote({}, true).then(priced, refused); },
  });
  // After success the page is leaving: the button stays busy until it has.
  const busy = secondCover.isPending || payment.isPending || payment.isSuccess;
  const shownError = payment.isError ? errorText(payment.error) : error;

  function pay() {
    if (!quotation?.terms) return;
    if (!accepted) {
      setTermsMissing(true);
      termsBox.current?.focus();
      return;
    }
    setError(null);
    payment.mutate({ quote_id: quotation.quotation_id, ...quotation.terms });
  }

  function tick(value: boolean) {
    setAcceptedFor(value ? termsKey : null);
    if (value) setTermsMissing(false);
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
        {details.map((d) => (
          <div key={d.label} className="flex flex-col">
            <dt className="text-sm text-slate-600">{d.label}</dt>
            <dd className="font-medium text-slate-900">{d.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="price-heading" aria-busy={!quotation && !error && !held} className="rounded-xl border border-brand-100 bg-brand-50 p-4">
        <h3 id="price-heading" className="font-semibold text-brand-900">{t('price')}</h3>
        {quotation ? (
          <PriceLines quotation={quotation} />
        ) : held ? (
          <OverlapQuestion held={held} />
        ) : error ? null : (
          <p className="mt-2 text-slate-700">{t('pricing')}</p>
        )}
        {quotation ? <p className="mt-1 text-sm text-slate-700">{t('heldFor')}</p> : null}
        {quotation && note ? note(quotation) : null}
      </section>
      {quotation?.terms ? (
        <TermsAcceptance ref={termsBox} terms={quotation.terms} accepted={accepted} onChange={tick} missing={termsMissing} />
      ) : null}
      <div aria-live="polite">
        {shownError && birthDateFixed ? <Refusal title={t('birthDateFixedTitle')}><p>{shownError}</p></Refusal> : shownError ? <Alert tone="error">{shownError}</Alert> : null}
      </div>
      {held && !quotation ? (
        <StepNav onBack={onBack} onNext={() => secondCover.mutate()} busy={busy} busyLabel={t('pricing')} nextLabel={t('confirmOverlap')} />
      ) : (
        <StepNav onBack={onBack} onNext={pay} busy={busy || !quotation} busyLabel={quotation ? t('opening') : t('pricing')} nextLabel={t('pay')} />
      )}
    </div>
  );
}
