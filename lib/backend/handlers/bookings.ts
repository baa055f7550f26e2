import { and, eq } from 'drizzle-orm';
import type { bookings } from '@/lib/api/endpoints';
import { LABABAK_PHONE } from '@/lib/config/bookings';
import { parsePoint, serviceAreaAt } from '@/lib/model/bookings/geo';
import { ammanDay, isCalendarDay, isSlot, periodHasBegun } from '@/lib/calendar/days';
import { BOOKING_LIMIT } from '@/lib/config/security';
import type { Handler } from '../context';
import {
  appointmentsOf, appointmentViews, assertBookable, assertNotDoubleBooked, assertOpen, blockedDaySet, bookablePolicy, carName, carTypeOfPolicy, findAppointment, oneView, periodsOfDay, recordEvent, requireBooker, takePlace,
} from '../bookings';
import { appointmentChanges } from '@/lib/model/bookings/changes';
import { appointmentPhotos, appointments, policies } from '../db/schema';
import { claimUploads, isPicture, servedFile, uploadById } from '../uploads';
import { HttpError } from '../http';
import { enforceRateLimit } from '../limits/rate-limit';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';
import { cancelFor, staffBookingHandlers } from './bookings-care';

const limitCustomer = async (ctx: { db: Parameters<typeof enforceRateLimit>[0]; now: Date }, me: { id: number; type: string }) => {
  if (me.type === 'customer') await enforceRateLimit(ctx.db, `booking:user:${me.id}`, BOOKING_LIMIT, ctx.now);
};

/** GET /booking/getTimes/{day}: the six periods of a day and which can still be booked. */
const getTimes: Handler<typeof bookings.getAvailableTimes> = async ({ db, user, now, params, query }) => {
  const me = requireBooker(user);
  const day = params.id ?? '';
  if (!isCalendarDay(day)) throw new HttpError(400, 'invalid_date', 'This is not a calendar day');
  const except = query.appointment ? (await findAppointment(db, me, query.appointment)).id : undefined;
  const { closed, periods } = await periodsOfDay(db, day, now, except);
  return { date: day, closed, periods, available: periods.filter((p) => p.state === 'free').map((p) => p.time_period) };
};

/** POST /booking/createAppointment: by the customer for their own motor contract in force, or by customer care for any. */
const createAppointment: Handler<typeof bookings.createAppointment> = async ({ db, user, session, now, body, lang }) => {
  const me = requireBooker(user);
  await limitCustomer({ db, now }, me);
  const policy = await bookablePolicy(db, me, body.policy_id, now);
  await assertBookable(db, body.date, body.time_period, now);
  if (!serviceAreaAt(body.location)) throw new HttpError(400, 'location_not_served', 'This place is outside the Lababak service areas');
  const row = await db.transaction(async (tx) => {
    await takePlace(tx, body.date, body.time_period, now);
    await assertNotDoubleBooked(tx, policy, body.date, body.time_period, body.confirm_same_day, lang);
    const [created] = await tx.insert(appointments).values({
      userId: policy.userId, policyId: policy.id, bookedBy: me.id, name: body.name, phone: body.phone, note: body.note,
      date: body.date, timePeriod: body.time_period, car: carName(policy, 'en'), carAr: carName(policy, 'ar'), carType: carTypeOfPolicy(policy), canMove: body.can_move,
      towing: body.towing, lat: body.location.lat, lng: body.location.lng, address: body.location.address,
      status: 'booked', createdAt: now, updatedAt: now,
    }).returning();
    if (body.photos.length) {
      const files = await claimUploads(tx, {
        ids: Object.fromEntries(body.photos.map((id, i) => [`photos.${i}`, id])),
        owner: { sessionId: session?.id ?? null, userId: me.id }, purpose: 'damage-photo', allowedTypes: ['image/jpeg', 'image/png'], now,
      });
      await tx.insert(appointmentPhotos).values(body.photos.map((id, i) => ({
        appointmentId: created!.id, uploadId: id, position: i, name: files[`photos.${i}`]?.name ?? `photo-${i + 1}`,
      })));
    }
    await recordEvent(tx, created!, 'booked', me, now);
    return created!;
  });
  return { appointment: await oneView(db, row, lang) };
};

/** POST /booking/updateAppointment: a new day, period, place, note or contact, under the same rules as booking. */
const updateAppointment: Handler<typeof bookings.updateAppointment> = async ({ db, user, now, body, lang }) => {
  const me = requireBooker(user);
  const current = await findAppointment(db, me, String(body.id));
  assertOpen(current);
  if (me.type === 'customer' && isSlot(current.timePeriod) && periodHasBegun(current.date, current.timePeriod, now)) {
    throw new HttpError(409, 'appointment_started', 'This appointment has begun and can no longer be changed');
  }
  await limitCustomer({ db, now }, me);
  const moved = body.date !== current.date || body.time_period !== current.timePeriod;
  if (moved) await assertBookable(db, body.date, body.time_period, now);
  const placeChanged = body.location.lat !== current.lat || body.location.lng !== current.lng;
  if (placeChanged && !serviceAreaAt(body.location)) throw new HttpError(400, 'location_not_served', 'This place is outside the Lababak service areas');
  const row = await db.transaction(async (tx) => {
    // Locked first, so a cancel or another change of the same appointment waits for this one.
    const locked = await findAppointment(tx, me, String(body.id), 'update');
    assertOpen(locked);
    if (moved) {
      await takePlace(tx, body.date, body.time_period, now, locked.id);
      const [car] = await tx.select({ id: policies.id, plateNumber: policies.plateNumber }).from(policies).where(eq(policies.id, locked.policyId)).limit(1);
      if (car) await assertNotDoubleBooked(tx, car, body.date, body.time_period, body.confirm_same_day || body.date === locked.date, lang, locked.id);
    }
    const [updated] = await tx.update(appointments).set({
      date: body.date, timePeriod: body.time_period, note: body.note, canMove: body.can_move, towing: body.towing,
      lat: body.location.lat, lng: body.location.lng, address: body.location.address, name: body.name, phone: body.phone,
      updatedAt: now,
    }).where(eq(appointments.id, locked.id)).returning();
    await recordEvent(tx, updated!, 'updated', me, now, null, appointmentChanges(locked, updated!));
    return updated!;
  });
  return { appointment: await oneView(db, row, lang) };
};

/** GET /booking/getCustomerAppointment/: the signed-in customer's appointments, newest date first. */
const getCustomerAppointments: Handler<typeof bookings.getCustomerAppointments> = async ({ db, user, lang }) => {
  const me = requireUser(user);
  return { appointments: await appointmentViews(db, await appointmentsOf(db, me.id), lang) };
};

/** GET /booking/getCustomerAppointment/{id}: one of the customer's own appointments; anyone else's is not found. */
const getCustomerAppointment: Handler<typeof bookings.getCustomerAppointment> = async ({ db, user, params, lang }) => {
  const me = requireUser(user);
  // Customer care reads through getAppointmentById; here only one's own.
  const row = await findAppointment(db, { ...me, type: 'customer' }, params.id);
  return { appointment: await oneView(db, row, lang) };
};

/** DELETE /booking/cancleAppointment/{id}?notes=…: the customer cancels their own appointment with a note. */
const cancelAppointment: Handler<typeof bookings.cancelAppointment> = async (ctx) => {
  const me = requireBooker(ctx.user);
  if (me.type !== 'customer') throw new HttpError(403, 'forbidden', 'Customer care cancels with the contract id');
  return cancelFor(ctx.db, me, ctx.params.id, null, ctx.query.notes, ctx.now, ctx.lang);
};

/** GET /booking/getAppointmentPhoto/{id}/{upload}?size=: a damage photo (or its copy) of an appointment the caller may see. */
const getAppointmentPhoto: Handler<typeof bookings.getAppointmentPhoto> = async ({ db, user, params, query }) => {
  const me = requireUser(user);
  const row = await findAppointment(db, me, params.id);
  const [photo] = await db.select().from(appointmentPhotos)
    .where(and(eq(appointmentPhotos.appointmentId, row.id), eq(appointmentPhotos.uploadId, params.second ?? ''))).limit(1);
  const file = photo ? await uploadById(db, photo.uploadId) : null;
  if (!file || !isPicture(file.type)) throw new HttpError(404, 'photo_not_found', 'No such photo');
  return servedFile(db, file, query.size);
};

/** GET /booking/getLocationApproval/{lat,lng}: whether the Lababak team serves the place. */
const getLocationApproval: Handler<typeof bookings.getLocationApproval> = async ({ user, params }) => {
  requireUser(user);
  const point = parsePoint(params.id ?? '');
  if (!point) throw new HttpError(400, 'invalid_location', 'The place must be given as latitude,longitude');
  const area = serviceAreaAt(point);
  return {
    approved: area !== null,
    area: area && { id: area.id, name_en: area.name.en, name_ar: area.name.ar },
    phone: LABABAK_PHONE,
  };
};

/** GET /booking/getBlockedDays: days from today on with no assessments (besides Fridays and Saturdays). */
const getBlockedDays: Handler<typeof bookings.getBlockedDays> = async ({ db, user, now }) => {
  requireUser(user);
  return { days: [...(await blockedDaySet(db, now))].filter((d) => d >= ammanDay(now)).sort() };
};

/** Lababak bookings: the customer's calls and customer care's. */
export const bookingHandlers = {
  getAvailableTimes: getTimes,
  createAppointment,
  updateAppointment,
  getCustomerAppointments,
  getCustomerAppointment,
  cancelAppointment,
  getLocationApproval,
  getBlockedDays,
  getAppointmentPhoto,
  ...staffBookingHandlers,
} satisfies AreaHandlers;
