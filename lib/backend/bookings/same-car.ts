import { and, eq, ne, or } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import { formatList, formatSlot } from '@/lib/format';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Db } from '../db/client';
import { appointments, policies } from '../db/schema';
import { HttpError } from '../http';
import { referenceOf } from './timeline';

type Reader = Pick<Db, 'select'>;
type Car = { id: number; plateNumber: string | null };

/**
 * The car's other appointments on a day that are not cancelled: booked for the same contract, or for
 * another contract of the same plate (a renewal, a second contract of the car). Plates are stored
 * normalised (lib/validation/plate), so equal text is the same car.
 */
export async function sameCarThatDay(db: Reader, car: Car, day: string, except?: number) {
  const sameCar = car.plateNumber ? or(eq(appointments.policyId, car.id), eq(policies.plateNumber, car.plateNumber)) : eq(appointments.policyId, car.id);
  const rows = await db.select({ id: appointments.id, timePeriod: appointments.timePeriod }).from(appointments)
    .innerJoin(policies, eq(policies.id, appointments.policyId))
    .where(and(sameCar, eq(appointments.date, day), ne(appointments.status, 'cancelled'), except ? ne(appointments.id, except) : undefined));
  return rows;
}

const translate = (lang: Locale) => createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'lababak.errors' });

/**
 * One car, one assessment per period; a second one the same day only when the booker has confirmed
 * they mean it (the review step's warning). Answers 409 same_car_same_period (refused: the assessor would
 * be sent twice to one car at one time) or 409 same_car_same_day (confirm and send again), in `lang`.
 * Run inside the booking's transaction after the period is locked, so two bookings of one period cannot both pass.
 */
export async function assertNotDoubleBooked(
  db: Reader, car: Car, day: string, period: string, confirmed: boolean, lang: Locale, except?: number,
): Promise<void> {
  const others = await sameCarThatDay(db, car, day, except);
  if (others.length === 0) return;
  const t = translate(lang);
  const clash = others.find((o) => o.timePeriod === period);
  if (clash) {
    throw new HttpError(409, 'same_car_same_period', t('same_car_same_period'), { reference: referenceOf(clash.id) });
  }
  if (!confirmed) {
    const periods = others.map((o) => o.timePeriod);
    throw new HttpError(409, 'same_car_same_day', t('same_car_same_day', { periods: formatList(periods.map((p) => formatSlot(p, lang)), lang) }), {
      periods, references: others.map((o) => referenceOf(o.id)),
    });
  }
}
