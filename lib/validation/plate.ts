import { toLatinDigits } from '../format/digits';

/** The dashes a keyboard or a copied text may give instead of -: hyphen, non-breaking hyphen, figure, en and em dash, minus, small and full-width hyphen-minus. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/**
 * Marks a copied Arabic text carries that no one sees: zero-width spaces and joiners, the left-to-right
 * and right-to-left marks, the Arabic letter mark, bidi embeddings and isolates, the byte-order mark.
 */
const INVISIBLE = /[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** Full-width digits (０-９), as some phone keyboards give. */
const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;

/** A Jordanian plate once normalised: the region code, one dash, the number (e.g. 17-4567). */
export const PLATE_PATTERN = /^\d{1,2}-\d{1,6}$/;

/**
 * The one written form of a plate, so that every plate stored and compared is the same text for the
 * same car: Latin digits (Arabic-Indic and full-width ones accepted), no spaces or invisible marks, one
 * ASCII dash (a space alone between the two numbers is taken as the dash), and neither part with
 * leading zeros (`17-04567`, `١٧ – ٠٤٥٦٧`, `17 4567` and `17-4567` are one car). A value that is not a
 * plate once cleaned is returned cleaned, for the schema to refuse.
 */
export function normalisePlate(raw: string): string {
  const digits = toLatinDigits(raw).replace(INVISIBLE, '').replace(FULL_WIDTH_DIGIT, (d) => String(d.charCodeAt(0) - 0xff10)).trim();
  const spaced = /^(\d+)\s+(\d+)$/.exec(digits);
  const cleaned = spaced ? `${spaced[1]}-${spaced[2]}` : digits.replace(/\s+/g, '').replace(DASHES, '-');
  const parts = /^(\d+)-(\d+)$/.exec(cleaned);
  if (!parts) return cleaned;
  const [, region = '', number = ''] = parts;
  // The zeros go before the lengths are checked: 17-0004567 is 17-4567, not a number too long.
  return `${region.replace(/^0+(?=\d)/, '')}-${number.replace(/^0+(?=\d)/, '')}`;
}
