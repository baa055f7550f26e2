'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/errors';

const AltchaWidget = dynamic(() => import('./AltchaWidget'), { ssr: false });

/** Sends the request again, with the proof of work (or without, to be given a new challenge). */
type Resend = (pow?: string) => void;

/**
 * A form's part in the proof of work: when a send is answered 428 `pow_required`, `demand` keeps the
 * way to send it again and shows the widget (ProofOfWork) with the server's challenge; once solved, the
 * request goes again with the payload, and the widget goes. `checking` is true meanwhile (the form's
 * button stays busy).
 */
export function useProofOfWork() {
  const [challenge, setChallenge] = useState<unknown>(null);
  const [failed, setFailed] = useState(false);
  const resend = useRef<Resend | null>(null);

  const demand = useCallback((error: unknown, again: Resend): boolean => {
    if (!(error instanceof ApiError) || error.code !== 'pow_required' || !error.details.challenge) return false;
    resend.current = again;
    setFailed(false);
    setChallenge(error.details.challenge);
    return true;
  }, []);

  const props: ProofOfWorkProps = {
    challenge,
    failed,
    onSolved: (payload) => {
      setChallenge(null);
      resend.current?.(payload);
    },
    onFailed: () => setFailed(true),
    onRetry: () => {
      setChallenge(null);
      setFailed(false);
      resend.current?.();
    },
  };
  return { demand, checking: challenge !== null && !failed, props };
}

type ProofOfWorkProps = {
  challenge: unknown;
  failed: boolean;
  onSolved: (payload: string) => void;
  onFailed: () => void;
  onRetry: () => void;
};

/**
 * Where the form shows the check: nothing until a server asks for it; then what is happening, in an
 * aria-live region, and the widget (loaded only now), or, when the check failed, a way to try again.
 */
export function ProofOfWork({ challenge, failed, onSolved, onFailed, onRetry }: ProofOfWorkProps) {
  const t = useTranslations('proofOfWork');
  return (
    <div aria-live="polite" className={challenge || failed ? 'flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4' : undefined}>
      {challenge || failed ? (
        <>
          <p className="font-semibold text-brand-900">{t('title')}</p>
          <p className="text-sm text-slate-700">{t('intro')}</p>
        </>
      ) : null}
      {challenge && !failed ? <AltchaWidget challenge={challenge} onSolved={onSolved} onFailed={onFailed} /> : null}
      {failed ? (
        <>
          <p className="text-sm text-red-700">{t('error')}</p>
          <button type="button" onClick={onRetry} className="min-h-11 self-start rounded-lg border border-brand-600 px-4 font-semibold text-brand-700">{t('retry')}</button>
        </>
      ) : null}
    </div>
  );
}
