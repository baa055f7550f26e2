/**
 * Keeps a phone number, a code or a date left to right inside plain text (an e-mail, an SMS, a
 * notification) whatever surrounds it: a left-to-right isolate. Screens use `dir="ltr"` or `<bdi>`.
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
