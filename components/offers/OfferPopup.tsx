'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { Offer } from '@/lib/api/endpoints/content';
import { browserApi } from '@/lib/api/browser';
import { Link } from '@/lib/i18n/navigation';
import { OfferImage } from './OfferImage';

/**
 * Set once the popup has been seen in this browser session (cleared with the session, and at logout):
 * spares the dashboard's later screens the question. What counts is the backend's record (offer_views).
 */
export const POPUP_SEEN_KEY = 'offers.popup.seen';

function alreadySeen(): boolean {
  try {
    return window.sessionStorage.getItem(POPUP_SEEN_KEY) !== null;
  } catch {
    // Storage refused (private mode, policy): better no popup than one on every page.
    return true;
  }
}

/**
 * The newest offer the customer has not seen, once per offer and customer (the backend records it when
 * the popup is closed or the offer opened), never in the session a sign-up made: a native modal dialog
 * (focus kept inside, Escape closes, focus returns where it was).
 */
export function OfferPopup() {
  const t = useTranslations('offers');
  const lang = useLocale();
  const [offer, setOffer] = useState<Offer | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const markSeen = useMutation({
    mutationFn: (id: number) => browserApi(lang).markOfferSeen({ params: { id: String(id) } }),
    onError: (error: unknown) => console.error('[offers] popup: recording it as seen failed', error),
  });

  useEffect(() => {
    if (alreadySeen()) return;
    let active = true;
    browserApi(lang).getPopupOffer()
      .then(({ offer: unseen }) => {
        if (active && unseen && !alreadySeen()) setOffer(unseen);
      })
      .catch((error: unknown) => console.error('[offers] popup: loading failed', error));
    return () => {
      active = false;
    };
  }, [lang]);

  useEffect(() => {
    const el = dialog.current;
    if (!offer || !el || el.open) return;
    el.showModal();
  }, [offer]);

  /** Closed (button, Escape) or its offer opened: seen, here and in the backend. */
  function seen() {
    if (!offer) return;
    try {
      window.sessionStorage.setItem(POPUP_SEEN_KEY, String(offer.id));
    } catch {
      // Storage refused: the backend's record is what counts.
    }
    markSeen.mutate(offer.id);
    setOffer(null);
  }

  if (!offer) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={seen}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-brand-900/60"
    >
      <OfferImage src={offer.image} sizes="34rem" />
      <div className="flex flex-col gap-3 p-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('newOffer')}</p>
        <h2 id={titleId} className="text-xl font-bold text-brand-900">{offer.title}</h2>
        <p className="text-slate-700">{offer.summary}</p>
        <div className="mt-2 flex flex-wrap items-center justify-end gap-3">
          <button type="button" onClick={() => dialog.current?.close()} className="min-h-11 rounded-lg px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
            {t('closePopup')}
          </button>
          <Link href={`/offers/${offer.id}`} onClick={() => dialog.current?.close()}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
            {t('seeOffer')}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
