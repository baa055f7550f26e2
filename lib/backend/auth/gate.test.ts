/** @jest-environment node */
import { endpointAccess } from '@/lib/api/access';
import { endpoints, type EndpointName } from '@/lib/api/endpoints';
import type { Db } from '../db/client';
import { handlers } from '../handlers';
import { route } from '../router';
import { memoryDb } from '../test-db';

/** Issue 8, finding 13: the backend enforces the account-state gating of spec §4 on every endpoint. */
let db: Db;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await route(db, new Request(`http://backend${path}`, {
    method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body),
  }));
  return { status: res.status, json: await res.json() };
}

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  for (const who of ['demo', 'new', 'review', 'rejected', 'blocked', 'care']) {
    const session = (await call('POST', '/session', '', { device_id: crypto.randomUUID() })).json.auth_token as string;
    const res = await call('POST', '/user/login', session, { login: `${who}@portal.test`, password: 'Demo1234' });
    expect(res.status).toBe(200);
    tokens[who] = res.json.auth_token;
  }
}, 60_000);
afterAll(() => close());

const concrete = (path: string) => path.replace(/\{\w+\}/g, '1');
// The served ones: the others answer 501 to everyone until their issue lands (and are gated then).
const names = (Object.keys(handlers) as EndpointName[]).sort();
const of = (access: string) => names.filter((n) => endpointAccess(n) === access);

describe('finding 13: the backend gates account states like the pages do', () => {
  it.each(['rejected', 'blocked', 'review'])('a %s user gets 403 on every customer, booking, staff and code endpoint', async (who) => {
    for (const name of [...of('customer'), ...of('booking'), ...of('staff'), ...of('verification')]) {
      const ep = endpoints[name];
      const { status, json } = await call(ep.method, concrete(ep.path), tokens[who]!);
      expect([name, status]).toEqual([name, 403]);
      expect(typeof json.code).toBe('string');
    }
  });

  it('a user held on validate-otp reaches only what that screen needs', async () => {
    for (const name of [...of('customer'), ...of('booking'), ...of('staff')]) {
      const ep = endpoints[name];
      expect([name, (await call(ep.method, concrete(ep.path), tokens.new!)).status]).toEqual([name, 403]);
    }
    expect((await call('GET', '/user/current', tokens.new!)).status).toBe(200);
    expect((await call('POST', '/otp/verify', tokens.new!, { code: '0000' })).status).toBe(400);
  });

  it('customer care reaches the staff and booking endpoints, not the customer ones', async () => {
    expect((await call('GET', '/booking/getAllAppointments', tokens.care!)).status).not.toBe(403);
    expect((await call('GET', '/user/getPolicyBySegmentCode?segmentcode=MOT', tokens.care!)).status).toBe(200);
    for (const name of of('customer')) {
      const ep = endpoints[name];
      expect([name, (await call(ep.method, concrete(ep.path), tokens.care!)).status]).toEqual([name, 403]);
    }
  });

  it('a customer who may use the portal reaches the customer endpoints, not the staff ones or the code ones', async () => {
    expect((await call('GET', '/user/polices', tokens.demo!)).status).toBe(200);
    expect((await call('GET', '/user/getCustomerStatistics', tokens.demo!)).status).toBe(200);
    for (const name of [...of('staff'), ...of('verification')]) {
      const ep = endpoints[name];
      expect([name, (await call(ep.method, concrete(ep.path), tokens.demo!)).status]).toEqual([name, 403]);
    }
  });

  it('everyone reaches the public and the common endpoints', async () => {
    for (const who of Object.keys(tokens)) {
      expect((await call('GET', '/user/current', tokens[who]!)).status).toBe(200);
      expect((await call('GET', '/offers', tokens[who]!)).status).toBe(200);
    }
  });
});
