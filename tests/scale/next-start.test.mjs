/**
 * The portal started as Next.js starts it (`next start`, no portal-server.mjs and no nginx): every
 * response still carries the security headers (next.config.mjs), the pages that show customer data
 * keep the middleware's nonce policy, and behind a trusted proxy (TRUSTED_PROXY_HOPS=1, as the
 * requests here say they passed one) each client's limits are its own. In production, without a
 * proxy it refuses to start. Runs with the other server tests, after the build.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.NEXT_START_TEST_PORT ?? 3266);
const BASE = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const dataDir = () => mkdtempSync(path.join(tmpdir(), 'next-start-'));
/** The static policy next.config.mjs sends (lib/http/csp.mjs), written out: no nonce, nothing may frame a page. */
const STATIC_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; "
  + "font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

describe('next start alone', () => {
  let child;
  let log = '';
  before(async () => {
    child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
      cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir(), DATABASE_URL: '', TRUSTED_PROXY_HOPS: '1' },
    });
    child.stdout.on('data', (c) => { log += c; });
    child.stderr.on('data', (c) => { log += c; });
    for (const deadline = Date.now() + 90_000; ; await sleep(300)) {
      if (child.exitCode !== null) throw new Error(`next start exited:\n${log}`);
      try { if ((await fetch(`${BASE}/readyz`, { signal: AbortSignal.timeout(2000) })).ok) break; } catch { /* not yet */ }
      if (Date.now() > deadline) throw new Error(`next start not ready:\n${log}`);
    }
  });
  after(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } });

  test('every kind of response carries the security headers', async () => {
    const html = await (await fetch(`${BASE}/en`)).text();
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    assert.ok(asset);
    for (const url of ['/', '/en', '/ar/cheques', '/en/signin-signup', asset, '/favicon.ico', '/api/offers', '/api/user/current', '/healthz', '/en/no-such-page', '/no-such-file.txt']) {
      const res = await fetch(`${BASE}${url}`, { redirect: 'manual' });
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', url);
      assert.equal(res.headers.get('x-frame-options'), 'DENY', url);
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', url);
      assert.equal(res.headers.get('content-security-policy'), STATIC_POLICY, url);
      assert.equal(res.headers.get('permissions-policy'), 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()', url);
    }
  });

  test('a page with one customer\'s data keeps its nonce policy, and only that one', async () => {
    const res = await fetch(`${BASE}/en/cheques/100002/0790000001`);
    assert.equal(res.status, 200);
    const policy = res.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'nonce-[^']+' 'strict-dynamic'/);
    assert.doesNotMatch(policy, /'unsafe-inline'.*script|script-src 'self' 'unsafe-inline'/);
  });

  test('HSTS goes only on what the proxy says reached it over https', async () => {
    assert.equal((await fetch(`${BASE}/en`)).headers.get('strict-transport-security'), null);
    const https = await fetch(`${BASE}/en`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(https.headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains');
  });

  test('behind the proxy, each client address has its own limit, and an entry the client prepends changes nothing', async () => {
    const forget = (forwardedFor, i) => fetch(`${BASE}/api/user/forget-password`, {
      method: 'POST',
      headers: { origin: BASE, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: `nobody-${i}-${Date.now()}@portal.test` }),
    });
    // 20 requests an hour from one address (PASSWORD_RESET_LIMITS.requestsPerAddress), each for another
    // login: past half of them the address is asked for a proof of work, whatever entry the client prepends.
    for (let i = 0; i < 10; i += 1) assert.equal((await forget(`10.9.${i}.1, 198.51.100.20`, i)).status, 200);
    assert.equal((await forget('10.0.0.1, 198.51.100.20', 10)).status, 428);
    assert.equal((await forget('198.51.100.20, 198.51.100.21', 11)).status, 200);
  });
});

test('in production, next start with no proxy trusted refuses to start and says why', async () => {
  const run = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(PORT + 1), '-H', '127.0.0.1'], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir(), PORTAL_ENV: 'production', TRUSTED_PROXY_HOPS: '0' },
  });
  let out = '';
  run.stdout.on('data', (c) => { out += c; });
  run.stderr.on('data', (c) => { out += c; });
  const code = await new Promise((resolve) => {
    const timer = setTimeout(() => { run.kill('SIGKILL'); resolve('still running'); }, 60_000);
    run.on('exit', (c) => { clearTimeout(timer); resolve(c); });
  });
  assert.equal(code, 1, out);
  assert.match(out, /TRUSTED_PROXY_HOPS is 0 and the portal was not started with npm start/);
});
