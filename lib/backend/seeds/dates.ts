import { addDays, format } from 'date-fns';

/** A calendar day `offset` days from `from`, as the database stores it (yyyy-MM-dd). */
export function dayFrom(from: Date, offset: number): string {
  return format(addDays(from, offset), 'yyyy-MM-dd');
}
