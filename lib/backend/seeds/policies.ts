import { randomBytes } from 'node:crypto';
import { ammanYear } from '@/lib/bookings/time';
import type { Db } from '../db/client';
import { appointments, policies } from '../db/schema';
import { companyIssuedPrice } from '../pricing/price-lines';
import { demoBookingDays } from './bookings';
import { dayFrom, issuedOn } from './dates';

type NewPolicy = typeof policies.$inferInsert;
type Line = NewPolicy['line'];

const qrToken = () => randomBytes(18).toString('base64url');

/** One contract of a line that runs a year and ends `expiresIn` days from today, issued on its first day. */
function contract(userId: number, line: Line, n: number, expiresIn: number, over: Partial<NewPolicy>, today: Date): NewPolicy {
  const code = { motor: 'MOT', travel: 'TRV', home: 'HOM', medical: 'MED', 'personal-accident': 'PGD' }[line];
  const effectiveDate = dayFrom(today, expiresIn - 365);
  const premium = over.premium ?? 50;
  return {
    userId, line, contractNumber: `P-${code}-${ammanYear(today)}-${String(n).padStart(6, '0')}`,
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

/**
 * The demo customer's contracts: two or more in every line; motor has one expiring in 10 days (inside
 * the 20-day warning), one in 30 days (inside the 45-day renewal window) and one expired.
 */
export async function seedPolicies(db: Db, users: Map<string, number>, today = new Date()): Promise<void> {
  const demo = users.get('demo@portal.test');
  if (!demo) return;
  const car = (plate: string, type: string, model: string, year: number, engineType: NewPolicy['engineType']) =>
    ({ plateNumber: plate, vehicleType: type, vehicleModel: model, productionYear: year, engineType });
  const rows = await db.insert(policies).values([
    contract(demo, 'motor', 101, 10, { segmentCode: 'MC-COMP', ...car('12-34567', 'Toyota', 'Corolla', 2021, 'hybrid'), insuredSum: 14500, premium: 362.5, documentId: 'DOC-MOT-101' }, today),
    contract(demo, 'motor', 102, 30, { segmentCode: 'MC-TPL', ...car('22-11890', 'Hyundai', 'Elantra', 2019, 'petrol'), insuredSum: 9800, premium: 145, documentId: 'DOC-MOT-102', declarations: { third_party: { use: 'private', vehicle_type: 'car', size: 'cc-2000' } } }, today),
    contract(demo, 'motor', 103, -12, { segmentCode: 'MC-COMP', ...car('10-55012', 'Kia', 'Sportage', 2017, 'diesel'), insuredSum: 11250, premium: 298, documentId: 'DOC-MOT-103' }, today),
    contract(demo, 'motor', 104, 200, { segmentCode: 'MC-COMP', ...car('13-70771', 'Nissan', 'Sunny', 2022, 'petrol'), insuredSum: 12000, premium: 310.75, documentId: 'DOC-MOT-104', renewalBlockedReason: 'bank' }, today),
    contract(demo, 'travel', 201, 15, { segmentCode: 'TR-SKY-PLUS-TUR-EGY', insuredSum: 50000, premium: 38.5, documentId: 'DOC-TRV-201', declarations: { trip: { countries: ['TR', 'EG'], worldwide: false } } }, today),
    contract(demo, 'travel', 202, 160, { segmentCode: 'TR-SKY-KSA', insuredSum: 30000, premium: 22, documentId: 'DOC-TRV-202', declarations: { trip: { countries: ['SA'], worldwide: false } } }, today),
    contract(demo, 'home', 301, 120, { segmentCode: 'HM-STD', insuredSum: 85000, premium: 120, documentId: 'DOC-HOM-301', insuredHome: HOMES.apartment }, today),
    contract(demo, 'home', 302, 290, { segmentCode: 'HM-PLUS', insuredSum: 140000, premium: 210, documentId: 'DOC-HOM-302', insuredHome: HOMES.villa }, today),
    contract(demo, 'medical', 401, 75, { segmentCode: 'MD-GOLD', insuredSum: 25000, premium: 640, documentId: 'DOC-MED-401' }, today),
    contract(demo, 'medical', 402, 240, { segmentCode: 'MD-SILVER', insuredSum: 15000, premium: 410, documentId: 'DOC-MED-402' }, today),
    contract(demo, 'personal-accident', 501, 18, { segmentCode: 'PG-500', insuredSum: 500, premium: 12.5, documentId: 'DOC-PGD-501' }, today),
    contract(demo, 'personal-accident', 502, 330, { segmentCode: 'PG-2500', insuredSum: 2500, premium: 45, documentId: 'DOC-PGD-502' }, today),
  ]).returning({ id: policies.id, contractNumber: policies.contractNumber });

  const byNumber = new Map(rows.map((r) => [r.contractNumber.split('-').pop(), r.id]));
  const corolla = byNumber.get('000101');
  const elantra = byNumber.get('000102');
  if (!corolla || !elantra) return;
  await db.insert(appointments).values([
    {
      userId: demo, policyId: corolla, name: 'Omar Khaled Saleh Haddad', phone: '0790000001', note: 'Rear bumper damage after a minor collision.', noteAr: 'ضرر في الصدام الخلفي بعد اصطدام بسيط.',
      date: demoBookingDays(today).full, timePeriod: demoBookingDays(today).fullPeriod, car: 'Toyota Corolla 2021 (12-34567)', carAr: 'تويوتا كورولا 2021 (12-34567)', towing: false,
      lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman', addressAr: 'بوليفارد العبدلي، عمّان', status: 'confirmed',
    },
    {
      userId: demo, policyId: elantra, name: 'Omar Khaled Saleh Haddad', phone: '0790000001', note: 'Side mirror broken.', noteAr: 'المرآة الجانبية مكسورة.',
      date: dayFrom(today, -20), timePeriod: '14:30-16:30', car: 'Hyundai Elantra 2019 (22-11890)', carAr: 'هيونداي إلنترا 2019 (22-11890)', towing: true,
      lat: 31.9852, lng: 35.8786, address: 'Mecca Street, Amman', addressAr: 'شارع مكة، عمّان', status: 'cancelled',
      cancelNote: 'Repaired at a garage already.', cancelNoteAr: 'تم إصلاحها في كراج مسبقاً.',
    },
  ]);
}
