'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { buyHref } from '@/components/pricing/lines';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { browserApi } from '@/lib/api/browser';
import type { Price } from '@/lib/api/endpoints/prices';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { CarPriceForm } from './CarPriceForm';
import { PriceShown } from './PriceShown';

// Only for a car the rules send to a person; it carries the answers into the request flow, whose
// schemas (zod) would otherwise weigh on the price page's first load.
const Referral = dynamic(() => import('./Referral').then((m) => m.Referral));

const action = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 font-semibold';

/**
 * A car price before any account: the answers, then the price (announced) or why a person prices
 * the car. Buying opens the purchase on its documents; a visitor signs up or signs in first.
 */
export function CarPricePage({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('carPrice');
  const pricing = useTranslations('pricing');
  const locale = useLocale();
  const errorText = useApiErrorMessage();
  const priceAsk = useMutation({
    mutationFn: async (answers: CarPriceAnswers): Promise<{ answers: CarPriceAnswers; price: Price }> =>
      ({ answers, price: await browserApi(locale).createPrice({ body: { line: 'car', answers } }) }),
  });
  const asked = priceAsk.data ?? null;
  const busy = priceAsk.isPending;
  const error = priceAsk.isError ? errorText(priceAsk.error) : null;
  const result = useRef<HTMLElement>(null);
  // On a phone the answer sits below the form: bring it into view.
  useEffect(() => {
    if (asked) result.current?.scrollIntoView({ block: 'start' });
  }, [asked]);

  const option = asked?.price.options[0];
  return (
    <>
      <CarPriceForm defaults={{}} onDone={(answers) => priceAsk.mutate(answers)} onChange={() => { if (!busy) priceAsk.reset(); }}
        actions={<Button type="submit" disabled={busy} aria-busy={busy || undefined} className="sm:self-start">{busy ? t('pricing') : t('see')}</Button>} />
      <div aria-live="polite" className="mt-6">
        {asked || error ? (
          <section ref={result} aria-labelledby="car-price-heading" className="scroll-mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
            <h2 id="car-price-heading" className="mb-2 font-semibold text-brand-900">{t('result.title')}</h2>
            {error ? <Alert tone="error">{error}</Alert> : null}
            {asked?.price.referral ? <Referral reason={asked.price.referral} answers={asked.answers} /> : null}
            {option && !asked?.price.referral ? (
              <div className="flex flex-col gap-3">
                <PriceShown option={option} />
                <p className="text-sm text-slate-700">{t('result.kept')}</p>
                {signedIn ? null : <p className="text-sm text-slate-700">{t('result.buyVisitor')}</p>}
                <div className="flex flex-wrap gap-3">
                  {/* The purchase opens on the documents: it starts from the price this session holds (useHeldAnswers). */}
                  <a href={buyHref(locale, 'car', signedIn, 'signup')} className={`${action} grow bg-brand-600 text-white hover:bg-brand-700 sm:grow-0`}>{t('result.buy')}</a>
                  {signedIn ? null : (
                    <a href={buyHref(locale, 'car', false)} className={`${action} grow border border-brand-600 text-brand-700 hover:bg-white sm:grow-0`}>{pricing('signIn')}</a>
                  )}
                </div>
              </div>
            ) : null}
          </section>
        ) : null}
      </div>
    </>
  );
}
