'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { PriceShown } from '@/components/pricing/car/PriceShown';
import { Referral } from '@/components/pricing/car/Referral';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { browserApi } from '@/lib/api/browser';
import type { Price, PriceOption } from '@/lib/api/endpoints/prices';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { requestKey, reuse, PRICES_FOR_MS } from '../quote-reuse';

/** The price of the car's answers (asked again only after a few minutes), or why a person prices this car. */
export function PriceStep({ answers, onBack, onDone }: { answers: CarPriceAnswers; onBack: () => void; onDone: (price: PriceOption) => void }) {
  const t = useTranslations('carPrice');
  const locale = useLocale();
  const errorText = useApiErrorMessage();
  const [price, setPrice] = useState<Price | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const body = { line: 'car' as const, answers };
    reuse(requestKey('createPrice', locale, body), () => browserApi(locale).createPrice({ body }), () => Date.now() + PRICES_FOR_MS)
      .then((p) => live && setPrice(p), (e) => live && setError(errorText(e)));
    return () => { live = false; };
    // The answers of this step do not change while it is on screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const option = price && !price.referral ? price.options[0] : undefined;
  return (
    <div className="mt-4 flex flex-col gap-4">
      <section aria-labelledby="car-price-heading" aria-busy={!price && !error} className="rounded-xl border border-brand-100 bg-brand-50 p-4">
        <h3 id="car-price-heading" className="mb-2 font-semibold text-brand-900">{t('result.title')}</h3>
        <div aria-live="polite">
          {error ? <Alert tone="error">{error}</Alert> : null}
          {price?.referral ? <Referral reason={price.referral} answers={answers} /> : null}
          {option ? <PriceShown option={option} /> : null}
          {!price && !error ? <p>{t('pricing')}</p> : null}
        </div>
      </section>
      {price?.referral || error ? (
        <Button variant="secondary" onClick={onBack} className="self-start">{t('result.change')}</Button>
      ) : (
        <StepNav onBack={onBack} onNext={() => option && onDone(option)} busy={!option} busyLabel={t('pricing')} />
      )}
    </div>
  );
}
