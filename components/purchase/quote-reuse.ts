import type { Quotation, TravelPrices } from '@/lib/api/endpoints/quotations';

/** Left of a quote's 30 minutes for reading the terms and paying: a quote closer to its end is asked for again. */
export const QUOTE_MARGIN_MS = 2 * 60_000;
/** How long the prices of the options stay shown without asking again (an offer may start or end meanwhile). */
export const PRICES_FOR_MS = 5 * 60_000;
/** Answers kept at most; the oldest goes first. */
const KEPT = 20;

type Entry = { answer: Promise<unknown>; until: number | null };
const kept = new Map<string, Entry>();

/**
 * The answer to exactly this request (the endpoint, the language and the body, as JSON), asked for
 * once and answered again while it lasts, so going back and forth between steps asks the backend
 * nothing new. A refusal is not kept: asking again asks the backend again.
 */
export function reuse<T>(key: string, ask: () => Promise<T>, lastsUntil: (answer: T) => number, now = Date.now()): Promise<T> {
  const entry = kept.get(key);
  if (entry && (entry.until === null || entry.until > now)) return entry.answer as Promise<T>;
  const fresh: Entry = { answer: ask(), until: null };
  kept.delete(key);
  kept.set(key, fresh);
  for (const old of kept.keys()) {
    if (kept.size <= KEPT) break;
    kept.delete(old);
  }
  (fresh.answer as Promise<T>).then(
    (answer) => { fresh.until = lastsUntil(answer); },
    () => { if (kept.get(key) === fresh) kept.delete(key); },
  );
  return fresh.answer as Promise<T>;
}

/** Forgets an answer: the next ask goes to the backend (a payment refused the quote, or the terms changed). */
export function forget(key: string): void {
  kept.delete(key);
}

export const requestKey = (endpoint: string, lang: string, body: unknown) => `${endpoint} ${lang} ${JSON.stringify(body)}`;

/** One held quote per choice: the quote of this very request, reused until shortly before it expires. */
export function reuseQuote(key: string, ask: () => Promise<Quotation>, now?: number): Promise<Quotation> {
  return reuse(key, ask, (q) => Date.parse(q.valid_until) - QUOTE_MARGIN_MS, now);
}

/** The prices of a trip's programs, shown again for a few minutes. */
export function reusePrices(key: string, ask: () => Promise<TravelPrices>, now = Date.now()): Promise<TravelPrices> {
  return reuse(key, ask, () => now + PRICES_FOR_MS, now);
}

/**
 * The quote of one request to a quotation endpoint, reused while it is valid; `fresh` forgets the
 * one kept first. What every purchase's summary asks with.
 */
export function heldQuote(endpoint: string, lang: string, body: unknown, send: () => Promise<Quotation>, fresh = false): Promise<Quotation> {
  const key = requestKey(endpoint, lang, body);
  if (fresh) forget(key);
  return reuseQuote(key, send);
}
