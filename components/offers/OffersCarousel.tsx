'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import type { Offer } from '@/lib/api/endpoints/content';
import { CAROUSEL_INTERVAL_MS } from '@/lib/config/business';
import { Link } from '@/lib/i18n/navigation';
import { OfferImage } from './OfferImage';
import { useHydrated, useReducedMotion } from './useReducedMotion';

function Chevron({ towards }: { towards: 'start' | 'end' }) {
  // Drawn for left-to-right and mirrored in Arabic, so "next" points the way the slides move.
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 rtl:-scale-x-100 ${towards === 'start' ? '' : 'rotate-180'}`}
      fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="m15 18-6-6 6-6" />
    </svg>
  );
}

const control = 'grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-brand-900 shadow-sm hover:bg-brand-50';

/**
 * The offers as an auto-rotating carousel (WAI-ARIA carousel pattern): turns every 3000 ms (spec §9),
 * pauses while hovered or focused, never turns when the person prefers reduced motion, and can be
 * stopped. The live region is polite only while it is not turning by itself.
 */
export function OffersCarousel({ offers }: { offers: Offer[] }) {
  const t = useTranslations('offers');
  const rtl = useLocale() === 'ar';
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();
  const total = offers.length;
  const rotating = total > 1 && !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % total), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, total]);

  if (total === 0) return null;
  const go = (to: number) => setIndex((to + total) % total);
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carouselLabel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-state={hydrated ? (rotating ? 'rotating' : 'still') : 'static'}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="overflow-hidden">
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(${(rtl ? 1 : -1) * index * 100}%)` }}
        >
          {offers.map((offer, i) => {
            const current = i === index;
            return (
              <div
                key={offer.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('slideLabel', { n: i + 1, total })}
                aria-hidden={!current}
                inert={!current}
                className="grid w-full shrink-0 md:grid-cols-2"
              >
                <OfferImage src={offer.image} priority={i === 0} />
                <div className="flex flex-col justify-center gap-3 p-6">
                  <h2 className="text-xl font-bold text-brand-900">{offer.title}</h2>
                  <p className="text-slate-700">{offer.summary}</p>
                  <Link href={`/offers/${offer.id}`} className="mt-1 inline-flex min-h-11 w-fit items-center rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
                    {t('seeOffer')}<span className="sr-only">: {offer.title}</span>
                  </Link>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {total > 1 && (
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3">
          <button type="button" className={control} aria-controls={slidesId} aria-label={t('previous')} onClick={() => go(index - 1)}>
            <Chevron towards="start" />
          </button>
          <div className="flex items-center gap-2">
            {offers.map((offer, i) => (
              <button
                key={offer.id}
                type="button"
                aria-controls={slidesId}
                aria-label={t('goTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className="grid size-8 place-items-center rounded-full"
              >
                <span aria-hidden="true" className={`block size-3 rounded-full ${i === index ? 'bg-brand-600' : 'bg-slate-300'}`} />
              </button>
            ))}
            {!reducedMotion && (
              <button type="button" onClick={() => setStopped((s) => !s)} className="ms-2 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                {stopped ? t('play') : t('pause')}
              </button>
            )}
          </div>
          <button type="button" className={control} aria-controls={slidesId} aria-label={t('next')} onClick={() => go(index + 1)}>
            <Chevron towards="end" />
          </button>
        </div>
      )}
    </section>
  );
}
