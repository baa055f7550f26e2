/** @jest-environment node */
import { endpointAccess } from '@/lib/api/access';
import { endpoints, type EndpointName } from '@/lib/api/endpoints';
import type { Db } from '../../db/client';
import { handlers } from '../../handlers';
import { backendClient } from '../../test-client';
import { memoryDb } from '../../test-db';

/** Issue 8, finding 13: the backend enforces the account-state gating of spec §4 on every endpoint. */
let db: Db;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

const { call, signIn } = backendClient(() => db);

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  for (const who of ['demo', 'new', 'review', 'rejected', 'blocked', 'care']) tokens[who] = await signIn(`${who}@portal.test`);
}, 60_000);
afterAll(() => close());

const concrete = (path: string) => path.replace(/\{\w+\}/g, '1');
// Every endpoint: the embedded backend serves them all (handlers/index.ts; tsc refuses a missing one).
const names = (Object.keys(handlers) as EndpointName[]).sort();
const of = (access: string) => names.filter((n) => endpointAccess(n) === access);

describe('finding 13: the backend gates account states like the pages do', () => {
  it.each(['rejected', 'blocked', 'review'])('a %s user gets 403 on every customer, booking, staff and code endpoint', async (who) => {
    for (const name of [...of('customer'), ...of('booking'), ...of('staff'), ...of('verification')]) {
      const ep = endpoints[name];
      const { status, body } = await call(ep.method, concrete(ep.path), { token: tokens[who] });
      expect([name, status]).toEqual([name, 403]);
      expect(typeof body.code).toBe('string');
    }
  });

  it('a user held on validate-otp reaches only what that screen needs', async () => {
    for (const name of [...of('customer'), ...of('booking'), ...of('staff')]) {
      const ep = endpoints[name];
      expect([name, (await call(ep.method, concrete(ep.path), { token: tokens.new })).status]).toEqual([name, 403]);
    }
    expect((await call('GET', '/user/current', { token: tokens.new })).status).toBe(200);
    expect((await call('POST', '/otp/verify', { token: tokens.new, body: { code: '0000' } })).status).toBe(400);
  });

  it('customer care reaches the staff and booking endpoints, not the customer ones', async () => {
    expect((await call('GET', '/booking/getAllAppointments', { token: tokens.care })).status).not.toBe(403);
    expect((await call('GET', '/user/getPolicyBySegmentCode?segmentcode=MOT', { token: tokens.care })).status).toBe(200);
    for (const name of of('customer')) {
      const ep = endpoints[name];
      expect([name, (await call(ep.method, concrete(ep.path), { token: tokens.care })).status]).toEqual([name, 403]);
    }
  });

  it('a customer who may use the portal reaches the customer endpoints, not the staff ones or the code ones', async () => {
    expect((await call('GET', '/user/polices', { token: tokens.demo })).status).toBe(200);
    expect((await call('GET', '/user/getCustomerStatistics', { token: tokens.demo })).status).toBe(200);
    for (const name of [...of('staff'), ...of('verification')]) {
      const ep = endpoints[name];
      expect([name, (await call(ep.method, concrete(ep.path), { token: tokens.demo })).status]).toEqual([name, 403]);
    }
  });

  it('everyone reaches the public and the common endpoints', async () => {
    for (const who of Object.keys(tokens)) {
      expect((await call('GET', '/user/current', { token: tokens[who] })).status).toBe(200);
      expect((await call('GET', '/offers', { token: tokens[who] })).status).toBe(200);
    }
  });
});
