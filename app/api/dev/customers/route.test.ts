/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SOCKET_ADDRESS_HEADER } from '@/lib/session/client-address';
import { POST } from './route';

// Only the guard: making the customer is seeds/customers.test.ts's.
const dir = mkdtempSync(path.join(tmpdir(), 'seed-customer-test-'));
const MARK = Symbol.for('portal.socketAddressHeader');
beforeAll(() => {
  process.env.DATA_DIR = dir;
  (globalThis as Record<symbol, unknown>)[MARK] = true;
});
afterEach(() => {
  delete process.env.PORTAL_ENV;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const send = (socket: string, body: unknown, more: Record<string, string> = {}) => POST(new Request('http://localhost:3000/api/dev/customers', {
  method: 'POST', body: JSON.stringify(body), headers: { [SOCKET_ADDRESS_HEADER]: socket, host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', ...more },
}));

it('is not there for a request from elsewhere, nor in production mode', async () => {
  expect((await send('203.0.113.50', { template: 'demo' })).status).toBe(404);
  process.env.PORTAL_ENV = 'production';
  expect((await send('127.0.0.1', { template: 'demo' })).status).toBe(404);
});

it('refuses another site\'s page and an unknown template before making anything', async () => {
  expect((await send('127.0.0.1', { template: 'demo' }, { origin: 'https://evil.example' })).status).toBe(403);
  const unknown = await send('127.0.0.1', { template: 'admin' });
  expect(unknown.status).toBe(422);
  expect(await unknown.json()).toEqual({ code: 'validation', message: expect.stringContaining('demo, new, review') });
});

it('reads its body under the JSON limit, answering what is not JSON as the BFF does', async () => {
  const raw = (body: string, type: string) => POST(new Request('http://localhost:3000/api/dev/customers', {
    method: 'POST', body, headers: { [SOCKET_ADDRESS_HEADER]: '127.0.0.1', host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': type },
  }));
  const form = await raw('template=demo', 'application/x-www-form-urlencoded');
  expect([form.status, (await form.json()).code]).toEqual([415, 'unsupported_media_type']);
  const broken = await raw('{"template": ', 'application/json');
  expect([broken.status, (await broken.json()).code]).toEqual([400, 'invalid_json']);
  const large = await raw(JSON.stringify({ template: 'demo', padding: 'x'.repeat(70 * 1024) }), 'application/json');
  expect([large.status, (await large.json()).code]).toEqual([413, 'payload_too_large']);
});
