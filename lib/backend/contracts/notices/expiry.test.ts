/** @jest-environment node */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, policies, users } from '../../db/schema';
import { memoryDb } from '../../test-db';
import { writeDueExpiryNotifications } from './expiry';
import { adviceFor } from '@/lib/model/contracts/expiry-advice';
import { expiryNoticeText } from './expiry-text';

let db: Db;
let close: () => Promise<void>;
let demo: number;
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  const [row] = await db.select().from(users).where(eq(users.email, 'demo@portal.test'));
  demo = row!.id;
}, 30_000);
afterAll(() => close());

const expiryRows = () => db.select().from(notifications).where(and(eq(notifications.userId, demo), eq(notifications.kind, 'expiry')));

describe('expiry notifications (20-day window)', () => {
  it('writes one per contract inside the window, once however often it runs', async () => {
    const now = new Date();
    expect(await writeDueExpiryNotifications(db, demo, now)).toBe(3);
    expect(await writeDueExpiryNotifications(db, demo, now)).toBe(0);
    expect(await writeDueExpiryNotifications(db, demo, new Date(now.getTime() + 3_600_000))).toBe(0);
    const rows = await expiryRows();
    expect(rows).toHaveLength(3);
    const numbers = await db.select().from(policies).where(eq(policies.userId, demo));
    for (const row of rows) {
      const [, policyId, expiry] = row.key!.split(':');
      const policy = numbers.find((p) => p.id === Number(policyId));
      expect(policy?.expiry).toBe(expiry);
      expect(row.bodyEn).toContain(policy!.contractNumber);
      expect(row.bodyAr).toContain(policy!.contractNumber);
    }
  });

  it('adds the contracts that enter the window later, and leaves expired ones alone', async () => {
    // Ten days on: the 30-day car contract is at 20 days; the 10-day one expires today.
    const later = new Date(Date.now() + 10 * 86_400_000);
    expect(await writeDueExpiryNotifications(db, demo, later)).toBe(1);
    const newest = (await expiryRows()).find((r) => r.bodyEn.includes('000102'));
    expect(newest?.titleEn).toBe('Your car contract expires in 20 days');
    expect(newest?.titleAr).toBe('ينتهي عقد السيارة خلال 20 يوماً');
    // Far in the future every contract has expired: nothing new.
    expect(await writeDueExpiryNotifications(db, demo, new Date(Date.now() + 800 * 86_400_000))).toBe(0);
  });

  it('asks to renew only a car contract the web renews; travel and personal guard are told to buy a new cover, in both languages', async () => {
    const rows = await expiryRows();
    const numbered = (n: string) => rows.find((r) => r.bodyEn.includes(`-000${n} `))!;
    const [car, travel, guard] = [numbered('101'), numbered('201'), numbered('501')];
    const day = /on \d{2}-\d{2}-\d{4}\./;
    expect(car.bodyEn).toMatch(/expires in 10 days, on \d{2}-\d{2}-\d{4}\. Renew it in time to stay covered\.$/);
    expect(car.bodyAr).toContain('جدّده في الوقت المناسب');
    expect(travel.bodyEn).toMatch(day);
    expect(travel.bodyEn).toContain('Travel cover is not renewed: if you travel after that, buy a new one before you go.');
    expect(travel.bodyAr).toContain('فاشترِ تأميناً جديداً قبل أن تسافر');
    expect(guard.bodyEn).toContain('Personal Guard cover is not renewed: buy a new one before then to stay covered.');
    expect(guard.bodyAr).toContain('لا يُجدَّد تأمين الحارس الشخصي');
    for (const row of [travel, guard]) {
      expect(row.bodyEn).not.toMatch(/renew it/i);
      expect(row.bodyAr).not.toContain('جدّده');
      expect(row.bodyAr).toMatch(/في \d{2}-\d{2}-\d{4}\./);
    }
  });

  it('a car contract renewed only through the company, or for a customer barred from web issuing, says to contact the company', async () => {
    const [cases] = await db.select().from(users).where(eq(users.email, 'renewals@portal.test'));
    expect(await writeDueExpiryNotifications(db, cases!.id, new Date())).toBe(1); // the blacklist case, 20 days from expiry
    const [barred] = await db.select().from(users).where(eq(users.email, 'barred@portal.test'));
    expect(await writeDueExpiryNotifications(db, barred!.id, new Date(Date.now() + 5 * 86_400_000))).toBe(1); // its Accent, then at 20 days
    const notices = await db.select().from(notifications).where(and(inArray(notifications.userId, [cases!.id, barred!.id]), eq(notifications.kind, 'expiry')));
    expect(notices).toHaveLength(2);
    for (const n of notices) {
      expect(n.bodyEn).toContain('It can only be renewed through the company: contact us before then to stay covered.');
      expect(n.bodyAr).toContain('لا يُجدَّد هذا العقد إلا عن طريق الشركة');
    }
  });

  it('home and medical say what those lines offer', () => {
    const p = { contractNumber: 'P-X-1', expiry: '2026-12-31' };
    expect(expiryNoticeText({ ...p, line: 'home' }, 5, adviceFor('home', false)).bodyEn).toBe('Contract P-X-1 expires in 5 days, on 31-12-2026. Home cover is not renewed: buy a new one before then to stay covered.');
    expect(expiryNoticeText({ ...p, line: 'medical' }, 1, adviceFor('medical', false)).bodyEn).toContain('tomorrow, on 31-12-2026. Medical cover is not renewed online: send us a medical request');
    expect(adviceFor('motor', true)).toBe('renew');
    expect(adviceFor('motor', false)).toBe('company');
  });

  it('writes nothing for a user without contracts', async () => {
    const [other] = await db.select().from(users).where(eq(users.email, 'care@portal.test'));
    expect(await writeDueExpiryNotifications(db, other!.id, new Date())).toBe(0);
  });
});
