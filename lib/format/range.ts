/** A piece of a formatted text: an element (a date, a time) to wrap on its own, or the words around it. */
export interface TextPart {
  type: 'element' | 'literal';
  value: string;
}

/**
 * A range ("from A to B") in parts, so that each end can sit in its own `bdi`: "A – B" in English,
 * "من A إلى B" in Arabic. In a right-to-left line the Arabic words put the start on the right, where
 * an Arabic reader begins; one left-to-right span holding "A – B" would show the end there instead.
 */
export function rangeParts(from: string, to: string, locale: string): TextPart[] {
  if (locale === 'ar') {
    return [
      { type: 'literal', value: 'من ' },
      { type: 'element', value: from },
      { type: 'literal', value: ' إلى ' },
      { type: 'element', value: to },
    ];
  }
  return [
    { type: 'element', value: from },
    { type: 'literal', value: ' – ' },
    { type: 'element', value: to },
  ];
}

/** A range as plain text (a message, an e-mail, an SMS): "26-11-2026 – 25-11-2027" / "من 26-11-2026 إلى 25-11-2027". */
export function formatRange(from: string, to: string, locale: string): string {
  return rangeParts(from, to, locale).map((part) => part.value).join('');
}
