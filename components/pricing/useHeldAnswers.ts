'use client';

import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { StepFlow } from '@/components/flow/useStepFlow';
import type { BuyerProfile } from '@/components/purchase/profile';
import { browserApi } from '@/lib/api/browser';
import type { FlowData } from '@/lib/flow';
import type { PricedLine } from '@/lib/validation/price-answers';
import { shownOf, type AnswersOf, type Carry, type PriceShown } from './carry';

/**
 * A purchase flow with no draft starts from the answers this device's session holds for its line
 * (a price seen before sign-up or sign-in, GET /quotation/price/held): the draft is seeded and the
 * steps those answers finish are marked done, so the guard opens the first unfinished step. A
 * "buy again" (`?from=`) or a draft already begun wins. `pending` while the answers are being read.
 */
export function useHeldAnswers<L extends PricedLine, D extends FlowData & { price_shown?: PriceShown }>(
  flow: StepFlow<D>, carry: Carry<L, D>, profile: BuyerProfile,
): { pending: boolean } {
  const locale = useLocale();
  const buyAgain = useSearchParams().has('from');
  const empty = flow.ready && Object.keys(flow.data).length === 0;
  const [answered, setAnswered] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if (!flow.ready || asked.current) return;
    asked.current = true;
    if (!empty || buyAgain) return;
    browserApi(locale).getHeldPrices()
      .then(({ held }) => {
        const found = held.find((h) => h.request.line === carry.line);
        if (!found) return;
        const { data, done } = carry.draft(found.request.answers as AnswersOf<L>, profile);
        flow.prefill({ ...data, price_shown: shownOf(found.price, carry.signature(data)) } as Partial<D>, done);
      })
      .catch((error: unknown) => console.error('[held answers]', error))
      .finally(() => setAnswered(true));
  }, [flow, empty, buyAgain, locale, carry, profile]);

  // Seeded, the draft is no longer empty; with nothing held, the answer ends the wait.
  return { pending: flow.ready && empty && !buyAgain && !answered };
}
