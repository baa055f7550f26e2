import { isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { toLatinDigits } from '../format/digits';

/** A Jordanian IBAN: JO, two check digits, the bank's four letters, then 22 characters; 30 in all. */
export const JORDAN_IBAN_LENGTH = 30;

/** An IBAN as people type or paste it (spaces, lower case, Arabic-Indic digits), written as one block. */
export function normaliseIban(raw: string): string {
  return toLatinDigits(raw).replace(/[\s\u00A0\u200B-\u200F\u2066-\u2069-]/g, '').toUpperCase();
}

/** The IBAN in groups of four, as a bank statement prints it. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The last four characters only, for screens and messages: JO•• •••• … 1234. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 2)}•• •••• •••• ${iban.slice(-4)}`;
}

/**
 * Where a claim's money goes: a Jordanian IBAN (JO, 30 characters, the mod-97 check of ISO 13616). Each
 * failure says what to fix: another country's IBAN, a wrong length, or a typing mistake.
 */
export const jordanIban = z.string({ error: 'claims.validation.ibanRequired' })
  .transform(normaliseIban)
  .pipe(z.string().min(1, 'claims.validation.ibanRequired')
    .refine((v) => v.startsWith('JO'), 'claims.validation.ibanCountry')
    .refine((v) => !v.startsWith('JO') || v.length === JORDAN_IBAN_LENGTH, 'claims.validation.ibanLength')
    .refine((v) => !v.startsWith('JO') || v.length !== JORDAN_IBAN_LENGTH || isValidIBAN(v), 'claims.validation.ibanCheck'));
