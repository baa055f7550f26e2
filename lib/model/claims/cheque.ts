import { addDays } from '@/lib/calendar/days';
import { CHEQUE_PROCESSING_DAYS } from '@/lib/config/business';
import { isWorkingDay } from './working-days';

/**
 * The day a cheque can be collected: CHEQUE_PROCESSING_DAYS calendar days after its settlement (spec
 * §9), or the next working day when the offices are closed on that day (a Friday, a Saturday, a public
 * holiday): a cheque "ready" on a day no branch opens cannot be reached. The cheque lookup, the claim's
 * page, its messages and its payment deadline all read this one day.
 */
export function chequeReadyOn(settlementDay: string): string {
  let day = addDays(settlementDay, CHEQUE_PROCESSING_DAYS);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}
