import type { Appointment } from '@/lib/api/endpoints/bookings';
import type { Policy } from '@/lib/api/endpoints/policies';
import { ammanDay } from '@/lib/calendar/days';
import type { PolicyLine } from '@/lib/config/lines';

/** A contract a claim can be reported on: in force today in Amman, of any line. */
export function claimable(p: Pick<Policy, 'effective_date' | 'expiry'>, today = ammanDay(new Date())): boolean {
  return p.effective_date <= today && p.expiry >= today;
}

/** Where a report starts, decided by the page from the customer's own contracts and appointments. */
export type ReportStart = {
  /** The contract the link named (or the customer's only one); null: the customer chooses. */
  policyId: number | null;
  line: PolicyLine | null;
  /** The link named a contract that is not the customer's, or not in force: the choice says why it asks. */
  refused: boolean;
  /** Reported from a Lababak appointment: a collision at its place, on its day when that has come. */
  appointment: { id: number; reference: string; date: string | null; location: Appointment['location'] } | null;
};

/**
 * The report's start from `?policy=` (a contract's Report link) and `?appointment=` (a Lababak
 * appointment's): the contract only when it is the customer's own and in force, the appointment only
 * when it is theirs and of that contract. The appointment's day is the event's only once it has come
 * (an assessment booked ahead is not the accident's day).
 */
export function reportStart(mine: readonly Policy[], asked: string | undefined, appointment: Appointment | null, today = ammanDay(new Date())): ReportStart {
  const open = mine.filter((p) => claimable(p, today));
  const wanted = asked && /^\d{1,10}$/.test(asked) ? open.find((p) => p.id === Number(asked)) : undefined;
  const refused = Boolean(asked) && !wanted;
  const chosen = wanted ?? (open.length === 1 && !refused ? open[0] : undefined);
  const fromAppointment = appointment && chosen && appointment.policy_id === chosen.id && chosen.line === 'motor' && appointment.status !== 'cancelled'
    ? { id: appointment.id, reference: appointment.reference, date: appointment.date <= today ? appointment.date : null, location: appointment.location }
    : null;
  return { policyId: chosen?.id ?? null, line: chosen?.line ?? null, refused, appointment: fromAppointment };
}
