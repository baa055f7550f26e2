import type { policies } from '../../db/schema';
import type { QuoteRow, Writer } from '../../db/tx';
import { issueMotorRenewal } from '../renewals/issue';
import { declaredBirthDateAgrees, keepDeclaredBirthDate } from '../insured/holder-birth-date';
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

type Issuer = (tx: Writer, quote: QuoteRow, now: Date) => Promise<IssuedContract | null>;

/**
 * The quote's issuer, around which every kind keeps a birth date declared in the purchase: checked
 * against the account before issuing (another contract may have given it one since), and written onto
 * the account with the contract, in the same transaction. A refused or unpaid quote writes nothing.
 */
export function issuerOf(kind: string): Issuer | undefined {
  if (!Object.hasOwn(issuers, kind)) return undefined;
  const issue: Issuer = issuers[kind as QuoteKind];
  return async (tx, quote, now) => {
    if (!(await declaredBirthDateAgrees(tx, quote))) return null;
    const contract = await issue(tx, quote, now);
    if (contract) await keepDeclaredBirthDate(tx, quote);
    return contract;
  };
}
