'use client';

import { useTranslations } from 'next-intl';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { ApiError } from '@/lib/api/errors';

/** A failed booking call in words: the booking's own codes first, then the portal's common ones. */
export function useBookingError() {
  const t = useTranslations('lababak.errors');
  const common = useApiErrorMessage();
  return (error: unknown): string => {
    // Its periods are filled in by the backend, in the request's language.
    if (error instanceof ApiError && error.code === 'same_car_same_day') return error.message;
    if (error instanceof ApiError && t.has(error.code as never)) return t(error.code as never);
    return common(error);
  };
}
