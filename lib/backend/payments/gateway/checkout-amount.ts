/**
 * Checkout.com's amount rules for the dinar ("Format the amount value",
 * https://www.checkout.com/docs/resources/calculating-the-amount): JOD is one of the currencies whose
 * `amount` is divided by 1000, so the minor unit is the fils and fils go out unchanged; the amount
 * must be a positive integer of at most nine digits, and for these currencies its last digit must be
 * 0 (Checkout refuses 1001). A price such as 12.345 JOD therefore cannot be charged: it is refused
 * here, before any call, rather than rounded to an amount the customer was not quoted.
 */

/** The currencies Checkout.com counts in thousandths; their amounts must end in 0. */
const THOUSANDTHS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

const MAX_AMOUNT = 999_999_999;

/** Why an amount cannot be sent to Checkout.com, or null when it can. */
export function checkoutAmountProblem(amount: unknown, currency: string): string | null {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return 'the amount must be an integer number of minor units';
  if (amount <= 0) return 'the amount must be greater than zero';
  if (amount > MAX_AMOUNT) return 'the amount must have at most nine digits';
  if (THOUSANDTHS.has(currency) && amount % 10 !== 0) return `a ${currency} amount must end in 0 (whole hundredths of a dinar)`;
  return null;
}

/** Fils to Checkout.com's JOD minor units (the same number), or a RangeError saying why it cannot be charged. */
export function jodMinorUnits(amountFils: number): number {
  const problem = checkoutAmountProblem(amountFils, 'JOD');
  if (problem) throw new RangeError(`Cannot charge ${String(amountFils)} fils through Checkout.com: ${problem}`);
  return amountFils;
}
