import { ammanInstant } from '@/lib/calendar/days';
import { dateTimeParts, daysToExpiry, formatDate, formatDateAndSlot, formatDateTime, formatJod, formatList, formatSlot, formatTime, inRenewalWindow, listParts, toApiDate, twelveHourClock } from '.';

// Jest runs in whatever zone the machine's clock is in (run the suite under TZ=UTC and
// TZ=Pacific/Kiritimati, UTC+14): every moment here is an instant, never a local Date.

describe('formatting of dates, amounts and days to expiry', () => {
  it('shows dates as dd-MM-yyyy', () => {
    expect(formatDate('2026-03-07')).toBe('07-03-2026');
    expect(formatDate(ammanInstant('2026-11-22', '00:00'))).toBe('22-11-2026');
  });
  it('shows a moment on Jordan\'s clock: late in the evening in UTC is already the next day in Amman', () => {
    expect(formatDateTime(new Date('2026-11-30T22:30:00Z'), 'en')).toMatch(/^01-12-2026, 1:30\sAM$/);
  });
  it('sends dates with the T00:00:00.000Z suffix', () => {
    expect(toApiDate(ammanInstant('2026-01-05', '00:00'))).toBe('2026-01-05T00:00:00.000Z');
  });
  it('shows amounts in JOD in both languages, with Latin digits', () => {
    expect(formatJod(500, 'en')).toMatch(/^JOD\s?500$/);
    expect(formatJod(1250.5, 'en')).toMatch(/^JOD\s?1,250\.500$/);
    const ar = formatJod(500, 'ar');
    expect(ar).toContain('500');
    expect(ar).toMatch(/دينار/);
    expect(formatJod(14500, 'ar')).toContain('14,500');
    expect(formatJod(310.75, 'ar')).toContain('310.750');
    expect(formatJod(12.125, 'en')).toMatch(/^JOD\s?12\.125$/);
  });
  it('shows dates the same way in both languages, with Latin digits', () => {
    expect(formatDate('2026-12-31')).toBe('31-12-2026');
    expect(formatDate('2027-01-01T00:00:00.000Z'.slice(0, 10))).toBe('01-01-2027');
  });
  it('shows an appointment slot as times in the page\'s language', () => {
    expect(formatSlot('10:30-12:30', 'en').toLowerCase()).toMatch(/^10:30\s?am – 12:30\s?pm$/);
    expect(formatSlot('18:30-20:30', 'en').toLowerCase()).toMatch(/^6:30\s?pm – 8:30\s?pm$/);
  });
  it('shows an appointment slot in Arabic as a range that reads start first', () => {
    expect(formatSlot('08:30-10:30', 'ar')).toMatch(/^من 8:30\sص إلى 10:30\sص$/);
    expect(formatSlot('14:30-16:30', 'ar')).toMatch(/^من 2:30\sم إلى 4:30\sم$/);
    expect(formatTime('16:30', 'ar')).toMatch(/^4:30\sم$/);
    expect(formatTime('16:30', 'en').toLowerCase()).toMatch(/^4:30\spm$/);
  });
  it('writes a date and its time with the reader\'s comma', () => {
    // 07:30 UTC is 10:30 in Amman.
    expect(formatDateTime('2026-11-26T07:30:00.000Z', 'ar')).toMatch(/^26-11-2026، 10:30\sص$/);
    expect(formatDateTime('2026-11-26T07:30:00.000Z', 'en')).toMatch(/^26-11-2026, 10:30\sAM$/);
    expect(formatDateTime(new Date('2026-11-26T22:15:00.000Z'), 'ar')).toMatch(/^27-11-2026، 1:15\sص$/);
    expect(dateTimeParts('2026-11-26T07:30:00.000Z', 'ar').map((p) => p.type)).toEqual(['element', 'literal', 'element']);
    expect(formatDateAndSlot('2026-11-26', '10:30-12:30', 'ar')).toMatch(/^26-11-2026، من 10:30\sص إلى 12:30\sم$/);
    expect(formatDateAndSlot('2026-11-26', '10:30-12:30', 'en')).toMatch(/^26-11-2026, 10:30\sAM – 12:30\sPM$/);
    expect(formatDateTime('2026-11-26T07:30:00.000Z', 'ar')).not.toContain(',');
  });
  it('counts whole days to expiry', () => {
    const today = ammanInstant('2026-11-22', '15:30');
    expect(daysToExpiry('2026-12-02', today)).toBe(10);
    expect(daysToExpiry('2026-11-22', today)).toBe(0);
    expect(daysToExpiry('2026-11-20', today)).toBe(-2);
    // Across a month and a year end, and at the last minute of the day.
    expect(daysToExpiry('2027-01-01', ammanInstant('2026-12-31', '23:59'))).toBe(1);
  });
  it('reads an instant just after midnight in Amman as Amman\'s day, whatever the process\'s zone', () => {
    // 21:30 UTC on 30 November is 00:30 on 1 December in Amman. A process on UTC would read
    // 30 November, one on UTC+14 (Kiritimati) 1 December at 11:30: neither zone decides here.
    const justAfterMidnight = new Date('2026-11-30T21:30:00Z');
    expect(formatDate(justAfterMidnight)).toBe('01-12-2026');
    expect(formatDate('2026-11-30T21:30:00Z')).toBe('01-12-2026');
    expect(toApiDate(justAfterMidnight)).toBe('2026-12-01T00:00:00.000Z');
    expect(formatDateTime(justAfterMidnight, 'en')).toMatch(/^01-12-2026, 12:30\sAM$/);
    expect(daysToExpiry('2026-12-01', justAfterMidnight)).toBe(0);
    expect(daysToExpiry('2026-11-30', justAfterMidnight)).toBe(-1);
    // 10:30 UTC on 1 December is 13:30 in Amman but already 00:30 on 2 December in Kiritimati.
    const lateInKiritimati = new Date('2026-12-01T10:30:00Z');
    expect(formatDate(lateInKiritimati)).toBe('01-12-2026');
    expect(daysToExpiry('2026-12-01', lateInKiritimati)).toBe(0);
    // A calendar day is that day, in every zone.
    expect(formatDate('2026-12-01')).toBe('01-12-2026');
  });
  it('reads a 24-hour time as a twelve-hour one', () => {
    expect(twelveHourClock('08:30')).toEqual({ time: '8:30', half: 'am' });
    expect(twelveHourClock('16:30')).toEqual({ time: '4:30', half: 'pm' });
    expect(twelveHourClock('12:00')).toEqual({ time: '12:00', half: 'pm' });
    expect(twelveHourClock('00:05')).toEqual({ time: '12:05', half: 'am' });
  });
  it('offers renewal within 45 days', () => {
    expect(inRenewalWindow(45)).toBe(true);
    expect(inRenewalWindow(46)).toBe(false);
  });
  it('joins a list as each language writes one, never with the other language\'s comma', () => {
    expect(formatList(['Omar'], 'en')).toBe('Omar');
    expect(formatList(['Omar', 'Sara'], 'en')).toBe('Omar and Sara');
    expect(formatList(['Omar', 'Sara', 'Ali'], 'en')).toBe('Omar, Sara, and Ali');
    expect(formatList(['عمر', 'سارة'], 'ar')).toBe('عمر وسارة');
    expect(formatList(['عمر', 'سارة', 'علي'], 'ar')).toBe('عمر وسارة وعلي');
    expect(formatList([formatSlot('08:30-10:30', 'en'), formatSlot('14:30-16:30', 'en')], 'en')).not.toContain('،');
  });
  it('gives the items back as they were, between the separators, to be wrapped one by one', () => {
    const parts = listParts(['Omar Ali', 'Sara, Jr.', 'Omar Ali'], 'en');
    expect(parts.filter((p) => p.type === 'element').map((p) => p.value)).toEqual(['Omar Ali', 'Sara, Jr.', 'Omar Ali']);
    expect(parts.map((p) => p.value).join('')).toBe('Omar Ali, Sara, Jr., and Omar Ali');
  });
});
