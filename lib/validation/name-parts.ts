/**
 * Words that begin a compound name and belong with the word after them, as people in Jordan write
 * names: عبد الله, عبد الرحمن, أبو بكر, بن/ابن, آل; in Latin letters Abd Allah, Abdul Rahman, Abu Bakr,
 * Bin, Ibn, Al, El. A hyphenated name (Al-Khatib) is one word already.
 */
const JOINS_NEXT = new Set([
  'عبد', 'ابو', 'أبو', 'أبي', 'ابي', 'ابن', 'بن', 'بنت', 'آل', 'ال',
  'abd', 'abdel', 'abdul', 'abdal', 'abu', 'abou', 'abi', 'bin', 'ibn', 'bint', 'al', 'el',
]);

/**
 * The parts of a name (spec §5's four names: the person's, the father's, the grandfather's and the
 * family's), a compound name counting as one: "محمد عبد الله أحمد الخطيب" has four parts.
 */
export function namePartsOf(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const parts: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (JOINS_NEXT.has(word.toLowerCase()) && i + 1 < words.length) {
      parts.push(`${word} ${words[i + 1]}`);
      i += 1;
    } else {
      parts.push(word);
    }
  }
  return parts;
}
