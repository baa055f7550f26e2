import type { Policy } from '@/lib/model/contracts/policy';
import { ammanDay } from '../../calendar/days';

/** A car contract the customer may book an assessment for: motor, in force today in Amman. */
export function inForce(p: Pick<Policy, 'line' | 'effective_date' | 'expiry'>, today = ammanDay(new Date())): boolean {
  return p.line === 'motor' && p.effective_date <= today && p.expiry >= today;
}

/**
 * Which contract the booking starts with: the one the link named (`?policy=`) when it is one of the
 * customer's car contracts in force, else their only one; `refused` when the link named another
 * (someone else's, expired, not a car) so the screen can say why it asks.
 */
export function startingContract(mine: readonly Policy[], asked: string | undefined, today = ammanDay(new Date())) {
  const cars = mine.filter((p) => inForce(p, today));
  const wanted = asked && /^\d{1,10}$/.test(asked) ? cars.find((p) => p.id === Number(asked)) : undefined;
  const refused = Boolean(asked) && !wanted;
  // A refused link shows the choice with its reason, even to a customer with one car: never a silent swap.
  const only = cars.length === 1 && !refused;
  return { contractId: wanted?.id ?? (only ? cars[0]!.id : null), only, refused };
}
