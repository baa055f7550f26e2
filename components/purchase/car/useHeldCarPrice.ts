'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { StepFlow } from '@/components/flow/useStepFlow';
import { browserApi } from '@/lib/api/browser';
import { flowStore } from '@/lib/flow/store';
import { carFlow, type CarData } from './flow';
import { seedCarPurchase } from './seed';

/**
 * A purchase opened with nothing entered starts from the car price this session holds (priced
 * before sign-up, perhaps in another tab): the car and price steps done, the documents next. The
 * price page also writes this tab's draft directly (seed.ts), which needs no call.
 * TODO(wt-prices): swap for components/pricing/useHeldAnswers.ts once it lands.
 */
export function useHeldCarPrice(flow: StepFlow<CarData>) {
  const locale = useLocale();
  const asked = useRef(false);
  const empty = flow.ready && Object.keys(flow.data).length === 0;
  useEffect(() => {
    if (!empty || asked.current) return;
    asked.current = true;
    browserApi(locale).getHeldPrices()
      .then(({ held }) => {
        const car = held.find((h) => h.request.line === 'car' && h.price.options.length > 0 && !h.price.referral);
        const option = car?.price.options[0];
        // Not over what the customer began meanwhile.
        if (!car || car.request.line !== 'car' || !option || Object.keys(flowStore(carFlow).get().data).length > 0) return;
        seedCarPurchase(car.request.answers, option);
        flow.goTo('documents');
      })
      .catch((error) => console.error('[held car price]', error));
  }, [empty, locale, flow]);
}
