/** @jest-environment node */
import { ltr, visualRuns, wrapWords } from './bidi-text';

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
