import { and, eq } from 'drizzle-orm';
import { ammanDay } from '@/lib/calendar/days';
import { carNamesIn } from '@/lib/config/car-makes';
import { carTypeOf } from '@/lib/model/bookings/car-type';
import type { PolicyDeclarations } from '../db/schema/policies';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { appointments, policies } from '../db/schema';
import { HttpError } from '../http';
import { idParam } from '../params';
import { requireUser } from '../accounts';
import type { AppointmentRow } from './view';
import type { Locale } from '@/lib/config/business';

type Reader = Pick<Db, 'select'>;

export const appointmentNotFound = () => new HttpError(404, 'appointment_not_found', 'No such appointment');
export const policyNotFound = () => new HttpError(404, 'policy_not_found', 'No such contract');

/** A signed-in customer whose account is in good standing, or customer care. */
export function requireBooker(user: UserRow | null): UserRow {
  const me = requireUser(user);
  if (me.type === 'customer' && (!me.isVerified || me.status !== 'complete' || me.blackList)) {
    throw new HttpError(403, 'not_allowed', 'This account cannot book appointments');
  }
  return me;
}

export function requireCare(user: UserRow | null): UserRow {
  const me = requireUser(user);
  if (me.type !== 'customerCare') throw new HttpError(403, 'forbidden', 'This is for customer care only');
  return me;
}

/**
 * An appointment the user may see: a customer only their own (anyone else's is not found, never
 * forbidden, so ids cannot be probed); customer care any.
 */
export async function findAppointment(db: Reader, me: UserRow, idText: string | undefined, lock?: 'update'): Promise<AppointmentRow> {
  const id = idParam(idText, appointmentNotFound());
  const where = me.type === 'customerCare' ? eq(appointments.id, id) : and(eq(appointments.id, id), eq(appointments.userId, me.id));
  const query = db.select().from(appointments).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw appointmentNotFound();
  return row;
}

/** A motor contract in force today (Amman), the customer's own unless customer care books; else 404/400. */
export async function bookablePolicy(db: Reader, me: UserRow, id: number, now: Date) {
  const where = me.type === 'customerCare' ? eq(policies.id, id) : and(eq(policies.id, id), eq(policies.userId, me.id));
  const [row] = await db.select().from(policies).where(where).limit(1);
  if (!row || row.line !== 'motor') throw policyNotFound();
  const today = ammanDay(now);
  if (row.effectiveDate > today || row.expiry < today) {
    throw new HttpError(400, 'policy_not_in_force', 'This contract is not in force');
  }
  return row;
}

/** How the appointment names the car, in `lang`: "Toyota Corolla 2021 (12-34567)", "تويوتا كورولا 2021 (12-34567)". */
export function carName(
  p: { vehicleType: string | null; vehicleModel: string | null; productionYear: number | null; plateNumber: string | null }, lang: Locale,
): string {
  const { make, model } = carNamesIn(lang, p.vehicleType, p.vehicleModel);
  const name = [make, model, p.productionYear].filter(Boolean).join(' ');
  return p.plateNumber ? `${name} (${p.plateNumber})` : name;
}

/** The kind of car on the contract (the assessor's expectation), never asked of the customer. */
export const carTypeOfPolicy = (p: { vehicleType: string | null; vehicleModel: string | null; declarations: PolicyDeclarations | null }) =>
  carTypeOf({ vehicleType: p.vehicleType, vehicleModel: p.vehicleModel, tariffType: p.declarations?.third_party?.vehicle_type });

/** Closed appointments cannot change: cancelled, or already assessed. */
export function assertOpen(row: AppointmentRow): void {
  if (row.status === 'cancelled') throw new HttpError(409, 'appointment_cancelled', 'This appointment was cancelled');
  if (row.status === 'assessed') throw new HttpError(409, 'appointment_closed', 'This appointment is already assessed');
}
