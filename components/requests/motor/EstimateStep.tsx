'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { usePurchaseError } from '@/components/purchase/usePurchaseError';
import { Alert } from '@/components/ui/Alert';
import { browserApi } from '@/lib/api/browser';
import type { Quotation } from '@/lib/api/endpoints/quotations';
import { formatJod } from '@/lib/format/money';
import type { CarDetails } from '@/lib/validation/motor';

/** The yearly price from POST /car/quotation, shown as an estimate: the motor department confirms it. */
export function EstimateStep({ car, onBack, onDone }: { car: CarDetails; onBack: () => void; onDone: () => void }) {
  const t = useTranslations('motor');
  const locale = useLocale();
  const errorText = usePurchaseError();
  const [quote, setQuote] = useState<Quotation | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    browserApi(locale).createCarQuotation({ body: car }).then((q) => live && setQuote(q)).catch((e) => live && setError(errorText(e)));
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="mt-4 flex flex-col gap-4">
      <section aria-labelledby="estimate-heading" aria-busy={!quote && !error} className="rounded-xl border border-brand-100 bg-brand-50 p-4">
        <h3 id="estimate-heading" className="font-semibold text-brand-900">{t('estimateTitle')}</h3>
        <div aria-live="polite">
          {quote ? (
            <p className="mt-2 text-2xl font-bold text-brand-900" data-testid="car-estimate">
              <bdi dir="ltr" className="tabular-nums">{formatJod(quote.total, locale)}</bdi> <span className="text-base font-normal">{t('perYear')}</span>
            </p>
          ) : error ? <Alert tone="error">{error}</Alert> : <p className="mt-2">{t('estimating')}</p>}
        </div>
        <p className="mt-2 text-sm text-slate-700">{t('estimateNote')}</p>
      </section>
      <StepNav onBack={onBack} onNext={onDone} busy={!quote && !error} busyLabel={t('estimating')} />
    </div>
  );
}
