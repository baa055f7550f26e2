/**
 * A PDF's document-information string (Subject, Keywords, Title…) from its bytes, whether the entry
 * holds the string itself or refers to an object that does (pdfkit writes `/Subject 17 0 R`).
 * Enough for ASCII values such as the verification address; not a general PDF parser.
 */
export function pdfInfoString(pdf: Buffer, key: string): string | null {
  const text = pdf.toString('latin1');
  const direct = text.match(new RegExp(`/${key} \\(((?:\\\\.|[^\\\\)])*)\\)`));
  if (direct?.[1] !== undefined) return unescape(direct[1]);
  const ref = text.match(new RegExp(`/${key} (\\d+) 0 R`));
  if (!ref) return null;
  const object = text.match(new RegExp(`(?:^|\\n)${ref[1]} 0 obj\\s*\\(((?:\\\\.|[^\\\\)])*)\\)`));
  return object?.[1] !== undefined ? unescape(object[1]) : null;
}

function unescape(value: string): string {
  return value.replace(/\\([()\\])/g, '$1');
}
