/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { HandlerContext } from '../context';
import type { Db } from '../db/client';
import { pushTokens } from '../db/schema';
import { HttpError } from '../http';
import { writeDueExpiryNotifications } from '../contracts/notices/expiry';
import { contextFor } from '../test-context';
import { memoryDb } from '../test-db';
import { notificationHandlers } from './notifications';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await memoryDb()), 30_000);
afterAll(() => close());

const h = notificationHandlers;
const as = (ctx: HandlerContext) => ctx as never;

describe('notifications', () => {
  it('answers 401 with nobody signed in', async () => {
    await expect(h.getNotifications(as(await contextFor(db, null)))).rejects.toMatchObject({ status: 401 });
    await expect(h.readNotifications(as(await contextFor(db, null)))).rejects.toBeInstanceOf(HttpError);
  });

  it('only reads: the due expiry notices are the schedule’s to write', async () => {
    const before = await h.getNotifications(as(await contextFor(db, 'demo@portal.test')));
    expect(before.notifications.filter((n) => n.kind === 'expiry')).toEqual([]);
    expect(await h.getNotifications(as(await contextFor(db, 'demo@portal.test')))).toEqual(before);
    // The reminder schedule (and the backend as it opens) writes them for every customer.
    expect(await writeDueExpiryNotifications(db, null, new Date())).toBeGreaterThanOrEqual(3);
  });

  it('lists the demo customer’s notifications newest first, with the due expiry notices, in English and Arabic', async () => {
    const en = await h.getNotifications(as(await contextFor(db, 'demo@portal.test')));
    // 4 seeded + 3 contracts inside the 20-day window (10, 15 and 18 days).
    expect(en.notifications).toHaveLength(7);
    expect(en.new_notification).toBe(true);
    const times = en.notifications.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const expiry = en.notifications.filter((n) => n.kind === 'expiry');
    expect(expiry.map((n) => n.title).sort()).toEqual([
      'Your Personal Guard contract expires in 18 days', 'Your car contract expires in 10 days', 'Your travel contract expires in 15 days',
    ]);
    expect(expiry.find((n) => n.title.includes('car'))?.body).toMatch(/^Contract P-MOT-\d{4}-000101 expires in 10 days, on \d{2}-\d{2}-\d{4}\. Renew it in time to stay covered\.$/);
    expect(en.notifications.filter((n) => !n.read)).toHaveLength(5);

    // Each expiry notice leads somewhere: the car (in its renewal window) to its renewal, the others to their contract's page.
    const target = (line: string) => expiry.find((n) => n.title.includes(line))?.target;
    expect(target('car')).toEqual({ kind: 'renewal', line: 'motor', policy_id: expect.any(Number) });
    expect(target('travel')).toEqual({ kind: 'contract', line: 'travel', policy_id: expect.any(Number) });
    expect(target('Personal Guard')).toMatchObject({ kind: 'contract', line: 'personal-accident' });
    expect(en.notifications.filter((n) => n.kind !== 'expiry').every((n) => n.target === null)).toBe(true);

    const ar = await h.getNotifications(as(await contextFor(db, 'demo@portal.test', { lang: 'ar' })));
    expect(ar.notifications.map((n) => n.id)).toEqual(en.notifications.map((n) => n.id));
    expect(ar.notifications.find((n) => n.kind === 'expiry' && n.body.includes('000101'))?.title).toBe('ينتهي عقد السيارة خلال 10 أيام');
    expect(ar.notifications.some((n) => n.title === 'تم تأكيد الموعد')).toBe(true);
  });

  it('marks all of them read, and only the user’s own', async () => {
    const fresh = await h.getNotifications(as(await contextFor(db, 'new@portal.test')));
    expect(fresh.notifications).toEqual([]);
    expect(fresh.new_notification).toBe(false);

    expect(await h.readNotifications(as(await contextFor(db, 'demo@portal.test')))).toEqual({ ok: true });
    const after = await h.getNotifications(as(await contextFor(db, 'demo@portal.test')));
    expect(after.new_notification).toBe(false);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    expect(after.notifications).toHaveLength(7);
  });

  it('stores a push token once however often it is sent', async () => {
    const ctx = await contextFor(db, 'demo@portal.test', { body: { token: 'web-push-token-1', platform: 'web' } as never });
    expect(await h.registerPushToken(as(ctx))).toEqual({ ok: true });
    expect(await h.registerPushToken(as(ctx))).toEqual({ ok: true });
    const rows = await db.select().from(pushTokens).where(eq(pushTokens.userId, ctx.user!.id));
    expect(rows.map((r) => r.token)).toEqual(['web-push-token-1']);
    await expect(h.registerPushToken(as({ ...ctx, user: null }))).rejects.toMatchObject({ status: 401 });
  });
});
