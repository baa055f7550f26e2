/** @jest-environment node */
import PDFDocument from 'pdfkit';
import type { Locale } from '@/lib/config/business';
import { typed } from './bidi-text';
import { TextWriter } from './text-writer';

type Doc = InstanceType<typeof PDFDocument>;
type Drawn = { text: string; x: number; y: number };

/**
 * What a real pdfkit document is given to draw, run by run, with where: the text the PDF contains, read
 * left to right on each line (its glyphs are subset and cannot be read back from the file itself).
 */
function draw(lang: Locale, paint: (w: TextWriter) => void): Drawn[][] {
  const doc: Doc = new PDFDocument({ size: 'A4', margin: 0 });
  const runs: Drawn[] = [];
  const text = doc.text.bind(doc);
  jest.spyOn(doc, 'text').mockImplementation(((s: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) => {
    runs.push({ text: s, x, y });
    return text(s, x, y, options);
  }) as Doc['text']);
  paint(new TextWriter(doc, lang));
  doc.end();
  const lines = [...new Set(runs.map((r) => r.y))].sort((a, b) => a - b);
  return lines.map((y) => runs.filter((r) => r.y === y).sort((a, b) => a.x - b.x));
}
const texts = (line: Drawn[] | undefined) => (line ?? []).map((r) => r.text);

it('an English model typed into an Arabic line: drawn whole, its brackets and full stop where it wrote them', () => {
  const [line] = draw('ar', (w) => w.line(`نوع السيارة: ${typed('Toyota (Camry).')}`, 48, 100, 499, { size: 11 }));
  expect(texts(line)).toEqual(['Toyota (Camry).', ' :', 'نوع السيارة']);
});

it('an Arabic street typed into an English line: read from the right, its full stop at its own end', () => {
  const [line] = draw('en', (w) => w.line(`Street: ${typed('شارع الملك (حسين).')}`, 48, 100, 499, { size: 11 }));
  expect(texts(line)).toEqual(['Street: ', '.(', 'حسين', ')', 'شارع الملك ']);
});

it('a typed note wrapped over lines of an Arabic paragraph keeps its words in order on each line', () => {
  const lines = draw('ar', (w) => w.paragraph(`ملاحظة المقدّر: ${typed('Rear bumper (left side) and boot lid to replace.')}`, 48, 100, 150, { size: 11 }));
  expect(lines.length).toBeGreaterThan(1);
  // Each line's Latin part, read left to right, is a stretch of the note as typed, and the lines follow it.
  const latin = lines.map((line) => texts(line).filter((t) => /[A-Za-z]/.test(t)).join('').trim()).filter(Boolean);
  expect(latin.join(' ')).toBe('Rear bumper (left side) and boot lid to replace.');
  // The full stop ends its sentence, at the right of "replace" on the last line: never alone on the left.
  expect(texts(lines.at(-1)).at(-1)).toMatch(/replace\.$/);
});
