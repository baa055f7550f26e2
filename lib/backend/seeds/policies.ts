import { randomBytes } from 'node:crypto';
import { ammanYear } from '@/lib/calendar/days';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { appointments, policies, users as usersTable } from '../db/schema';
import { companyIssuedPrice } from '../pricing';
import { demoBookingDays } from './bookings';
import { dayFrom, issuedOn } from './dates';
import { DEMO_NAMES, type SeedNames } from './names';

type NewPolicy = typeof policies.$inferInsert;
type Line = NewPolicy['line'];

const qrToken = () => randomBytes(18).toString('base64url');

/** One contract of a line that runs a year and ends `expiresIn` days from today, issued on its first day. */
function contractOf(userId: number, line: Line, n: number, expiresIn: number, over: Partial<NewPolicy>, today: Date, names: SeedNames): NewPolicy {
  const code = { motor: 'MOT', travel: 'TRV', home: 'HOM', medical: 'MED', 'personal-accident': 'PGD' }[line];
  const effectiveDate = dayFrom(today, expiresIn - 365);
  const premium = over.premium ?? 50;
  return {
    userId, line, contractNumber: names.contract(code, ammanYear(today), n),
    segmentCode: over.segmentCode ?? code, effectiveDate, expiry: dayFrom(today, expiresIn),
    // Issued by the company: its price lines are the premium and the stamp duty (no web issue fee).
    insuredSum: 500, premium, priceLines: companyIssuedPrice(premium), qrToken: qrToken(), createdAt: issuedOn(effectiveDate), ...over,
  };
}

/** The demo customer's two homes (one in Arabic as a customer would type it in Arabic), printed on their home contracts. */
const HOMES = {
  apartment: { property_kind: 'apartment', governorate: 'amman', area: 'Khalda', street: 'Wasfi Al-Tal Street', building: '27', floor: '3', apartment: '8' },
  villa: { property_kind: 'villa', governorate: 'irbid', area: 'الحي الشرقي', street: 'شارع الجامعة', building: '14' },
} satisfies Record<string, NonNullable<NewPolicy['insuredHome']>>;

/** The demo's family trip (contract 201): the holder and two travellers as declared, so a family's claim names one of three. */
const FAMILY_TRAVELLERS = [
  { name: 'RANA SAMI HADDAD', birth_date: '1990-01-03', passport_id: 'R5820417' },
  { name: 'ZAID OMAR HADDAD', birth_date: '2015-06-01', passport_id: 'R5820418' },
];

/**
 * The demo customer's contracts: two or more in every line; motor has one expiring in 10 days (inside
 * the 20-day warning), one in 30 days (inside the 45-day renewal window) and one expired.
 */
export async function seedPolicies(db: Db, users: Map<string, number>, today = new Date(), names: SeedNames = DEMO_NAMES): Promise<void> {
  const demo = users.get('demo@portal.test');
  if (!demo) return;
  const [owner] = await db.select({ nameEn: usersTable.nameEn, mobile: usersTable.mobile }).from(usersTable).where(eq(usersTable.id, demo));
  const car = (plate: string, type: string, model: string, year: number, engineType: NewPolicy['engineType']) =>
    ({ plateNumber: names.plate(plate), vehicleType: type, vehicleModel: model, productionYear: year, engineType });
  const contract = (line: Line, n: number, expiresIn: number, over: Partial<NewPolicy>) => contractOf(demo, line, n, expiresIn, over, today, names);
  const rows = await db.insert(policies).values([
    contract('motor', 101, 10, { segmentCode: 'MC-COMP', ...car('12-34567', 'Toyota', 'Corolla', 2021, 'hybrid'), insuredSum: 14500, premium: 362.5, documentId: 'DOC-MOT-101' }),
    contract('motor', 102, 30, { segmentCode: 'MC-TPL', ...car('22-11890', 'Hyundai', 'Elantra', 2019, 'petrol'), insuredSum: 9800, premium: 145, documentId: 'DOC-MOT-102', declarations: { third_party: { use: 'private', vehicle_type: 'car', size: 'cc-2000' } } }),
    contract('motor', 103, -12, { segmentCode: 'MC-COMP', ...car('10-55012', 'Kia', 'Sportage', 2017, 'diesel'), insuredSum: 11250, premium: 298, documentId: 'DOC-MOT-103' }),
    contract('motor', 104, 200, { segmentCode: 'MC-COMP', ...car('13-70771', 'Nissan', 'Sunny', 2022, 'petrol'), insuredSum: 12000, premium: 310.75, documentId: 'DOC-MOT-104', renewalBlockedReason: 'bank' }),
    contract('travel', 201, 15, { segmentCode: 'TR-SKY-PLUS-TUR-EGY', insuredSum: 50000, premium: 38.5, documentId: 'DOC-TRV-201', declarations: { travellers: FAMILY_TRAVELLERS, trip: { countries: ['TR', 'EG'], worldwide: false, holder_name: (owner?.nameEn ?? '').toUpperCase() } } }),
    contract('travel', 202, 160, { segmentCode: 'TR-SKY-KSA', insuredSum: 30000, premium: 22, documentId: 'DOC-TRV-202', declarations: { trip: { countries: ['SA'], worldwide: false } } }),
    contract('home', 301, 120, { segmentCode: 'HM-STD', insuredSum: 85000, premium: 120, documentId: 'DOC-HOM-301', insuredHome: HOMES.apartment }),
    contract('home', 302, 290, { segmentCode: 'HM-PLUS', insuredSum: 140000, premium: 210, documentId: 'DOC-HOM-302', insuredHome: HOMES.villa }),
    contract('medical', 401, 75, { segmentCode: 'MD-GOLD', insuredSum: 25000, premium: 640, documentId: 'DOC-MED-401' }),
    contract('medical', 402, 240, { segmentCode: 'MD-SILVER', insuredSum: 15000, premium: 410, documentId: 'DOC-MED-402' }),
    contract('personal-accident', 501, 18, { segmentCode: 'PG-500', insuredSum: 500, premium: 12.5, documentId: 'DOC-PGD-501' }),
    contract('personal-accident', 502, 330, { segmentCode: 'PG-2500', insuredSum: 2500, premium: 45, documentId: 'DOC-PGD-502' }),
  ]).returning({ id: policies.id, contractNumber: policies.contractNumber });

  const idOf = (n: number) => rows.find((r) => r.contractNumber === names.contract('MOT', ammanYear(today), n))?.id;
  const [corolla, elantra] = [idOf(101), idOf(102)];
  if (!corolla || !elantra || !owner) return;
  await db.insert(appointments).values([
    {
      userId: demo, policyId: corolla, name: owner.nameEn, phone: owner.mobile, note: 'Rear bumper damage after a minor collision.', noteAr: 'ضرر في الصدام الخلفي بعد اصطدام بسيط.',
      date: demoBookingDays(today).full, timePeriod: demoBookingDays(today).fullPeriod, car: `Toyota Corolla 2021 (${names.plate('12-34567')})`, carAr: `تويوتا كورولا 2021 (${names.plate('12-34567')})`, towing: false,
      lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman', addressAr: 'بوليفارد العبدلي، عمّان', status: 'confirmed',
    },
    {
      userId: demo, policyId: elantra, name: owner.nameEn, phone: owner.mobile, note: 'Side mirror broken.', noteAr: 'المرآة الجانبية مكسورة.',
      date: dayFrom(today, -20), timePeriod: '14:30-16:30', car: `Hyundai Elantra 2019 (${names.plate('22-11890')})`, carAr: `هيونداي إلنترا 2019 (${names.plate('22-11890')})`, towing: true,
      lat: 31.9852, lng: 35.8786, address: 'Mecca Street, Amman', addressAr: 'شارع مكة، عمّان', status: 'cancelled',
      cancelNote: 'Repaired at a garage already.', cancelNoteAr: 'تم إصلاحها في كراج مسبقاً.',
    },
  ]);
}
