/**
 * The Latin comma in Arabic text: Arabic writes "،". The screen walk (walk.ts) looks for it on every
 * Arabic page; the rule is here, apart from the browser, so that a unit test can hold it
 * (tests/unit/latin-comma.test.ts). It is a regular expression's source because the walk hands it
 * into the page, where only plain values pass.
 *
 * Flagged: a Latin comma right after an Arabic letter ("دوار الداخلية, عمّان", "الخميس, 26-11-2026");
 * a Latin comma and a space between a number and a number or an Arabic word ("26-11-2026, 10:30 ص").
 * Not flagged: a number's digit grouping ("14,500"), a comma in Latin text ("Amman, Jordan").
 */
const ARABIC_LETTER = '(?:(?=\\p{L})\\p{Script=Arabic})';
export const LATIN_COMMA_SOURCE = `${ARABIC_LETTER}[^\\S\\n]*,|\\d,[^\\S\\n]+(?:${ARABIC_LETTER}|\\d)|\\d,(?=${ARABIC_LETTER})`;
export const LATIN_COMMA_FLAGS = 'gu';

/** Each Latin comma of the text that stands in Arabic, with a few characters either side. */
export function latinCommas(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(LATIN_COMMA_SOURCE, LATIN_COMMA_FLAGS))) {
    const at = match.index ?? 0;
    found.push(text.slice(Math.max(0, at - 12), at + match[0].length + 12).replace(/\s+/g, ' ').trim());
  }
  return found;
}
