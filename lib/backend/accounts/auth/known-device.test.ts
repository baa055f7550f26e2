/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownDevices } from '../../db/schema';
import { freshCustomer } from '../../test-customer';
import { memoryDb } from '../../test-db';
import { isKnownDevice, knownDeviceAccount, purgeKnownDevices, rememberDevice } from './known-device';
import { sha256 } from './tokens';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await memoryDb()), 60_000);
afterAll(() => close());

const now = new Date('2026-12-07T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('a known device', () => {
  it('is remembered after a sign-in with a new token, stored only hashed, and known for that account only', async () => {
    const { user } = await freshCustomer(db);
    const { user: other } = await freshCustomer(db);
    const token = await rememberDevice(db, user.id, null, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(row?.tokenHash).toBe(sha256(token!));
    expect(await isKnownDevice(db, user.id, token, now)).toBe(true);
    expect(await isKnownDevice(db, other.id, token, now)).toBe(false);
    expect(await knownDeviceAccount(db, user.email, token, now)).toBe(user.id);
    expect(await knownDeviceAccount(db, other.email, token, now)).toBeNull();
  });

  it('keeps its token when known, is known for a second account with the same token, and forgets the least used past five', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => freshCustomer(db)));
    const token = await rememberDevice(db, accounts[0]!.user.id, null, now);
    for (let i = 1; i < 6; i += 1) expect(await rememberDevice(db, accounts[i]!.user.id, token, later(i))).toBeNull();
    const known = await Promise.all(accounts.map(({ user }) => isKnownDevice(db, user.id, token, later(7))));
    expect(known).toEqual([false, true, true, true, true, true]);
  });

  it('is no token at all when the cookie is of another shape, or a year old', async () => {
    const { user } = await freshCustomer(db);
    const token = await rememberDevice(db, user.id, 'made-up', now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const wrong of [null, '', 'x'.repeat(43), `${token}x`]) expect(await isKnownDevice(db, user.id, wrong, now)).toBe(false);
    expect(await isKnownDevice(db, user.id, token, later(364))).toBe(true);
    expect(await isKnownDevice(db, user.id, token, later(366))).toBe(false);
    await purgeKnownDevices(db, later(366));
    expect(await db.select().from(knownDevices).where(eq(knownDevices.userId, user.id))).toHaveLength(0);
  });
});
