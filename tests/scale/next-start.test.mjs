/**
 * The portal started as Next.js starts it (`next start`, no portal-server.mjs and no nginx): every
 * response still carries the security headers (next.config.mjs), and the pages that show customer
 * data keep the middleware's nonce policy. Runs with the other server tests, after the build.
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

describe('next start alone', () => {
  let child;
  let log = '';
  before(async () => {
    child = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
      cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'next-start-')), DATABASE_URL: '' },
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
      assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'self'/, url);
      assert.match(res.headers.get('permissions-policy') ?? '', /geolocation=\(self\)/, url);
    }
  });

  test('a page with one customer\'s data keeps its nonce policy, and only that one', async () => {
    const res = await fetch(`${BASE}/en/cheques/100002/0790000001`);
    assert.equal(res.status, 200);
    const policy = res.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'nonce-[^']+' 'strict-dynamic'/);
    assert.doesNotMatch(policy, /'unsafe-inline'.*script|script-src 'self' 'unsafe-inline'/);
  });
});
