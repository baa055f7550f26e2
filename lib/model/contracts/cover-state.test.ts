import { coverState, coverStateOf, daysCounted } from './cover-state';

const today = '2026-11-28';
const period = (effective_date: string, expiry: string) => ({ effective_date, expiry });

describe('coverState', () => {
  it('says a contract that has not started is upcoming, however near its end (a six-day trip next week)', () => {
    expect(coverState(period('2026-12-05', '2026-12-10'), today)).toBe('upcoming');
    expect(coverState(period('2026-11-29', '2026-11-29'), today)).toBe('upcoming');
    expect(coverState(period('2026-12-05', '2027-12-04'), today)).toBe('upcoming');
  });

  it('counts the first day as started', () => {
    expect(coverState(period(today, '2026-12-03'), today)).toBe('expiring');
    expect(coverState(period(today, '2027-11-27'), today)).toBe('active');
  });

  it('warns a started contract from 20 days before its end to its last day', () => {
    expect(coverState(period('2026-01-01', '2026-12-18'), today)).toBe('expiring'); // 20 days left
    expect(coverState(period('2026-01-01', '2026-12-19'), today)).toBe('active'); // 21 days left
    expect(coverState(period('2026-01-01', today), today)).toBe('expiring'); // its last day
    expect(coverState(period('2026-01-01', '2027-06-30'), today)).toBe('active');
  });

  it('says expired from the day after the expiry', () => {
    expect(coverState(period('2026-01-01', '2026-11-27'), today)).toBe('expired');
    expect(coverState(period('2025-01-01', '2025-12-31'), today)).toBe('expired');
  });

  it('reads the day the backend counted from the days to expire', () => {
    expect(coverStateOf({ ...period('2026-12-05', '2026-12-10'), days_to_expire: 12 })).toBe('upcoming');
    expect(coverStateOf({ ...period('2026-11-25', '2026-12-10'), days_to_expire: 12 })).toBe('expiring');
    expect(coverStateOf({ ...period('2026-01-01', '2026-12-31'), days_to_expire: 100 })).toBe('active');
    expect(coverStateOf({ ...period('2026-01-01', '2026-12-31'), days_to_expire: -1 })).toBe('expired');
  });
});

describe('daysCounted', () => {
  it('counts to the start of a trip that has not begun, to the end of a running contract, and nothing once ended', () => {
    // Counted on 28 November 2026: a trip of 14 to 20 January 2027 starts in 47 days.
    expect(daysCounted({ effective_date: '2027-01-14', expiry: '2027-01-20', days_to_expire: 53 })).toEqual({ key: 'daysToStart', days: 47 });
    expect(daysCounted({ effective_date: '2026-11-28', expiry: '2026-12-03', days_to_expire: 5 })).toEqual({ key: 'daysToExpire', days: 5 });
    expect(daysCounted({ effective_date: '2026-01-01', expiry: '2026-11-28', days_to_expire: 0 })).toEqual({ key: 'daysToExpire', days: 0 });
    expect(daysCounted({ effective_date: '2026-01-01', expiry: '2026-11-27', days_to_expire: -1 })).toBeNull();
  });
});
