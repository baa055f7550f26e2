/** @jest-environment node */
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { memoryDb } from '../../test-db';
import { alarmIfCrossed, codeAlarm, sendLimits, sendUnderPressure } from './send-limits';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await memoryDb()), 60_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const now = new Date();
const spent = (key: string, count: number) => db.insert(rateLimits).values({ key, count, windowStart: now, expiresAt: new Date(now.getTime() + 3_600_000) });

describe('the code budgets', () => {
  it('count a code on its device, address, network, number and account; a reset on neither number nor account', () => {
    const keys = (args: Parameters<typeof sendLimits>[0]) => sendLimits(args).map(([key, limit]) => `${key} ${limit.max}`);
    expect(keys({ mobile: '+962790000001', userId: 7, purpose: 'signin', deviceId: 'd1', address: '203.0.113.9', now })).toEqual([
      'otp:address:203.0.113.9 30', 'otp:network:203.0.113.0/24 60', 'otp:device:d1 3', 'otp:number:+962790000001 3', 'otp:account:7 6',
    ]);
    expect(keys({ mobile: '+962790000001', userId: 7, purpose: 'reset', deviceId: 'd1', address: '2001:db8:5:6::9', now })).toEqual([
      'otp:address:2001:db8:5:6::9 30', 'otp:network:2001:db8:5:6::/64 60', 'otp:device:d1 3',
    ]);
    // The owner's own browser: strangers' addresses and networks are not its budget.
    expect(keys({ mobile: '+962790000001', userId: 7, purpose: 'signin', deviceId: 'd1', knownDevice: true, address: '203.0.113.9', now })).toEqual([
      'otp:device:d1 3', 'otp:number:+962790000001 3', 'otp:account:7 6',
    ]);
  });

  it('are under pressure at half of any budget, or past the portal\'s alarm figure', async () => {
    const args = { mobile: '+962790000001', userId: 7, purpose: 'verify' as const, address: '203.0.113.9', now };
    expect(await sendUnderPressure(db, args)).toBe(false);
    await spent('otp:network:203.0.113.0/24', 29);
    expect(await sendUnderPressure(db, args)).toBe(false);
    await db.delete(rateLimits);
    await spent('otp:network:203.0.113.0/24', 30);
    expect(await sendUnderPressure(db, args)).toBe(true);
    await db.delete(rateLimits);
    await spent('otp:all', 499);
    expect(await sendUnderPressure(db, args)).toBe(false);
    await db.delete(rateLimits);
    await spent('otp:all', 500);
    expect(await sendUnderPressure(db, args)).toBe(true);
  });

  it('report the portal\'s figure for /readyz, and log the alarm once, as the figure passes it', async () => {
    await spent('otp:all', 501);
    expect(await codeAlarm(db, now)).toEqual({ codes_last_hour: 501, codes_alarm: true });
    const { log } = await import('@/lib/log');
    const error = jest.spyOn(log, 'error').mockImplementation(() => undefined);
    alarmIfCrossed(500);
    alarmIfCrossed(501);
    alarmIfCrossed(502);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatchObject({ alarm: 'otp_codes', codes: 501 });
    error.mockRestore();
  });
});

describe('a code to a number that cannot receive texts', () => {
  it('is refused before anything is counted or written', async () => {
    const { issueCode } = await import('./issue');
    const refused = await issueCode(db, { mobile: '+96264612345', userId: 1, purpose: 'verify', address: '203.0.113.9', now, lang: 'en' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400, code: 'mobile_needed' });
    expect(await db.select().from(rateLimits)).toHaveLength(0);
  });
});
