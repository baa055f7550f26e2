'use client';

// The widget without its bundled workers (altcha/external): the proof of work runs in the portal's own
// copy of the worker script (ALTCHA_WORKER_SCRIPT), which the pages' Content-Security-Policy allows.
import 'altcha/external';
import 'altcha/altcha.css';
import type { WidgetMethods } from 'altcha/types';
// The <altcha-widget> element's attributes, for JSX.
import type {} from 'altcha/types/react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { PROOF_OF_WORK_ALGORITHM, ALTCHA_WORKER_SCRIPT } from './worker-script';

type Props = {
  /** The challenge the server answered with its 428 `pow_required`. */
  challenge: unknown;
  onSolved: (payload: string) => void;
  onFailed: () => void;
};

const registry = () => (globalThis as unknown as { $altcha: { algorithms: Map<string, () => Worker>; i18n: { set(lang: string, strings: Record<string, string>): void } } }).$altcha;

/**
 * The ALTCHA widget, solving the server's challenge as soon as it shows (nothing for the person to
 * press), in the page's language with the portal's own words; it reports the payload to send back.
 * Loaded only when a server asks for a proof of work (ProofOfWork.tsx), never in a page's first load.
 */
export default function AltchaWidget({ challenge, onSolved, onFailed }: Props) {
  const t = useTranslations('proofOfWork');
  const locale = useLocale();
  const ref = useRef<HTMLElement & WidgetMethods>(null);
  const solved = useRef(onSolved);
  const failed = useRef(onFailed);
  useEffect(() => {
    solved.current = onSolved;
    failed.current = onFailed;
  });

  useEffect(() => {
    const altcha = registry();
    altcha.algorithms.set(PROOF_OF_WORK_ALGORITHM, () => new Worker(ALTCHA_WORKER_SCRIPT));
    altcha.i18n.set(locale, {
      label: t('label'), verifying: t('verifying'), verified: t('verified'), error: t('error'), expired: t('expired'),
      waitAlert: t('waitAlert'), verificationRequired: t('verificationRequired'), loading: t('loading'),
      reload: t('retry'), verify: t('retry'), cancel: t('retry'), footer: '', ariaLinkLabel: '',
      enterCode: '', enterCodeAria: '', enterCodeFromImage: '', getAudioChallenge: '',
    });
    const widget = ref.current;
    if (!widget) return;
    const verified = (event: Event) => solved.current((event as CustomEvent<{ payload: string }>).detail.payload);
    const changed = (event: Event) => {
      const { state } = (event as CustomEvent<{ state: string }>).detail;
      if (state === 'error' || state === 'expired') failed.current();
    };
    widget.addEventListener('verified', verified);
    widget.addEventListener('statechange', changed);
    // configure answers nothing in this version, a promise in others: either way, then verify.
    void Promise.resolve(widget.configure({ challenge: challenge as never, language: locale, hideLogo: true, hideFooter: true, minDuration: 300 }))
      .then(() => widget.verify());
    return () => {
      widget.removeEventListener('verified', verified);
      widget.removeEventListener('statechange', changed);
    };
  }, [challenge, locale, t]);

  return <altcha-widget ref={ref} language={locale} type="checkbox" />;
}
