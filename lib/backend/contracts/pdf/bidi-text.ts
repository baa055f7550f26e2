import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** The two faces a line may mix: one that carries Arabic letters and one for Latin letters and digits. */
export interface FacePair {
  arabic: string;
  latin: string;
}

/** A piece of a line drawn in one face, in the order it is painted from left to right. */
export interface VisualRun {
  text: string;
  face: string;
}

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const SPACE = /\s/;
/** Bidi marks and isolates steer the order but are never drawn (the faces have no glyph for them). */
const CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Keeps a number, date or code left to right whatever surrounds it (a left-to-right isolate). */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

const FSI = '\u2068';
const PDI = '\u2069';
/** A character that opens an isolate: left to right (a code), right to left, or first-strong (typed). */
const opens = (ch: string) => ch === '\u2066' || ch === '\u2067' || ch === FSI;

/**
 * What a person typed (a name, an address, a note), in its own direction whatever surrounds it: a
 * first-strong isolate, so "Toyota (Camry)." in an Arabic line keeps its brackets and full stop at
 * its own end, and an Arabic street in an English line reads right to left. Any bidi mark the text
 * carries is dropped, so it cannot close the isolate early or steer the line around it.
 */
export function typed(text: string): string {
  return `${FSI}${text.replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')}${PDI}`;
}

/**
 * The words a paragraph may wrap between: cut at ordinary spaces only, never inside a left-to-right
 * isolate (a contract number, a date, a discount "−5.000") nor at a no-break space ("JOD 69.600"), so
 * an amount or a date never splits across two lines. Typed text (a first-strong isolate) wraps like
 * any words: each line that holds part of it is isolated again (carryIsolates, visualRuns).
 */
export function wrapWords(text: string): string[] {
  const words: string[] = [];
  // The isolates open here, innermost last: true for a typed one, which may be cut.
  const open: boolean[] = [];
  let current = '';
  for (const ch of text) {
    if (opens(ch)) open.push(ch === FSI);
    if (ch === PDI) open.pop();
    if (open.every(Boolean) && /[ \t\n\r]/.test(ch)) {
      if (current) words.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (current) words.push(current);
  return words;
}

/**
 * The lines of one wrapped paragraph, each opening again the isolates the lines before it left open:
 * a line in the middle of a typed note, which holds neither its start nor its end, is isolated too.
 */
export function carryIsolates(lines: readonly string[]): string[] {
  let open = 0;
  return lines.map((line) => {
    const carried = `${FSI.repeat(open)}${line}`;
    for (const ch of line) {
      if (opens(ch)) open += 1;
      else if (ch === PDI && open > 0) open -= 1;
    }
    return carried;
  });
}

/** Arabic letters take the Arabic face; spaces follow the letter before them, so a word stays in one run. */
function facesOf(chars: readonly string[], faces: FacePair): string[] {
  const picked = chars.map((ch) => {
    if (ARABIC_LETTER.test(ch)) return faces.arabic;
    return SPACE.test(ch) || CONTROL.test(ch) ? null : faces.latin;
  });
  let before: string | null = null;
  for (let i = 0; i < picked.length; i++) before = picked[i] ??= before;
  let after: string = faces.latin;
  for (let i = picked.length - 1; i >= 0; i--) after = picked[i] ??= after;
  return picked as string[];
}

/**
 * A line cut out of a wrapped paragraph may hold the start of a typed isolate without its end, or the
 * end without its start: the isolate is closed at the line's end, or opened again at its start.
 */
function balanced(line: string): string {
  let open = 0;
  let unopened = 0;
  for (const ch of line) {
    if (opens(ch)) open += 1;
    else if (ch === PDI && open > 0) open -= 1;
    else if (ch === PDI) unopened += 1;
  }
  return `${FSI.repeat(unopened)}${line}${PDI.repeat(open)}`;
}

/**
 * One line of mixed Arabic and Latin text, cut into runs and put in visual (left-to-right painting)
 * order with the Unicode bidirectional algorithm, so Arabic words read right to left while numbers,
 * dates and contract numbers stay left to right, and typed text keeps its own direction (a line that
 * holds only part of it, once a paragraph wrapped, isolates that part again).
 *
 * A run in the Arabic face is handed back in logical order: the font engine shapes it (joins the
 * letters) and itself lays Arabic script out right to left. Any other run is already in visual order,
 * with brackets mirrored where the algorithm says so.
 */
export function visualRuns(line: string, direction: 'ltr' | 'rtl', faces: FacePair): VisualRun[] {
  if (!line) return [];
  const text = balanced(line);
  // Code units, as bidi-js indexes them; the texts drawn here hold no characters beyond the BMP.
  const chars = text.split('');
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const order = chars.map((_, i) => i);
  for (const [start = 0, end = start] of bidi.getReorderSegments(text, embedding)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  const face = facesOf(chars, faces);

  const runs: { indices: number[]; face: string; rtl: boolean }[] = [];
  for (const i of order) {
    const ch = chars[i] ?? '';
    if (CONTROL.test(ch)) continue;
    const rtl = (levels[i] ?? 0) % 2 === 1;
    const runFace = face[i] ?? faces.latin;
    const last = runs.at(-1);
    if (last && last.face === runFace && last.rtl === rtl) last.indices.push(i);
    else runs.push({ indices: [i], face: runFace, rtl });
  }
  return runs.map(({ indices, face: runFace, rtl }) => {
    const arabicRun = rtl && runFace === faces.arabic && indices.some((i) => ARABIC_LETTER.test(chars[i] ?? ''));
    const drawn = arabicRun ? [...indices].reverse().map((i) => chars[i]) : indices.map((i) => mirrored.get(i) ?? chars[i]);
    return { text: drawn.join(''), face: runFace };
  });
}
