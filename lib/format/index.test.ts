import { daysToExpiry, expiresSoon, formatDate, formatJod, inRenewalWindow, toApiDate } from '.';

describe('formatting of dates, amounts and days to expiry', () => {
  it('shows dates as dd-MM-yyyy', () => {
    expect(formatDate('2026-03-07')).toBe('07-03-2026');
    expect(formatDate(new Date(2026, 10, 22))).toBe('22-11-2026');
  });
  it('sends dates with the T00:00:00.000Z suffix', () => {
    expect(toApiDate(new Date(2026, 0, 5))).toBe('2026-01-05T00:00:00.000Z');
  });
  it('shows amounts in JOD in both languages, with Latin digits', () => {
    expect(formatJod(500, 'en')).toMatch(/^JOD\s?500$/);
    expect(formatJod(1250.5, 'en')).toMatch(/^JOD\s?1,250\.50$/);
    const ar = formatJod(500, 'ar');
    expect(ar).toContain('500');
    expect(ar).toMatch(/دينار/);
  });
  it('counts whole days to expiry', () => {
    const today = new Date(2026, 10, 22, 15, 30);
    expect(daysToExpiry('2026-12-02', today)).toBe(10);
    expect(daysToExpiry('2026-11-22', today)).toBe(0);
    expect(daysToExpiry('2026-11-20', today)).toBe(-2);
  });
  it('warns within 20 days and offers renewal within 45', () => {
    expect(expiresSoon(20)).toBe(true);
    expect(expiresSoon(21)).toBe(false);
    expect(expiresSoon(-1)).toBe(false);
    expect(inRenewalWindow(45)).toBe(true);
    expect(inRenewalWindow(46)).toBe(false);
  });
});
