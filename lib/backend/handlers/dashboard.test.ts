/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { endpoints } from '@/lib/api/endpoints';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { writeDueExpiryNotifications } from '../contracts/notices/expiry';
import type { SessionMemo } from '../router';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};
const { call, get, signIn } = backendClient(() => db);

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  await writeDueExpiryNotifications(db, null, new Date()); // what the schedule has written
  for (const who of ['demo', 'new', 'care']) tokens[who] = await signIn(`${who}@portal.test`);
  await db.update(users).set({ isVerified: true }).where(eq(users.email, 'new@portal.test'));
}, 60_000);
afterAll(() => close());

describe('GET /user/getCustomerSummary (the dashboard in one call)', () => {
  it('answers what the four calls it stands for answer, in the request\'s language', async () => {
    for (const lang of ['en', 'ar']) {
      const summary = await get('/user/getCustomerSummary', tokens.demo, lang);
      expect(summary.status).toBe(200);
      expect(endpoints.getCustomerSummary.response.safeParse(summary.body).success).toBe(true);
      const [user, notes, policies, statistics] = await Promise.all(
        ['/user/current', '/notifications/getUserNotifications', '/user/polices', '/user/getCustomerStatistics'].map((path) => get(path, tokens.demo, lang)),
      );
      expect(summary.body).toEqual({ user: user!.body.user, notifications: notes!.body, policies: policies!.body.policies, statistics: statistics!.body });
    }
  });

  it('holds the demo customer\'s contracts, figures and unread notices', async () => {
    const { body } = await get('/user/getCustomerSummary', tokens.demo);
    expect(body.user.email).toBe('demo@portal.test');
    expect(body.policies).toHaveLength(12);
    expect(body.statistics).toMatchObject({ active: 11, expiring_soon: 3, appointments: 1 });
    expect(body.notifications.new_notification).toBe(true);
    expect(body.notifications.notifications.filter((n: { kind: string }) => n.kind === 'expiry')).toHaveLength(3);
  });

  it('has every line at zero and no notices for a customer with nothing', async () => {
    const { status, body } = await get('/user/getCustomerSummary', tokens.new);
    expect(status).toBe(200);
    expect(body).toMatchObject({ policies: [], notifications: { notifications: [], new_notification: false }, statistics: { active: 0, appointments: 0 } });
    expect(Object.values(body.statistics.per_line)).toEqual([0, 0, 0, 0, 0]);
  });

  it('is a read: it writes no notification and marks none read', async () => {
    const before = await db.select().from(notifications);
    await get('/user/getCustomerSummary', tokens.demo);
    expect(await db.select().from(notifications)).toEqual(before);
  });

  it('looks the session up once for a render\'s calls', async () => {
    const sessions: SessionMemo = new Map();
    const answers = await Promise.all([
      call('GET', '/user/getCustomerSummary', { token: tokens.demo, sessions }),
      call('GET', '/booking/getCustomerAppointment/', { token: tokens.demo, sessions }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(sessions.size).toBe(1);
  });

  it('is refused without a signed-in customer: 401 with no session, 403 to customer care', async () => {
    expect((await get('/user/getCustomerSummary', null)).status).toBe(401);
    expect((await get('/user/getCustomerSummary', 'not-a-token')).body.code).toBe('invalid_session_id');
    expect(await get('/user/getCustomerSummary', tokens.care)).toMatchObject({ status: 403, body: { code: 'forbidden_role' } });
  });
});
