import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Quotation } from '@/lib/api/endpoints/quotations';
import type { PolicyLine } from '@/lib/api/endpoints/policies';
import { QUOTE_VALID_MINUTES, type Locale } from '@/lib/config/business';
import { currentTerms } from '@/lib/config/product-terms';
import { QUOTE_LIMIT, QUOTE_PRICES_LIMIT } from '@/lib/config/security';
import type { Db } from '../db/client';
import { quotes } from '../db/schema';
import { applyOffer, assertMayBuy, contractPriceOf, findOffer, type PriceFils, priceInJod, quoteProduct, toJod } from '../pricing';
import { enforceRateLimit } from '../limits/rate-limit';
import type { QuoteKind } from '../contracts';
import { assertNoOverlap, coverOf } from './overlap';
import { lockCustomer, type QuoteRow, type Writer } from '../db/tx';

/** Whether the customer may buy at all: the pricing domain's rule, which every purchase step asks first. */
export { assertMayBuy };

export interface NewQuote {
  userId: number;
  /** Dispatched to its issuer when the payment is confirmed (issuers/index.ts). */
  kind: QuoteKind;
  line: PolicyLine;
  /** The validated inputs the price came from; the issuer reads them back. A `confirm_overlap` among them is the customer's answer on the overlap screen, kept on the quote apart from them. */
  inputs: unknown;
  /** The price of the tables; an offer in force for the product is taken off it here. */
  price: PriceFils;
}

/** The customer's answer on the overlap screen comes with the quote's body but is not what is priced. */
function splitConfirmation(inputs: unknown): { inputs: unknown; confirmed: boolean } {
  if (typeof inputs !== 'object' || inputs === null || !('confirm_overlap' in inputs)) return { inputs, confirmed: false };
  const { confirm_overlap: confirmed, ...rest } = inputs as { confirm_overlap?: unknown };
  return { inputs: rest, confirmed: confirmed === true };
}

/**
 * Holds a price for QUOTE_VALID_MINUTES. This is the one way any flow (new contracts here, renewals
 * later) asks to be paid: price on the server, hold the quote, then POST /payment/start with its id.
 * Counted against the user's quote limit first. Under the customer's row lock: a cover that overlaps
 * one they hold is refused unless they confirmed it (409 cover_overlap), and the open quote of the
 * same choices is answered again instead of a second one, so Back, reloads, two tabs and parallel
 * requests all pay the same quote (whose payment is unique). The open quote keeps its price until it
 * expires, even if an offer has ended since: the quote is the price.
 */
export async function holdQuote(db: Db, quote: NewQuote, now: Date): Promise<QuoteRow> {
  await enforceRateLimit(db, `quote:user:${quote.userId}`, QUOTE_LIMIT, now);
  const { inputs, confirmed } = splitConfirmation(quote.inputs);
  const cover = coverOf(quote.kind, inputs, now);
  const { price, discount } = applyOffer(quote.price, await findOffer(db, quoteProduct(quote.kind, inputs).offer, now));
  return db.transaction(async (tx) => {
    await lockCustomer(tx, quote.userId);
    if (cover && !confirmed) await assertNoOverlap(tx, quote.userId, cover);
    const open = await openQuoteOf(tx, quote, inputs, now);
    if (open) {
      if (!confirmed || open.overlapConfirmed) return open;
      const [nowConfirmed] = await tx.update(quotes).set({ overlapConfirmed: true }).where(eq(quotes.id, open.id)).returning();
      return nowConfirmed!;
    }
    const [row] = await tx.insert(quotes).values({
      id: randomUUID(),
      userId: quote.userId,
      kind: quote.kind,
      line: quote.line,
      inputs,
      premiumFils: price.premium,
      feesFils: price.fees,
      taxFils: price.tax,
      amountFils: price.total,
      offerDiscount: discount,
      overlapConfirmed: confirmed,
      createdAt: now,
      expiresAt: new Date(now.getTime() + QUOTE_VALID_MINUTES * 60_000),
    }).returning();
    return row!;
  });
}

/** The customer's open quote of these very choices (compared as JSON), the newest; null when there is none. */
async function openQuoteOf(db: Writer, quote: NewQuote, inputs: unknown, now: Date): Promise<QuoteRow | null> {
  const [open] = await db.select().from(quotes).where(and(
    eq(quotes.userId, quote.userId), eq(quotes.kind, quote.kind), eq(quotes.status, 'open'), gt(quotes.expiresAt, now),
    sql`${quotes.inputs} = ${JSON.stringify(inputs)}::jsonb`,
  )).orderBy(desc(quotes.createdAt)).limit(1);
  return open ?? null;
}

/**
 * The prices `holdQuote` would hold now for each of these quotes, holding none: the same overlap
 * refusal (409 cover_overlap unless confirmed), the same offer, and the open quote's own price where
 * the customer already holds one of the same choices (holdQuote would answer that one). For showing
 * the price of every option before the customer chooses one; counted once per call against its own
 * limit, not the quote limit, as it stores nothing.
 */
export async function previewQuotes(db: Db, wanted: NewQuote[], now: Date): Promise<PricedQuote[]> {
  const [first] = wanted;
  if (!first) return [];
  await enforceRateLimit(db, `quote-prices:user:${first.userId}`, QUOTE_PRICES_LIMIT, now);
  const shown: PricedQuote[] = [];
  for (const quote of wanted) {
    const { inputs, confirmed } = splitConfirmation(quote.inputs);
    const cover = coverOf(quote.kind, inputs, now);
    if (cover && !confirmed) await assertNoOverlap(db, quote.userId, cover);
    const open = await openQuoteOf(db, quote, inputs, now);
    if (open) {
      shown.push(open);
      continue;
    }
    const { price, discount } = applyOffer(quote.price, await findOffer(db, quoteProduct(quote.kind, inputs).offer, now));
    shown.push({
      id: 'estimate', kind: quote.kind, inputs, expiresAt: now, offerDiscount: discount,
      premiumFils: price.premium, feesFils: price.fees, taxFils: price.tax, amountFils: price.total,
    });
  }
  return shown;
}

/** What a quotation view is made of: a held quote, or a price shown before one is held (the renewal link's). */
export type PricedQuote = Pick<QuoteRow, 'id' | 'kind' | 'inputs' | 'premiumFils' | 'feesFils' | 'taxFils' | 'amountFils' | 'offerDiscount' | 'expiresAt'>;

/**
 * A quote as the API shows it, in the reader's language: the premium of the tables, the offer taken
 * off it as its own line, fees, stamp duty and the total; and the terms the customer accepts to pay it.
 */
export function quotationView(row: PricedQuote, lang: Locale): Quotation {
  const offer = row.offerDiscount;
  const terms = currentTerms(quoteProduct(row.kind, row.inputs).terms);
  return {
    quotation_id: row.id,
    kind: row.kind,
    ...priceInJod(contractPriceOf(row), offer),
    offer: offer ? { title: lang === 'ar' ? offer.title_ar : offer.title_en, percent: offer.percent, amount: toJod(offer.amount_fils) } : null,
    currency: 'JOD',
    valid_until: row.expiresAt.toISOString(),
    terms: { document: terms.document, version: terms.version, title: terms.title[lang], declaration: terms.declaration },
  };
}

export function quoteExpired(row: QuoteRow, now: Date): boolean {
  return row.expiresAt.getTime() <= now.getTime();
}

/** One of the user's quotes; another user's quote is not found, like one that does not exist. */
export async function quoteOf(db: Db, userId: number, id: string): Promise<QuoteRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(quotes).where(and(eq(quotes.id, id), eq(quotes.userId, userId))).limit(1);
  return row ?? null;
}
