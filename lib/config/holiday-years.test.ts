import { holidaysProblem, yearWithoutHolidays } from './holiday-years';

const HOLIDAYS = ['2026-05-25', '2026-12-25', '2027-01-01', '2027-12-25'];
const demo = {} as NodeJS.ProcessEnv;
const production = { PORTAL_ENV: 'production' } as unknown as NodeJS.ProcessEnv;

describe('the holidays known ahead', () => {
  it('asks for the year of the day sixty days ahead, in Amman', () => {
    // 2 November 2027 + 60 days = 1 January 2028: no 2028 in the table.
    expect(yearWithoutHolidays(new Date('2027-11-01T12:00:00+02:00'), HOLIDAYS)).toBeNull();
    expect(yearWithoutHolidays(new Date('2027-11-02T12:00:00+03:00'), HOLIDAYS)).toBe(2028);
    // 1 November 2027 at 23:30 in Amman is the 1st there (21:30 in London): 31 December, still 2027.
    expect(yearWithoutHolidays(new Date('2027-11-01T20:30:00Z'), HOLIDAYS)).toBeNull();
    // The 2nd in Amman already (00:30), though the 1st in London: 1 January 2028.
    expect(yearWithoutHolidays(new Date('2027-11-01T21:30:00Z'), HOLIDAYS)).toBe(2028);
    expect(yearWithoutHolidays(new Date('2026-12-07T10:00:00+03:00'), HOLIDAYS)).toBeNull();
  });

  it('refuses to start in production, and only warns in the demo, naming the year and what to do', () => {
    const now = new Date('2027-12-01T10:00:00+03:00');
    expect(holidaysProblem(now, production, HOLIDAYS)).toEqual({
      problem: 'JORDAN_PUBLIC_HOLIDAYS (lib/config/claims.ts) has no holidays for 2028, which begins within 60 days: add the year\'s public holidays as the government announces them (docs/claims.md, "Holidays")',
      refuse: true,
    });
    expect(holidaysProblem(now, demo, HOLIDAYS)?.refuse).toBe(false);
    expect(holidaysProblem(new Date('2027-06-01T10:00:00+03:00'), production, HOLIDAYS)).toBeNull();
  });
});
