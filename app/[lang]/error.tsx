'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { ApiError } from '@/lib/api/errors';

/**
 * The error state (spec §4, §8): a failed session check or page load shows its message and code,
 * and a way to try again. Server errors reach the browser without their message, only a digest: the
 * reference the customer can quote, the same one the server's log line about the error carries
 * (instrumentation.ts). Next itself logs the error in the browser.
 */
export default function ErrorState({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations();
  const code = error instanceof ApiError ? error.code : error.digest ? null : 'client_error';
  return (
    <main id="main" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <div role="alert" className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-brand-900">{t('errorState.title')}</h1>
        {code && <p className="text-slate-600">{t('errorState.code', { code })}</p>}
        {error.digest && (
          <p className="text-slate-600">{t.rich('errorState.reference', { digest: error.digest, ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</p>
        )}
      </div>
      <Button onClick={reset}>{t('common.tryAgain')}</Button>
    </main>
  );
}
