import { z } from 'zod';
import { toLatinDigits } from '../format/digits';
import { messageKeys } from './fields';

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `MM/YY`, valid through the end of that month: not in the past on `now`. */
export function expiryValid(value: string, now: Date = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) >= current;
}

const digitsOnly = (v: string) => toLatinDigits(v).replace(/[\s-]/g, '');

/** The card the hosted payment page takes; the same schema checks it in the form and on the server. */
export const cardSchema = z.object({
  card_number: z.string({ error: 'payPage.validation.cardNumberRequired' }).max(40, 'purchase.validation.cardNumber').transform(digitsOnly)
    .pipe(z.string().min(1, 'payPage.validation.cardNumberRequired').regex(/^\d{12,19}$/, 'purchase.validation.cardNumber').refine(luhnValid, 'purchase.validation.cardNumber')),
  expiry: z.string({ error: 'payPage.validation.expiryRequired' }).max(10, 'purchase.validation.cardExpiry').transform((v) => toLatinDigits(v).replace(/\s/g, ''))
    .pipe(z.string().min(1, 'payPage.validation.expiryRequired').refine((v) => expiryValid(v), 'purchase.validation.cardExpiry')),
  cvc: z.string({ error: 'purchase.validation.cvc' }).max(10, 'purchase.validation.cvc').transform(digitsOnly)
    .pipe(z.string().min(1, 'purchase.validation.cvc').regex(/^\d{3}$/, 'purchase.validation.cvc')),
  cardholder: z.string({ error: 'purchase.validation.cardholder' }).trim().min(1, 'purchase.validation.cardholder').max(80, messageKeys.tooLong)
    .regex(/^[\p{L}][\p{L} .'-]*$/u, 'purchase.validation.cardholder'),
});
export type CardInput = z.input<typeof cardSchema>;

/**
 * The terms the customer ticked on the summary: the quote's terms document and the version shown.
 * Optional here so that a start without it is refused in words (400 terms_not_accepted), not as a bad field.
 */
export const acceptTermsSchema = z.object({
  document: z.string().max(80, 'validation.invalid'),
  version: z.string().max(40, 'validation.invalid'),
});
export type AcceptTerms = z.infer<typeof acceptTermsSchema>;

export const startPaymentSchema = z.object({
  quote_id: z.uuid({ error: 'validation.invalid' }),
  accept_terms: acceptTermsSchema.nullish(),
});
