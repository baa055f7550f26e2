/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two servers' workers really claim side by side.
import { hostname } from 'node:os';
import { eq, inArray } from 'drizzle-orm';
import { log } from '@/lib/log';
import { openPostgres, type Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { queueEmail, queueSms } from '../outbox';
import { memoryDb } from '../../test-db';
import { claimDue } from './queue';
import type { EmailTransport, OutgoingEmail, OutgoingSms, SmsReceipt, SmsTransport } from './transport';
import { DeliveryWorker } from './worker';

let db: Db;
let other: Db;
let close: () => Promise<void>;
let closeOther = async () => {};
beforeAll(async () => {
  const opened = await memoryDb();
  ({ db, close } = opened);
  other = db;
  if (opened.url) ({ db: other, close: closeOther } = await openPostgres(opened.url, undefined, 4));
}, 90_000);
afterAll(async () => { await closeOther(); await close(); });
// Each test starts with an empty queue (the seed's messages are not this file's).
beforeEach(() => db.delete(outbox));

/** The fields of each line deliveryLog wrote at one level. */
const linesOf = (spy: jest.SpyInstance) => spy.mock.calls.map(([fields]) => fields as Record<string, unknown>);

/** Transports that keep what they were given; the protocols themselves are tested against real servers (smtp-, smpp-transport.test.ts). */
function memoryTransports() {
  const emails: OutgoingEmail[] = [];
  const texts: OutgoingSms[] = [];
  const listeners: ((r: SmsReceipt) => void)[] = [];
  let failure: (Error & { responseCode?: number }) | null = null;
  let ids = 0;
  const waiting = new Set<() => void>();
  const email: EmailTransport = {
    async send(mail) { if (failure) throw failure; emails.push(mail); return { providerId: `<outbox-${mail.id}@test>` }; },
    async close() {},
  };
  const sms: SmsTransport = {
    async send(text) {
      if (failure) throw failure;
      texts.push(text);
      for (const check of [...waiting]) check();
      return { providerIds: [`m${++ids}`] };
    },
    onReceipt(listener) { listeners.push(listener); },
    async close() {},
  };
  return {
    email, sms, emails, texts,
    fail(error: (Error & { responseCode?: number }) | null) { failure = error; },
    receipt(r: SmsReceipt) { for (const l of listeners) l(r); },
    /** Resolves once `count` texts were sent; fails after five seconds. */
    textsSent(count: number) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => { waiting.delete(check); reject(new Error(`${texts.length} of ${count} texts sent in 5 s`)); }, 5_000);
        const check = () => {
          if (texts.length < count) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
      });
    },
  };
}

// A second ahead of the rows just queued (their time is the database's clock).
const clock = (start = new Date(Date.now() + 1_000)) => {
  let t = start.getTime();
  return { now: () => new Date(t), pass: (ms: number) => { t += ms; } };
};
const stateOf = async (to: string) => (await db.select().from(outbox).where(eq(outbox.to, to)))[0]!;

describe('the outbox worker', () => {
  it('sends what is due by its channel, records it sent, and a delivery receipt marks the SMS delivered', async () => {
    const t = memoryTransports();
    await queueSms(db, { to: '0791110001', body: 'Your code is 1234', language: 'en' });
    await queueEmail(db, { to: 'a@example.com', subject: 'Hello', body: 'Body', language: 'ar' });
    // Its clock a second ahead: a row queued in this millisecond is due at a microsecond past it on PostgreSQL.
    const worker = new DeliveryWorker(db, { email: t.email, sms: t.sms, now: clock().now, settings: { pollMs: 60_000 } });
    expect(await worker.drain()).toBe(2);
    expect(t.texts).toMatchObject([{ to: '0791110001', body: 'Your code is 1234', language: 'en' }]);
    expect(t.emails).toMatchObject([{ to: 'a@example.com', subject: 'Hello', language: 'ar', attachments: [] }]);
    expect(await stateOf('a@example.com')).toMatchObject({ state: 'sent', attempts: 1, providerIds: [`<outbox-${t.emails[0]!.id}@test>`] });
    t.receipt({ providerId: 'm1', delivered: true, status: 'DELIVRD' });
    await worker.receiptsRecorded();
    expect(await stateOf('0791110001')).toMatchObject({ state: 'delivered' });
    expect(await worker.drain()).toBe(0);
  });

  it('retries a refused message after its backoff, once, and sends it when the server takes it again', async () => {
    const t = memoryTransports();
    const c = clock();
    const worker = new DeliveryWorker(db, { email: t.email, sms: t.sms, now: c.now });
    await queueEmail(db, { to: 'later@example.com', subject: 'Code', body: '1234', language: 'en' });
    t.fail(Object.assign(new Error('421 try later'), { responseCode: 421 }));
    const warns = jest.spyOn(log, 'warn').mockImplementation(() => {});
    await worker.drain();
    expect(await stateOf('later@example.com')).toMatchObject({ state: 'failed', attempts: 1, lastError: '421 try later' });
    c.pass(10_000);
    expect(await worker.drain()).toBe(0); // not before its time (30 s)
    c.pass(25_000);
    await worker.drain(); // refused again: now 60 s
    expect(await stateOf('later@example.com')).toMatchObject({ state: 'failed', attempts: 2 });
    t.fail(null);
    c.pass(61_000);
    await worker.drain();
    expect(t.emails).toHaveLength(1);
    expect(await stateOf('later@example.com')).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect(linesOf(warns).map((line) => line.event)).toEqual(['outbox.retry', 'outbox.retry']);
    warns.mockRestore();
  });

  it('marks a message dead at once on a permanent refusal, and after its last try otherwise, with a log line naming it', async () => {
    const t = memoryTransports();
    const c = clock();
    const worker = new DeliveryWorker(db, { email: t.email, sms: t.sms, now: c.now, settings: { maxAttempts: 3 } });
    const errors = jest.spyOn(log, 'error').mockImplementation(() => {});
    const warns = jest.spyOn(log, 'warn').mockImplementation(() => {});
    await queueEmail(db, { to: 'nobody@example.com', subject: 'x', body: 'y', language: 'en' });
    t.fail(Object.assign(new Error('550 no such mailbox'), { responseCode: 550 }));
    await worker.drain();
    const dead = await stateOf('nobody@example.com');
    expect(dead).toMatchObject({ state: 'dead', attempts: 1 });
    expect(linesOf(errors)[0]).toMatchObject({ event: 'outbox.dead', id: dead.id, channel: 'email' });

    await queueSms(db, { to: '0790000009', body: 'z', language: 'en' });
    t.fail(new Error('link down'));
    for (let i = 0; i < 5; i += 1) { await worker.drain(); c.pass(3_600_000); }
    expect(await stateOf('0790000009')).toMatchObject({ state: 'dead', attempts: 3, lastError: 'link down' });
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
    warns.mockRestore();
  });

  it('takes over a message whose server died mid-send once its lease ran out', async () => {
    const t = memoryTransports();
    const c = clock();
    await queueSms(db, { to: '0790000010', body: 'code 5555', language: 'en' });
    // Server A claims it and dies before sending.
    const [claimed] = await claimDue(db, { instance: 'a', channels: ['sms'], now: c.now(), leaseMs: 120_000, limit: 10 });
    expect(claimed).toMatchObject({ state: 'sending', claimedBy: 'a' });
    const b = new DeliveryWorker(other, { email: t.email, sms: t.sms, now: c.now, instance: 'b' });
    expect(await b.drain()).toBe(0);
    c.pass(121_000);
    expect(await b.drain()).toBe(1);
    expect(t.texts.map((m) => m.body)).toEqual(['code 5555']);
    expect(await stateOf('0790000010')).toMatchObject({ state: 'sent', claimedBy: 'b', attempts: 2 });
  });

  it('on start takes back at once what a killed process of this machine had claimed, and leaves the claims of a live one', async () => {
    const t = memoryTransports();
    await queueSms(db, { to: '0790000011', body: 'killed mid-send', language: 'en' });
    await queueSms(db, { to: '0790000012', body: 'a live server is sending', language: 'en' });
    const now = new Date(Date.now() + 1_000);
    // pid 2^22 + 1 is above Linux's largest: no such process. The parent of this process is alive.
    await claimDue(db, { instance: `${hostname()}:4194305`, channels: ['sms'], now, leaseMs: 120_000, limit: 1 });
    await claimDue(db, { instance: `${hostname()}:${process.ppid}`, channels: ['sms'], now, leaseMs: 120_000, limit: 1 });
    const worker = new DeliveryWorker(db, { email: t.email, sms: t.sms, now: clock().now, settings: { pollMs: 60_000 } });
    worker.start();
    await t.textsSent(1);
    await worker.stop();
    expect(t.texts.map((m) => m.body)).toEqual(['killed mid-send']);
    expect(await stateOf('0790000012')).toMatchObject({ state: 'sending', claimedBy: `${hostname()}:${process.ppid}` });
  });

  it('two servers working one queue of 200 messages send each exactly once', async () => {
    const t = memoryTransports();
    // Each send lets the other server's work run for a turn or three of the event loop, so the two interleave.
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const slow = { ...t.sms, send: async (m: OutgoingSms) => { for (let i = m.id % 3; i >= 0; i -= 1) await turn(); return t.sms.send(m); } };
    await db.insert(outbox).values(Array.from({ length: 200 }, (_, i) => ({ channel: 'sms' as const, to: `07900${String(i).padStart(5, '0')}`, body: `message ${i}` })));
    const a = new DeliveryWorker(db, { email: t.email, sms: slow, instance: 'a', now: clock().now, settings: { batch: 7 } });
    const b = new DeliveryWorker(other, { email: t.email, sms: slow, instance: 'b', now: clock().now, settings: { batch: 7 } });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    const bodies = t.texts.map((m) => m.body);
    expect(bodies).toHaveLength(200);
    expect(new Set(bodies).size).toBe(200);
    const rows = await db.select().from(outbox).where(inArray(outbox.state, ['sent']));
    expect(rows).toHaveLength(200);
    if (other !== db) expect(new Set(rows.map((r) => r.claimedBy))).toEqual(new Set(['a', 'b']));
  });
});
