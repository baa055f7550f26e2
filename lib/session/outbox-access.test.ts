/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET } from '@/app/api/dev/outbox/route';
import { SOCKET_ADDRESS_HEADER } from './client-address';
import { outboxAllowed, outboxSecret } from './outbox-access';

/** Issue 8, finding 5: the outbox is public. */
const dir = mkdtempSync(path.join(tmpdir(), 'outbox-test-'));
const MARK = Symbol.for('portal.socketAddressHeader');
beforeAll(() => {
  process.env.DATA_DIR = dir;
  (globalThis as Record<symbol, unknown>)[MARK] = true;
});
afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.API_BASE_URL;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const from = (socket: string, more: Record<string, string> = {}) => new Headers({ [SOCKET_ADDRESS_HEADER]: socket, ...more });

describe('finding 5: the outbox is not public', () => {
  it('answers 404 to a request from elsewhere without the secret, also one that claims to be local', async () => {
    for (const headers of [from('203.0.113.50'), from('203.0.113.50', { 'x-forwarded-for': '127.0.0.1' }), from('127.0.0.1', { 'x-forwarded-for': '203.0.113.50' })]) {
      const res = await GET(new Request('http://portal.example/api/dev/outbox', { headers }));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 'not_found', message: 'No such endpoint' });
    }
    const wrongKey = await GET(new Request('http://portal.example/api/dev/outbox?key=guess', { headers: from('203.0.113.50') }));
    expect(wrongKey.status).toBe(404);
  });

  it('shows it to this machine, and elsewhere only with the secret generated into the data folder', () => {
    expect(outboxAllowed(from('127.0.0.1'), null)).toBe(true);
    const secret = outboxSecret();
    expect(readFileSync(path.join(dir, 'outbox-secret'), 'utf8').trim()).toBe(secret);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(outboxAllowed(from('203.0.113.50'), secret)).toBe(true);
    expect(outboxAllowed(from('203.0.113.50', { 'x-outbox-key': secret }), null)).toBe(true);
    expect(outboxAllowed(from('203.0.113.50'), `${secret}x`)).toBe(false);
  });

  it('does not exist at all with a message provider or the company API, secret or not', () => {
    process.env.SMTP_URL = 'smtp://mail.example:587';
    expect(outboxAllowed(from('127.0.0.1'), outboxSecret())).toBe(false);
    delete process.env.SMTP_URL;
    process.env.API_BASE_URL = 'https://api.example';
    expect(outboxAllowed(from('127.0.0.1'), outboxSecret())).toBe(false);
  });
});
