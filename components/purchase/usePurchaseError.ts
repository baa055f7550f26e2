'use client';

import { useTranslations } from 'next-intl';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { ApiError } from '@/lib/api/errors';

/** A failed purchase call in words: the purchase's own codes first (refusals, expired price), else the portal's. */
export function usePurchaseError() {
  const t = useTranslations('purchase.errors');
  const fallback = useApiErrorMessage();
  return (error: unknown): string => {
    if (error instanceof ApiError && t.has(error.code as never)) return t(error.code as never);
    return fallback(error);
  };
}
