import { addWorkingDays, isWorkingDay, workingDaysBetween } from './working-days';

describe("Jordan's working days", () => {
  it('counts Sunday to Thursday only', () => {
    expect(isWorkingDay('2026-12-03')).toBe(true); // Thursday
    expect(isWorkingDay('2026-12-04')).toBe(false); // Friday
    expect(isWorkingDay('2026-12-05')).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-06')).toBe(true); // Sunday
  });
  it('skips the public holidays of lib/config', () => {
    expect(isWorkingDay('2026-12-25')).toBe(false); // Christmas, a Friday anyway
    expect(isWorkingDay('2027-01-05')).toBe(false); // Isra and Mi'raj, a Tuesday
  });
  it('adds working days across a weekend', () => {
    expect(addWorkingDays('2026-12-03', 5)).toBe('2026-12-10'); // Thu → next Thu
    expect(addWorkingDays('2026-12-01', 10)).toBe('2026-12-15');
  });
  it('adds working days across a holiday', () => {
    // Eid al-Adha 2026 (May 25 to 29, with Independence Day): approved on Sunday May 24.
    expect(addWorkingDays('2026-05-24', 5)).toBe('2026-06-04');
  });
  it('counts the working days between two days', () => {
    expect(workingDaysBetween('2026-12-03', '2026-12-10')).toBe(5);
    expect(workingDaysBetween('2026-12-10', '2026-12-03')).toBe(0);
  });
});
