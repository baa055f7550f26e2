import { JORDAN_PUBLIC_HOLIDAYS } from './claims';
import { COMPANY_TIME_ZONE } from './company';
import { isProduction } from './production';

/**
 * How far ahead the holidays must be known: the longest deadline counted in working days (a claim's
 * decision, a cheque's processing, an appeal) ends well inside it, so no deadline is ever counted over
 * a year whose holidays nobody has entered.
 */
export const HOLIDAYS_KNOWN_AHEAD_DAYS = 60;

const DAY_MS = 86_400_000;
const yearInAmman = new Intl.DateTimeFormat('en', { timeZone: COMPANY_TIME_ZONE, year: 'numeric' });

/** The year, in Amman, of the day HOLIDAYS_KNOWN_AHEAD_DAYS from `now`, when JORDAN_PUBLIC_HOLIDAYS has none of its days. */
export function yearWithoutHolidays(now: Date, holidays: readonly string[] = JORDAN_PUBLIC_HOLIDAYS): number | null {
  const year = Number(yearInAmman.format(new Date(now.getTime() + HOLIDAYS_KNOWN_AHEAD_DAYS * DAY_MS)));
  return holidays.some((day) => day.startsWith(`${year}-`)) ? null : year;
}

/**
 * At start: a year without holidays in the table would count Eid as working days, and every claim's
 * deadline would fall days early. Production refuses to start (the message says what to do); the demo
 * starts, and the caller warns.
 */
export function holidaysProblem(now = new Date(), env: NodeJS.ProcessEnv = process.env, holidays: readonly string[] = JORDAN_PUBLIC_HOLIDAYS): { problem: string; refuse: boolean } | null {
  const year = yearWithoutHolidays(now, holidays);
  if (year === null) return null;
  return {
    problem: `JORDAN_PUBLIC_HOLIDAYS (lib/config/claims.ts) has no holidays for ${year}, which begins within ${HOLIDAYS_KNOWN_AHEAD_DAYS} days: add the year's public holidays as the government announces them (docs/claims.md, "Holidays")`,
    refuse: isProduction(env),
  };
}
