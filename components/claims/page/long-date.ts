/**
 * A day as a deadline is written to a customer: "Thursday 10 December 2026", "الخميس 10 كانون الأول 2026"
 * (Jordan's month names, Latin digits like every other number of the portal). The day is a calendar
 * day (yyyy-MM-dd) in Jordan, so it is read on the UTC line and never shifts.
 */
export function longDate(day: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB', {
    weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC',
  });
  return format.format(new Date(`${day}T00:00:00Z`)).replace(/[,،]/, '');
}
