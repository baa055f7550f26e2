import type { policies } from '../../db/schema';
import type { QuoteRow, Writer } from '../tx';
import { issueMotorRenewal } from '../../renewals/issue';
import { issueCar } from './new-car';
import { issueHome, issuePersonalAccident, issueTravel } from './new-contracts';

export type IssuedContract = typeof policies.$inferSelect;

/**
 * What confirming a payment does, by the quote's kind. Each issuer runs inside the transaction that
 * marks the payment paid (settle.ts), reads the quote's stored inputs, and writes or renews exactly
 * one contract, which it returns. A renewal flow adds its kind here (e.g. 'motor-renewal' updating
 * the contract it renews) and holds its quotes with `holdQuote` (quotes.ts).
 */
export const issuers = {
  travel: issueTravel,
  home: issueHome,
  'personal-accident': issuePersonalAccident,
  /** A car bought online (POST /car/quotation); null when its images have gone since the quote. */
  motor: issueCar,
  /** Renews the contract the quote names (web or company link); null when it can no longer be renewed. */
  'motor-renewal': issueMotorRenewal,
} satisfies Record<string, (tx: Writer, quote: QuoteRow, now: Date) => Promise<IssuedContract | null>>;

export type QuoteKind = keyof typeof issuers;

export function issuerOf(kind: string) {
  return Object.hasOwn(issuers, kind) ? issuers[kind as QuoteKind] : undefined;
}
