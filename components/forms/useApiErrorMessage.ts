'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/errors';

/** The translated message for a failed call: by its code when we know it, else the generic one. */
export function useApiErrorMessage() {
  const t = useTranslations('errors');
  return (error: unknown, values: Record<string, number> = {}): string => {
    if (!(error instanceof ApiError)) return t('generic');
    const key = error.code as Parameters<typeof t>[0];
    // An error we have no words for still shows its code, so customer care can trace it.
    return t.has(key) ? t(key, { ...waitOf(error), ...values } as never) : t('genericWithCode', { code: error.code });
  };
}

/** A limit's answer says how long to wait (`retry_after_s`); its message counts it in whole minutes. */
export function waitOf(error: ApiError): { minutes?: number } {
  const seconds = error.details.retry_after_s;
  return typeof seconds === 'number' ? { minutes: Math.max(1, Math.ceil(seconds / 60)) } : {};
}

/** A field message from the server (`validation.x` or `errors.x`) or from a zod schema, translated. */
export function useFieldMessage() {
  const t = useTranslations();
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    return t.has(key as never) ? t(key as never) : t('validation.invalid');
  };
}

/**
 * The message for a failed send or check of a one-time code: a spent send limit says in how many
 * minutes to try again, and a wrong code how many tries are left.
 */
export function useCodeErrorMessage() {
  const apiMessage = useApiErrorMessage();
  return (error: unknown): string => {
    if (error instanceof ApiError && error.code === 'otp_limit') {
      const seconds = Number(error.details.retry_after_s ?? 900);
      return apiMessage(error, { minutes: Math.max(1, Math.ceil(seconds / 60)) });
    }
    if (error instanceof ApiError && error.code === 'otp_invalid' && typeof error.details.tries_left === 'number') {
      return apiMessage(new ApiError(error.status, 'otp_invalid_left', error.message), { left: error.details.tries_left });
    }
    return apiMessage(error);
  };
}
