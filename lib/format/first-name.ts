/**
 * The part of a full name a greeting uses. Many Arabic first names are compounds of two words:
 * "عبد الله" (and every "عبد …"), "أبو بكر", "نور الدين" (every "… الدين"); cut at the first space they
 * would greet عبد الله محمد الخطيب as "عبد" ("Abd", "slave of"), which reads as an insult. The same
 * compounds in their common Latin spellings: Abd/Abdel/Abdul, Abu, … el-Din/ad-Din/Eddin.
 */
const JOINS_NEXT = new Set(['عبد', 'أبو', 'ابو', 'abd', 'abdel', 'abdul', 'abdal', 'abu', 'abou']);
const JOINS_PREVIOUS = new Set(['الدين', 'eddin', 'eddine', 'uddin', 'el-din', 'al-din', 'ad-din', 'ud-din', 'el-deen', 'al-deen', 'ad-deen']);

export function firstName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const [first, second] = parts;
  if (first === undefined) return '';
  if (second === undefined) return first;
  if (JOINS_NEXT.has(first.toLowerCase()) || JOINS_PREVIOUS.has(second.toLowerCase())) return `${first} ${second}`;
  return first;
}
