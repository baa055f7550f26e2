import { z } from 'zod';
import { toLatinDigits } from '../format/digits';

/** Why a typed amount is not a number: empty, not a number as written, or fils where only dinars go. */
export type AmountProblem = 'empty' | 'format' | 'fils';

/** Thousands separators people type or paste: the comma, the Arabic comma and thousands sign, spaces. */
const GROUPING = /[,\u060C\u066C]/g;
const SPACES = /[\s\u00A0\u202F\u2009]/g;

/**
 * Reads an amount as a person types or pastes it (spec §5's numeric fields): Latin or Arabic-Indic
 * digits, thousands separators (`150,000`, `١٥٠٬٠٠٠`, `150 000`) where they group by three, and a
 * decimal point (`.` or the Arabic `٫`) with at most `decimals` digits after it. Nothing is dropped
 * or moved: `20000.5` where only whole dinars go is a problem, never 200005.
 */
export function parseAmount(text: string, decimals = 0): { value: number } | { problem: AmountProblem } {
  const plain = toLatinDigits(text).replace(SPACES, ' ').trim().replace(/\u066B/g, '.');
  if (plain === '') return { problem: 'empty' };
  const match = /^(\d{1,3}(?:[ ,\u060C\u066C]\d{3})+|\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) return { problem: 'format' };
  const whole = match[1]!.replace(GROUPING, '').replace(/ /g, '');
  const fraction = match[2] ?? '';
  if (whole.length > 12) return { problem: 'format' };
  if (/[1-9]/.test(fraction) && fraction.replace(/0+$/, '').length > decimals) return { problem: 'fils' };
  return { value: Number(`${whole}.${fraction || '0'}`) };
}

interface AmountMessages {
  /** Nothing typed: says what to enter ("Enter the home's value in JOD"). */
  required: string;
  /** Outside [min, max] or not a number: says the range. */
  range: string;
  /** Decimals where the field takes none (or more than it takes): says to write whole dinars. */
  fils?: string;
}

/**
 * A number typed into a form, or sent as a number by a client (the API takes both): read with
 * parseAmount, then checked against [min, max]. `decimals` 0 for whole dinars or counts, 3 for fils.
 */
export function amount(min: number, max: number, messages: AmountMessages, decimals = 0) {
  return z
    .union([z.number(), z.string()], { error: messages.required })
    .transform((v, ctx) => {
      if (typeof v === 'number') return v;
      const read = parseAmount(v, decimals);
      if ('value' in read) return read.value;
      const message = read.problem === 'empty' ? messages.required : read.problem === 'fils' ? (messages.fils ?? messages.range) : messages.range;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .pipe(z.number({ error: messages.range }).min(min, messages.range).max(max, messages.range)
      .refine((n) => Math.abs(n * 10 ** decimals - Math.round(n * 10 ** decimals)) < 1e-6, messages.fils ?? messages.range));
}

/** A whole number (a count, an age, whole dinars) typed into a numeric field; see amount(). */
export function digitsNumber(min: number, max: number, message: string, required: string = message) {
  return amount(min, max, { required, range: message, fils: message }, 0);
}
