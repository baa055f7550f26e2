/** @jest-environment node */
import { latinCommas } from '../e2e/support/latin-comma';

describe("the screen walk's Latin comma rule for Arabic pages", () => {
  it('flags a Latin comma between Arabic words', () => {
    expect(latinCommas('قرب دوار الداخلية, عمّان')).toHaveLength(1);
    expect(latinCommas('قرب دوار الداخلية ,عمّان')).toHaveLength(1);
    expect(latinCommas('عمر,سارة')).toHaveLength(1);
  });
  it('flags a Latin comma after Arabic text before a number or a date', () => {
    expect(latinCommas('الخميس, 26-11-2026')).toHaveLength(1);
    expect(latinCommas('عطلة رسمية, 3')).toHaveLength(1);
  });
  it('flags a date and a time joined by a Latin comma', () => {
    expect(latinCommas('26-11-2026, 10:30 ص')).toHaveLength(1);
    expect(latinCommas('موعد يوم 26-11-2026, الفترة 10:30')).toHaveLength(1);
    expect(latinCommas('26-11-2026,الساعة')).toHaveLength(1);
  });
  it('passes the Arabic comma, digit grouping and Latin text', () => {
    expect(latinCommas('قرب دوار الداخلية، عمّان')).toEqual([]);
    expect(latinCommas('26-11-2026، 10:30 ص')).toEqual([]);
    expect(latinCommas('المبلغ 14,500 دينار أردني')).toEqual([]);
    expect(latinCommas('من 5,000 إلى 2,000,000 دينار أردني')).toEqual([]);
    expect(latinCommas('Abdali Boulevard, Amman')).toEqual([]);
    expect(latinCommas('Toyota, Corolla 2021')).toEqual([]);
  });
  it('does not join lines: a block ends where the next begins', () => {
    expect(latinCommas('عمّان\n, Jordan')).toEqual([]);
    expect(latinCommas('2026,\n10:30')).toEqual([]);
  });
  it('names where it found each one', () => {
    const [where] = latinCommas('تم حجز الموعد يوم 26-11-2026, 10:30 ص');
    expect(where).toContain('26-11-2026, 10:30 ص');
  });
});
