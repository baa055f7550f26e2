import type PDFDocument from 'pdfkit';
import { carryIsolates, visualRuns, wrapWords, type FacePair } from './bidi-text';
import { FONT_FILES } from './fonts';
import type { Locale } from '@/lib/config/business';

type Doc = InstanceType<typeof PDFDocument>;

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  /** Where the line sits in its box, in reading terms: start is the right edge in Arabic. */
  align?: 'start' | 'end' | 'center';
  /** The paragraph direction; a URL or a code is 'ltr' even in an Arabic document. */
  direction?: 'ltr' | 'rtl';
}

/**
 * `features: []` makes pdfkit hand the whole run to the font engine: without it pdfkit lays out each
 * word apart and then strings the words together left to right, which reverses an Arabic phrase.
 *
 * Draws single lines and wrapped paragraphs of mixed Arabic/Latin text in the document's direction.
 * pdfkit's own text layout is not used for lines: it knows nothing of bidirectional order.
 */
export class TextWriter {
  readonly direction: 'ltr' | 'rtl';
  private readonly regular: FacePair;
  private readonly bold: FacePair;

  constructor(private readonly doc: Doc, lang: Locale) {
    this.direction = lang === 'ar' ? 'rtl' : 'ltr';
    for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
    const latin = lang === 'ar' ? 'arabicLatin' : 'latin';
    this.regular = { arabic: 'arabic', latin };
    this.bold = { arabic: 'arabicBold', latin: `${latin}Bold` };
  }

  private runs(text: string, style: TextStyle) {
    const runs = visualRuns(text, style.direction ?? this.direction, style.bold ? this.bold : this.regular);
    return runs.map((run) => ({ ...run, width: this.doc.font(run.face).fontSize(style.size).widthOfString(run.text, { features: [] }) }));
  }

  width(text: string, style: TextStyle): number {
    return this.runs(text, style).reduce((sum, run) => sum + run.width, 0);
  }

  /** One line inside the box [x, x + width]; returns the line's height. */
  line(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const runs = this.runs(text, style);
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const rtl = (style.direction ?? this.direction) === 'rtl';
    const align = style.align ?? 'start';
    const atRight = (align === 'start') === rtl;
    let cursor = align === 'center' ? x + (width - total) / 2 : atRight ? x + width - total : x;
    this.doc.fillColor(style.color ?? '#1f2937');
    for (const run of runs) {
      this.doc.font(run.face).fontSize(style.size).text(run.text, cursor, y, { lineBreak: false, features: [] });
      cursor += run.width;
    }
    return style.size * 1.45;
  }

  /** Word-wrapped paragraph (wrapWords: isolates and amounts stay whole); a word longer than the box (a URL) is cut by characters. Returns the height. */
  paragraph(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const lines: string[] = [];
    let current = '';
    for (const word of wrapWords(text)) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.width(candidate, style) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (this.width(current, style) > width && current.length > 1) {
        let cut = current.length - 1;
        while (cut > 1 && this.width(current.slice(0, cut), style) > width) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current) lines.push(current);
    let height = 0;
    for (const text of carryIsolates(lines)) height += this.line(text, x, y + height, width, style);
    return height;
  }
}
