/**
 * The currencies a travel claim's amount may be in (ISO 4217), each with the digits of its minor unit:
 * the dinars of the region have three (fils), the others two. The trips the company sells go to these
 * countries' money; anything else is claimed in US dollars or euros, as paid by card.
 */
export const CLAIM_CURRENCIES = {
  JOD: 3, USD: 2, EUR: 2, GBP: 2, SAR: 2, AED: 2, QAR: 2, KWD: 3, EGP: 2, TRY: 2,
} as const satisfies Record<string, 2 | 3>;
export type ClaimCurrency = keyof typeof CLAIM_CURRENCIES;
export const CLAIM_CURRENCY_CODES = Object.keys(CLAIM_CURRENCIES) as [ClaimCurrency, ...ClaimCurrency[]];

/** The most a travel claim may name, in its currency's major unit (a check against typing slips, not a limit of cover). */
export const CLAIM_AMOUNT_MAX = 1_000_000;
