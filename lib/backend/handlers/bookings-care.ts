import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { bookings } from '@/lib/api/endpoints';
import { STAFF_SEARCH } from '@/lib/config/bookings';
import type { StaffSearchKey } from '@/lib/validation/appointment';
import type { Handler, UserRow } from '../context';
import {
  activeOnDay, appointmentNotFound, appointmentViews, assertOpen, findAppointment, monthLoad, oneView, periodsOfDay, recordEvent, requireCare,
} from '../bookings';
import type { Db } from '../db/client';
import { appointments, policies, users } from '../db/schema';
import { HttpError } from '../http';
import { idParam } from '../params';
import { policyView } from '../contracts';
import type { AreaHandlers } from './registry';
import type { Locale } from '@/lib/config/business';
import { toE164 } from '@/lib/phone';
import { normalisePlate } from '@/lib/validation/plate';

/** The condition for one staff search key; plates and contract numbers compare without spaces and dashes. */
function matchOn(by: StaffSearchKey, q: string): SQL {
  const bare = q.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  switch (by) {
    // Accounts keep numbers in E.164 (lib/phone): any spelling typed finds them.
    case 'mobile': return eq(users.mobile, toE164(q) ?? q);
    case 'national_id': return sql`(${users.nationalId} = ${q} or ${users.passportId} = ${q})`;
    // Contracts keep plates in one written form (normalisePlate): 17-04567 finds 17-4567.
    case 'plate': return sql`(${policies.plateNumber} = ${normalisePlate(q)} or upper(regexp_replace(coalesce(${policies.plateNumber}, ''), '[^0-9A-Za-z]', '', 'g')) = ${bare})`;
    case 'contract': return sql`upper(regexp_replace(${policies.contractNumber}, '[^0-9A-Za-z]', '', 'g')) = ${bare}`;
  }
}

/** Cancels an appointment with its note; customer care names the contract as well. Shared by both cancel calls. */
export async function cancelFor(
  db: Db, me: UserRow, idText: string | undefined, policyText: string | null, note: string, now: Date, lang: Locale,
) {
  const row = await db.transaction(async (tx) => {
    const locked = await findAppointment(tx, me, idText, 'update');
    if (policyText !== null && idParam(policyText, appointmentNotFound()) !== locked.policyId) throw appointmentNotFound();
    assertOpen(locked);
    const [cancelled] = await tx.update(appointments).set({ status: 'cancelled', cancelNote: note, updatedAt: now })
      .where(eq(appointments.id, locked.id)).returning();
    await recordEvent(tx, cancelled!, 'cancelled', me, now, note);
    return cancelled!;
  });
  return { appointment: await oneView(db, row, lang) };
}

/** DELETE /booking/cancleAppointment/{id}/{second}: customer care cancels; {second} is the appointment's contract. */
const cancelForPolicy: Handler<typeof bookings.cancelAppointmentForPolicy> = async ({ db, user, now, params, query, lang }) => {
  const me = requireCare(user);
  return cancelFor(db, me, params.id, params.second ?? '', query.notes, now, lang);
};

/** GET /booking/getAllAppointments?date=: a day's periods with their bookings against capacity. */
const getAllAppointments: Handler<typeof bookings.getAllAppointments> = async ({ db, user, now, query, lang }) => {
  requireCare(user);
  const { closed, periods } = await periodsOfDay(db, query.date, now);
  const views = await appointmentViews(db, await activeOnDay(db, query.date), lang);
  return {
    date: query.date,
    closed,
    periods: periods.map((p) => ({ ...p, appointments: views.filter((a) => a.time_period === p.time_period) })),
  };
};

/** GET /booking/getMonthLoad?month=yyyy-MM: each day's load and state, for the staff month grid. */
const getMonthLoad: Handler<typeof bookings.getMonthLoad> = async ({ db, user, now, query, lang }) => {
  requireCare(user);
  return { month: query.month, days: await monthLoad(db, query.month, now, lang) };
};

/** GET /booking/getAppointmentById/{id}: any appointment, for customer care. */
const getAppointmentById: Handler<typeof bookings.getAppointmentById> = async ({ db, user, params, lang }) => {
  const me = requireCare(user);
  return { appointment: await oneView(db, await findAppointment(db, me, params.id), lang) };
};

/** GET /booking/searchPolicies?by=&q=: motor contracts by the holder's mobile or national ID, the plate or the contract number. */
const searchContracts: Handler<typeof bookings.searchContracts> = async ({ db, user, now, query, lang }) => {
  requireCare(user);
  const rows = await db.select({ policy: policies, user: users }).from(policies).innerJoin(users, eq(users.id, policies.userId))
    .where(and(eq(policies.line, 'motor'), eq(users.type, 'customer'), matchOn(query.by, query.q)))
    .orderBy(desc(policies.expiry), policies.id).limit(STAFF_SEARCH.maxResults);
  return {
    results: rows.map((r) => ({
      policy: policyView(r.policy, now, lang),
      customer: { id: r.user.id, name_en: r.user.nameEn, name_ar: r.user.nameAr, mobile: r.user.mobile },
    })),
  };
};

/** GET /booking/searchAppointments?by=&q=&date=: appointments by customer or car, by day, or both. */
const searchAppointments: Handler<typeof bookings.searchAppointments> = async ({ db, user, query, lang }) => {
  requireCare(user);
  const rows = await db.select({ appointment: appointments }).from(appointments)
    .innerJoin(policies, eq(policies.id, appointments.policyId)).innerJoin(users, eq(users.id, appointments.userId))
    .where(and(
      query.by && query.q ? matchOn(query.by, query.q) : undefined,
      query.date ? eq(appointments.date, query.date) : undefined,
    ))
    .orderBy(desc(appointments.date), appointments.timePeriod, appointments.id).limit(STAFF_SEARCH.maxResults);
  return { appointments: await appointmentViews(db, rows.map((r) => r.appointment), lang) };
};

const ORDER = ['booked', 'confirmed', 'on_the_way', 'assessed'] as const;

/** POST /booking/updateAppointmentStatus: customer care moves an appointment forward along its timeline. */
const updateAppointmentStatus: Handler<typeof bookings.updateAppointmentStatus> = async ({ db, user, now, body, lang }) => {
  const me = requireCare(user);
  const row = await db.transaction(async (tx) => {
    const locked = await findAppointment(tx, me, String(body.id), 'update');
    assertOpen(locked);
    const from = ORDER.indexOf(locked.status as (typeof ORDER)[number]);
    if (ORDER.indexOf(body.status) <= from) {
      throw new HttpError(409, 'status_not_forward', 'An appointment only moves forward along its timeline');
    }
    const [moved] = await tx.update(appointments).set({ status: body.status, updatedAt: now })
      .where(eq(appointments.id, locked.id)).returning();
    await recordEvent(tx, moved!, body.status, me, now);
    return moved!;
  });
  return { appointment: await oneView(db, row, lang) };
};

export const staffBookingHandlers = {
  cancelAppointmentForPolicy: cancelForPolicy,
  getAllAppointments,
  getMonthLoad,
  getAppointmentById,
  searchContracts,
  searchAppointments,
  updateAppointmentStatus,
} satisfies AreaHandlers;

