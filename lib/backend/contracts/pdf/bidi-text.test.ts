/** @jest-environment node */
import { carryIsolates, ltr, typed, visualRuns, wrapWords } from './bidi-text';

const faces = { arabic: 'A', latin: 'L' };
const paint = (text: string, dir: 'ltr' | 'rtl' = 'rtl') => visualRuns(text, dir, faces).map((r) => `${r.face}:${r.text}`);

describe('visualRuns', () => {
  it('keeps an Arabic phrase as one run in logical order, for the font engine to shape and lay right to left', () => {
    expect(paint('بوابة للتأمين')).toEqual(['A:بوابة للتأمين']);
  });

  it('puts a number to the left of the Arabic word that follows it in reading order', () => {
    expect(paint('14,500 دينار أردني')).toEqual(['A:دينار أردني', 'L: ', 'L:14,500']);
  });

  it('keeps an isolated date left to right after an Arabic label, and never draws the isolate marks', () => {
    expect(paint(`تاريخ الإصدار: ${ltr('23-11-2026')}`)).toEqual(['L:23-11-2026', 'L: :', 'A:تاريخ الإصدار']);
  });

  it('leaves Latin text alone in a left-to-right paragraph', () => {
    expect(paint('Issued on: 23-11-2026', 'ltr')).toEqual(['L:Issued on: 23-11-2026']);
  });

  it('mirrors brackets inside right-to-left text', () => {
    expect(paint('عقد (جديد)')).toEqual(['L:(', 'A:جديد', 'L:)', 'A:عقد ']);
  });

  it('answers nothing for an empty line', () => {
    expect(visualRuns('', 'rtl', faces)).toEqual([]);
  });
});

describe('wrapWords', () => {
  it('never cuts inside an isolate (a contract number, a date, a discount) nor at a no-break space', () => {
    expect(wrapWords(`العقد ${ltr('P-MOT-2026 W000013')} ساري`)).toEqual(['العقد', ltr('P-MOT-2026 W000013'), 'ساري']);
    expect(wrapWords(`خصم ${ltr('−5.000')} دينار`)).toEqual(['خصم', ltr('−5.000'), 'دينار']);
    expect(wrapWords('Offer −JOD\u00a069.600')).toEqual(['Offer', '−JOD\u00a069.600']);
  });

  it('keeps a discount\'s sign against its number right to left', () => {
    expect(paint(`${ltr('−5.000')} دينار أردني`)).toEqual(['A:دينار أردني', 'L: ', 'L:−5.000']);
  });
});

describe('typed text in a line of the other direction', () => {
  it('keeps English typed into an Arabic line whole, its brackets and full stop at its own end', () => {
    expect(paint(`نوع السيارة: ${typed('Toyota (Camry).')}`)).toEqual(['L:Toyota (Camry).', 'L: :', 'A:نوع السيارة']);
  });

  it('reads Arabic typed into an English line right to left, its full stop at its own end (the left)', () => {
    // Painted left to right: "Street: " then ".(حسين) شارع الملك", which reads from the right as "شارع الملك (حسين)."
    expect(paint(`Street: ${typed('شارع الملك (حسين).')}`, 'ltr')).toEqual(['L:Street: ', 'L:.(', 'A:حسين', 'L:)', 'A:شارع الملك ']);
  });

  it('drops any bidi mark the typed text carries, so it cannot end its isolate early', () => {
    expect(typed('Toyota\u2069 (Camry).\u202E')).toBe('\u2068Toyota (Camry).\u2069');
  });

  it('wraps between the typed words, and a line holding only part of it keeps that part\'s direction', () => {
    expect(wrapWords(`ملاحظة: ${typed('Rear bumper (left side).')} ${ltr('P-MOT 2026')}`))
      .toEqual(['ملاحظة:', '\u2068Rear', 'bumper', '(left', 'side).\u2069', ltr('P-MOT 2026')]);
    // The second line of the paragraph: the end of the typed note, without its start.
    expect(paint('(left side).\u2069 تم')).toEqual(['A:تم', 'L: ', 'L:(left side).']);
    // The first line: its start, without its end.
    expect(paint('ملاحظة: \u2068Rear bumper')).toEqual(['L:Rear bumper', 'L: :', 'A:ملاحظة']);
  });

  it('opens the typed isolate again on each line after the first, a line in its middle included', () => {
    expect(carryIsolates(['ملاحظة: \u2068Rear', '(left side) and', 'replace.\u2069 تم', 'شكراً']))
      .toEqual(['ملاحظة: \u2068Rear', '\u2068(left side) and', '\u2068replace.\u2069 تم', 'شكراً']);
    expect(paint('\u2068(left side) and')).toEqual(['L:(left side) and']);
  });
});
