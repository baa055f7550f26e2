import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Quotation } from '@/lib/api/endpoints/quotations';
import type { PolicyLine } from '@/lib/api/endpoints/policies';
import { QUOTE_VALID_MINUTES } from '@/lib/config/business';
import { QUOTE_LIMIT } from '@/lib/config/security';
import type { Db } from '../db/client';
import { quotes } from '../db/schema';
import { CONTRACT_BLOCKED_MESSAGE } from '../auth/gate';
import { HttpError } from '../http';
import { enforceRateLimit } from '../limits/rate-limit';
import { toJod, type PriceFils } from '../pricing/money';
import type { UserRow } from '../context';
import type { QuoteKind } from './issuers';
import type { QuoteRow } from './tx';

/** Spec §8: a blacklisted customer creates no contract of any line (nor renews one). */
export function assertMayBuy(user: UserRow): void {
  if (user.blackList) throw new HttpError(403, 'contract_blocked', CONTRACT_BLOCKED_MESSAGE);
  if (user.type !== 'customer') throw new HttpError(403, 'customers_only', 'Only customers buy contracts');
}

export interface NewQuote {
  userId: number;
  /** Dispatched to its issuer when the payment is confirmed (issuers/index.ts). */
  kind: QuoteKind;
  line: PolicyLine;
  /** The validated inputs the price came from; the issuer reads them back. */
  inputs: unknown;
  price: PriceFils;
}

/**
 * Holds a price for QUOTE_VALID_MINUTES. This is the one way any flow (new contracts here, renewals
 * later) asks to be paid: price on the server, hold the quote, then POST /payment/start with its id.
 * Counted against the user's quote limit first.
 */
export async function holdQuote(db: Db, quote: NewQuote, now: Date): Promise<QuoteRow> {
  await enforceRateLimit(db, `quote:user:${quote.userId}`, QUOTE_LIMIT, now);
  const [row] = await db.insert(quotes).values({
    id: randomUUID(),
    userId: quote.userId,
    kind: quote.kind,
    line: quote.line,
    inputs: quote.inputs,
    premiumFils: quote.price.premium,
    feesFils: quote.price.fees,
    taxFils: quote.price.tax,
    amountFils: quote.price.total,
    createdAt: now,
    expiresAt: new Date(now.getTime() + QUOTE_VALID_MINUTES * 60_000),
  }).returning();
  return row!;
}

export function quotationView(row: QuoteRow): Quotation {
  return {
    quotation_id: row.id,
    kind: row.kind,
    premium: toJod(row.premiumFils),
    fees: toJod(row.feesFils),
    tax: toJod(row.taxFils),
    total: toJod(row.amountFils),
    currency: 'JOD',
    valid_until: row.expiresAt.toISOString(),
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
