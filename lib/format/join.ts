/** The comma each language writes between parts of one line: "," in English, "،" in Arabic. */
export function partSeparator(locale: string): string {
  return locale === 'ar' ? '، ' : ', ';
}

/**
 * Parts of one line (an address and its town, a date and its time) joined with the reader's comma:
 * "Abdali Boulevard, Amman" / "بوليفارد العبدلي، عمّان". Empty parts are left out. For a list of
 * like items ("Omar, Sara and Ali") use formatList, which adds the "and".
 */
export function joinParts(parts: readonly (string | null | undefined | false)[], locale: string): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(partSeparator(locale));
}
