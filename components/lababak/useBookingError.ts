'use client';

import { useTranslations } from 'next-intl';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { ApiError } from '@/lib/api/errors';

/** A failed booking call in words: the booking's own codes first, then the portal's common ones. */
export function useBookingError() {
  const t = useTranslations('lababak.errors');
  const common = useApiErrorMessage();
  return (error: unknown): string => {
    if (error instanceof ApiError && t.has(error.code as never)) return t(error.code as never);
    return common(error);
  };
}
