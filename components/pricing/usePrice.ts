'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@/components/forms/server-errors';
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
  | { kind: 'refused'; message: string };

/**
 * Asks POST /quotation/price for a line's answers (a mutation: its pending state is the busy state).
 * A refusal is said in words: a field's message (the age limit, the accident question) where the
 * backend names one, on that field of `form` too, else the purchase's own words. A change to the
 * form's answers hides a price they no longer give.
 */
export function usePrice<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  const locale = useLocale();
  const purchaseError = usePurchaseError();
  const fieldMessage = useFieldMessage();
  const price = useMutation({
    mutationFn: (request: PriceAnswers) => browserApi(locale).createPrice({ body: request }),
    onError: (error) => applyServerErrors(form.setError, error),
  });
  const { reset, isPending } = price;

  useEffect(() => {
    const subscription = form.watch((_, { type }) => {
      if (type === 'change' && !isPending) reset();
    });
    return () => subscription.unsubscribe();
  }, [form, reset, isPending]);

  let state: PriceState = { kind: 'idle' };
  if (price.isPending) state = { kind: 'pricing' };
  else if (price.isSuccess) state = { kind: 'priced', price: price.data };
  else if (price.isError) {
    const fields = price.error instanceof ApiError && price.error.fields ? price.error.fields : {};
    const first = Object.entries(fields).find(([name]) => name !== '_')?.[1] ?? fields._;
    state = { kind: 'refused', message: (first && fieldMessage(first)) || purchaseError(price.error) };
  }
  return { state, ask: price.mutate, reset };
}
