import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ammanYear } from '@/lib/calendar/days';
import type { Db } from '../db/client';
import { policies } from '../db/schema';
import { companyIssuedPrice } from '../pricing';
import { sendRenewalLink } from '../contracts';
import { dayFrom, issuedOn } from './dates';
import { DEMO_NAMES, type SeedNames } from './names';

/**
 * Fixed demo renewal links of the demo customer's Toyota Corolla (README): one valid for 14 days,
 * one that went out of date yesterday. Real links carry 256 random bits; these are public on purpose.
 */
export const DEMO_RENEWAL_TOKENS = {
  valid: 'demo-renewal-link-valid-Corolla-2026',
  expired: 'demo-renewal-link-expired-Corolla-2026',
} as const;

type NewPolicy = typeof policies.$inferInsert;
const motor = (userId: number, n: number, expiresIn: number, car: [string, string, string, number], over: Partial<NewPolicy>, today: Date, names: SeedNames): NewPolicy => ({
  priceLines: companyIssuedPrice(over.premium ?? 280),
  userId, line: 'motor', contractNumber: names.contract('MOT', ammanYear(today), n), segmentCode: 'MC-COMP',
  effectiveDate: dayFrom(today, expiresIn - 365), expiry: dayFrom(today, expiresIn), createdAt: issuedOn(dayFrom(today, expiresIn - 365)),
  plateNumber: names.plate(car[0]), vehicleType: car[1], vehicleModel: car[2], productionYear: car[3],
  insuredSum: 10_000, premium: 280, documentId: `DOC-MOT-${n}`, qrToken: randomBytes(18).toString('base64url'), ...over,
});

/**
 * Renewal cases (README): `renewals@portal.test` has a contract 46 days from expiry (too early), one
 * for each company-only condition inside the window, and one expired beyond the grace period;
 * `barred@portal.test` has one inside the window (barred from web renewal).
 */
export async function seedRenewals(db: Db, users: Map<string, number>, today = new Date(), names: SeedNames = DEMO_NAMES): Promise<void> {
  const renewals = users.get('renewals@portal.test');
  const barred = users.get('barred@portal.test');
  const demo = users.get('demo@portal.test');
  if (renewals) {
    await db.insert(policies).values([
      motor(renewals, 601, 46, ['31-10046', 'Toyota', 'Camry', 2020], { engineType: 'hybrid' }, today, names),
      motor(renewals, 602, 20, ['31-20001', 'Kia', 'Cerato', 2018], { renewalBlockedReason: 'blacklist' }, today, names),
      motor(renewals, 603, 21, ['31-20002', 'Ford', 'Ranger', 2016], { renewalBlockedReason: 'car-type' }, today, names),
      motor(renewals, 604, 22, ['31-20003', 'Honda', 'Civic', 2019], { renewalBlockedReason: 'claim' }, today, names),
      motor(renewals, 605, 23, ['31-20004', 'Mitsubishi', 'Lancer', 2017], { renewalBlockedReason: 'bank' }, today, names),
      motor(renewals, 606, -40, ['31-20005', 'Nissan', 'Sentra', 2015], {}, today, names),
    ]);
  }
  if (barred) await db.insert(policies).values(motor(barred, 701, 25, ['32-30001', 'Hyundai', 'Accent', 2020], {}, today, names));
  if (demo) {
    const [corolla] = await db.select({ id: policies.id }).from(policies)
      .where(and(eq(policies.userId, demo), eq(policies.plateNumber, names.plate('12-34567')))).limit(1);
    if (!corolla) return;
    await sendRenewalLink(db, corolla.id, today, { token: names.token(DEMO_RENEWAL_TOKENS.valid) });
    await sendRenewalLink(db, corolla.id, new Date(today.getTime() - 15 * 86_400_000), { token: names.token(DEMO_RENEWAL_TOKENS.expired) });
  }
}
