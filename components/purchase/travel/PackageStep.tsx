'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { TravelPrices } from '@/lib/api/endpoints/quotations';
import { CoverList } from '@/components/contracts/CoverList';
import { PRODUCT_COVERS, type CoverProduct } from '@/lib/config/covers';
import { PROGRAM_COVER_JOD, PROGRAM_TERMS, TRAVEL_PROGRAMS, type TravelProgram } from '@/lib/config/travel';
import { formatJod } from '@/lib/format/money';
import type { OverlapConfirmation } from '@/lib/validation/overlap';
import { packageForm } from '@/lib/validation/travel';
import { heldCoverOf, OverlapQuestion, type HeldCover } from '../OverlapQuestion';
import { usePurchaseError } from '../usePurchaseError';

/** Each programme's covers, from the one table its claims read too. */
const PROGRAM_PRODUCT: Record<TravelProgram, CoverProduct> = { sky: 'travel-sky', 'sky-plus': 'travel-sky-plus' };

/** Sky or Sky Plus: what each covers, its terms, and its price for this trip from the backend (no quote is held here). */
export function PackageStep({ value, prices: askPrices, onConfirmOverlap, onBack, onDone }: {
  value?: TravelProgram;
  prices: (answer?: OverlapConfirmation) => Promise<TravelPrices>;
  /** The customer said yes to a second cover for travellers who already hold one for these days. */
  onConfirmOverlap: (answer: OverlapConfirmation) => void;
  onBack: () => void;
  onDone: (program: TravelProgram) => void;
}) {
  const t = useTranslations('purchase.travel');
  const tSummary = useTranslations('purchase.summary');
  const locale = useLocale();
  const errorText = usePurchaseError();
  const form = useZodForm(packageForm, { defaultValues: { program: value } });
  useFormDraft(form, 'travel:package');
  const fieldError = useFieldError(form.formState.errors)('program');
  const program = form.watch('program');
  const [prices, setPrices] = useState<Partial<Record<TravelProgram, number>>>({});
  const [error, setError] = useState<string | null>(null);
  const [held, setHeld] = useState<HeldCover | null>(null);
  const live = useRef(true);

  const priceAll = (answer?: OverlapConfirmation) => askPrices(answer);
  function priced(all: TravelPrices) {
    if (live.current) setPrices(Object.fromEntries(all.programs.map((p) => [p.program, p.total])));
  }
  function refused(e: unknown) {
    if (!live.current) return;
    const cover = heldCoverOf(e);
    if (cover) setHeld(cover);
    else setError(errorText(e));
  }

  useEffect(() => {
    live.current = true;
    priceAll().then(priced, refused);
    return () => {
      live.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function confirmSecondCover() {
    const answer = { confirm_overlap: true };
    onConfirmOverlap(answer);
    setHeld(null);
    priceAll(answer).then(priced, refused);
  }

  return (
    <form method="post" onSubmit={form.handleSubmit((v) => onDone(v.program))} noValidate className="mt-4 flex flex-col gap-5">
      <div aria-live="polite">{error ? <Alert tone="error">{error}</Alert> : null}</div>
      {held ? (
        <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <OverlapQuestion held={held} />
          <Button onClick={confirmSecondCover} className="self-start">{tSummary('confirmOverlap')}</Button>
        </div>
      ) : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium text-slate-800">{t('choosePackage')}</legend>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {TRAVEL_PROGRAMS.map((p) => (
            <div key={p} className={`flex flex-col gap-2 rounded-xl border p-4 ${program === p ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'}`}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
                <input type="radio" value={p} {...form.register('program')} />
                <span className="text-lg font-semibold">{t(`programs.${p}`)}</span>
                <span className="ms-auto font-bold" data-testid={`price-${p}`}>
                  {prices[p] !== undefined ? <bdi dir="ltr">{formatJod(prices[p], locale)}</bdi> : error || held ? null : t('pricing')}
                </span>
              </label>
              <p className="text-sm text-slate-700">{t('coverUpTo')} <bdi dir="ltr">{formatJod(PROGRAM_COVER_JOD[p], locale)}</bdi></p>
              <CoverList covers={PRODUCT_COVERS[PROGRAM_PRODUCT[p]]} perTraveller />
              <a href={`/${locale}/documents/${PROGRAM_TERMS[p]}`} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2">
                {t('terms', { program: t(`programs.${p}`) })}
              </a>
            </div>
          ))}
        </div>
        {fieldError ? <p className="text-sm text-red-700">{fieldError}</p> : null}
      </fieldset>
      <StepNav onBack={onBack} />
    </form>
  );
}
