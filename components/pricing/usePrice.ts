'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import { useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { usePurchaseError } from '@/components/purchase/usePurchaseError';
import { browserApi } from '@/lib/api/browser';
import type { Price } from '@/lib/api/endpoints/prices';
import { ApiError } from '@/lib/api/errors';
import type { PriceAnswers } from '@/lib/validation/price-answers';

export type PriceState =
  | { kind: 'idle' }
  | { kind: 'pricing' }
  | { kind: 'priced'; price: Price }
  | { kind: 'refused'; message: string; fields: Record<string, string> };

/**
 * Asks POST /quotation/price for a line's answers. A refusal is said in words: a field's message
 * (the age limit, the accident question) where the backend names one, else the purchase's own words.
 */
export function usePrice() {
  const locale = useLocale();
  const purchaseError = usePurchaseError();
  const fieldMessage = useFieldMessage();
  const [state, setState] = useState<PriceState>({ kind: 'idle' });

  async function ask(request: PriceAnswers) {
    setState({ kind: 'pricing' });
    try {
      setState({ kind: 'priced', price: await browserApi(locale).createPrice({ body: request }) });
    } catch (error) {
      const fields = error instanceof ApiError && error.fields ? error.fields : {};
      const first = Object.values(fields)[0];
      setState({ kind: 'refused', message: (first && fieldMessage(first)) || purchaseError(error), fields });
    }
  }

  return { state, ask, reset: () => setState({ kind: 'idle' }) };
}
