import { z } from 'zod';
import { toLatinDigits } from './digits';

/**
 * A whole number typed into a numeric field (Latin or Arabic-Indic digits, spaces and thousands
 * separators ignored), checked against [min, max] with the field's own message.
 */
export function digitsNumber(min: number, max: number, message: string) {
  return z
    .string({ error: 'validation.required' })
    .transform((v) => toLatinDigits(v).replace(/[\s,٬]/g, ''))
    .pipe(z.string().min(1, 'validation.required').regex(/^\d{1,9}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}
