/**
 * Production mode (PORTAL_ENV=production) as a server starts it, after `npx next build`: run with the
 * two-server test (scripts/test-all.mjs, `node --import tsx --test tests/scale/`), which gives it
 * TEST_DATABASE_URL for the backend service it starts.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_URL = process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.PRODUCTION_TEST_PORT ?? 3196);
const API_PORT = PORT + 1;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const children = [];

function start(args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env } });
  const proc = { child, log: '' };
  child.stdout.on('data', (c) => { proc.log += c; });
  child.stderr.on('data', (c) => { proc.log += c; });
  children.push(proc);
  return proc;
}
/** `npm run migrate` with the settings the servers get: the release step before they start. */
function migrate(env) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/migrate.ts')], {
    cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
}
/** `text` as it stands inside the server's JSON log line (lib/log.ts): the settings' problems span lines (z.prettifyError). */
const logged = (text) => JSON.stringify(text).slice(1, -1);
const exited = (proc, ms) => Promise.race([new Promise((resolve) => proc.child.once('exit', (code) => resolve(code))), sleep(ms).then(() => 'still running')]);

async function ready(url, proc) {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(300)) {
    if (proc.child.exitCode !== null) throw new Error(`exited:\n${proc.log}`);
    try { if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return; } catch { /* not yet */ }
  }
  throw new Error(`${url} not ready:\n${proc.log}`);
}

/** Kills every server started here (each its whole process group) and answers once each has exited. */
function killAll() {
  return Promise.all(children.map(({ child }) => {
    if (child.exitCode !== null || child.signalCode !== null) return null;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    try { process.kill(-child.pid, 'SIGKILL'); } catch { return null; }
    return gone;
  }));
}

after(killAll);

describe('production mode', () => {
  test('started with settings missing, the server exits non-zero and names each of them', async () => {
    const server = start([path.join(ROOT, 'server.mjs'), '-p', String(PORT), '-H', '127.0.0.1'], { PORTAL_ENV: 'production', DATA_DIR: '.data/production-bare' });
    assert.equal(await exited(server, 60_000), 1, server.log);
    for (const named of ['→ at PUBLIC_ORIGIN', '✖ is not set\n  → at SESSION_SECRET', '✖ is not set\n  → at DATABASE_URL', 'SMTP_URL, MAIL_FROM, SMPP_URL and SMS_SENDER', 'CHECKOUT_SECRET_KEY', 'MAP_TILES_URL is not set']) {
      assert.ok(server.log.includes(logged(named)), `not named: ${named}\n${server.log}`);
    }
  });

  test('with real message providers and no PUBLIC_ORIGIN, the portal and `npm run api` refuse to start and name it, in demo mode too', async () => {
    // No message could be written (each carries links to the portal): the start says so, not the worker's log later.
    const providers = {
      SMTP_URL: 'smtp://portal:secret@127.0.0.1:1', MAIL_FROM: 'Sanad Insurance <no-reply@sanad.example>', SMPP_URL: 'smpp://portal:secret@127.0.0.1:1', SMS_SENDER: 'Sanad',
    };
    const api = start(['--import', 'tsx', path.join(ROOT, 'scripts/api.ts')], { ...providers, API_PORT: String(API_PORT), DATA_DIR: '.data/production-no-origin-api' });
    const portal = start([path.join(ROOT, 'server.mjs'), '-p', String(PORT), '-H', '127.0.0.1'], {
      ...providers, SESSION_SECRET: 'production-test-session-secret-0123456789', DATA_DIR: '.data/production-no-origin-portal',
    });
    // Both watched from now: an exit that came while the other was awaited would be missed.
    const codes = await Promise.all([exited(api, 60_000), exited(portal, 60_000)]);
    for (const [i, proc] of [api, portal].entries()) {
      assert.equal(codes[i], 1, proc.log);
      assert.ok(proc.log.includes(logged('✖ is not set\n  → at PUBLIC_ORIGIN')), proc.log);
    }
  });

  test('with the test payment page\'s PAYMENT_URL stand-in it refuses to start', async () => {
    const server = start([path.join(ROOT, 'server.mjs'), '-p', String(PORT), '-H', '127.0.0.1'], {
      PORTAL_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example.jo', SESSION_SECRET: 'production-test-session-secret-0123456789',
      DATABASE_URL: 'postgres://nowhere/portal', PAYMENT_URL: 'https://pay.example/checkout', DATA_DIR: '.data/production-pay',
    });
    assert.equal(await exited(server, 60_000), 1, server.log);
    assert.match(server.log, /PAYMENT_URL is an unsigned redirect/);
  });

  test('the backend service in production: without https to the gateway it refuses to start; with the README\'s settings it serves', { skip: SERVER_URL ? false : 'TEST_DATABASE_URL is not set' }, async () => {
    const name = `portal_production_api_${Date.now()}`;
    const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    try {
      const url = new URL(SERVER_URL);
      url.pathname = `/${name}`;
      const live = {
        PORTAL_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example.jo', SESSION_SECRET: 'production-test-session-secret-0123456789',
        DATABASE_URL: url.href, API_PORT: String(API_PORT), API_CLIENT_KEY: 'production-test-portal-key', DATA_DIR: '.data/production-api-live',
        SMTP_URL: 'smtp://portal:secret@127.0.0.1:1', MAIL_FROM: 'Sanad Insurance <no-reply@sanad.example>', SMPP_URL: 'smpp://portal:secret@127.0.0.1:1', SMS_SENDER: 'Sanad',
        CHECKOUT_SECRET_KEY: 'sk_test_production_start', CHECKOUT_PROCESSING_CHANNEL_ID: `pc_${'p'.repeat(26)}`, CHECKOUT_WEBHOOK_SECRET: 'whsec_production_start_key',
      };
      // A gateway double over plain http is a test's: production refuses it.
      const testGateway = start(['--import', 'tsx', path.join(ROOT, 'scripts/api.ts')], { ...live, CHECKOUT_BASE_URL: 'http://127.0.0.1:4100' });
      assert.equal(await exited(testGateway, 60_000), 1, testGateway.log);
      assert.ok(testGateway.log.includes(logged('✖ must be https in production\n  → at CHECKOUT_BASE_URL')), testGateway.log);
      const noGateway = start(['--import', 'tsx', path.join(ROOT, 'scripts/api.ts')], { ...live, CHECKOUT_SECRET_KEY: '', CHECKOUT_PROCESSING_CHANNEL_ID: '', CHECKOUT_WEBHOOK_SECRET: '' });
      assert.equal(await exited(noGateway, 60_000), 1, noGateway.log);
      assert.match(noGateway.log, /CHECKOUT_SECRET_KEY, CHECKOUT_PROCESSING_CHANNEL_ID and CHECKOUT_WEBHOOK_SECRET are not set/);

      migrate({ ...live, CHECKOUT_BASE_URL: 'https://abcdefgh.api.sandbox.checkout.com' });
      const api = start(['--import', 'tsx', path.join(ROOT, 'scripts/api.ts')], { ...live, CHECKOUT_BASE_URL: 'https://abcdefgh.api.sandbox.checkout.com' });
      const base = `http://127.0.0.1:${API_PORT}`;
      await ready(`${base}/healthz`, api);
      // No demo seed: nobody to sign in as; the offers are the company's own (none yet).
      const login = await fetch(`${base}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo@portal.test', password: 'Demo1234' }) });
      assert.notEqual(login.status, 200);
      // The gateway's webhook is there, and believes no unsigned body.
      const forged = await fetch(`${base}/payment/gateway-webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":"evt_x","type":"payment_captured"}' });
      assert.equal(forged.status, 401);
    } finally {
      await killAll();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });

  test('the README\'s production settings with the backend as its own service: it starts, and no stand-in is left', { skip: SERVER_URL ? false : 'TEST_DATABASE_URL is not set' }, async () => {
    const name = `portal_production_${Date.now()}`;
    const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    try {
      const url = new URL(SERVER_URL);
      url.pathname = `/${name}`;
      const key = 'production-test-portal-key';
      migrate({ DATABASE_URL: url.href, DATA_DIR: '.data/production-api' });
      const api = start(['--import', 'tsx', path.join(ROOT, 'scripts/api.ts')], { DATABASE_URL: url.href, API_PORT: String(API_PORT), API_CLIENT_KEY: key, DATA_DIR: '.data/production-api' });
      await ready(`http://127.0.0.1:${API_PORT}/healthz`, api);
      const origin = 'https://portal.example.jo';
      const portal = start([path.join(ROOT, 'server.mjs'), '-p', String(PORT), '-H', '127.0.0.1'], {
        PORTAL_ENV: 'production', PUBLIC_ORIGIN: origin, SESSION_SECRET: 'production-test-session-secret-0123456789',
        API_BASE_URL: `http://127.0.0.1:${API_PORT}`, API_CLIENT_KEY: key, DATA_DIR: '.data/production-portal',
        MAP_TILES_URL: 'https://tiles.maps.example/{z}/{x}/{y}.png?key=production-test',
      });
      const base = `http://127.0.0.1:${PORT}`;
      await ready(`${base}/en`, portal);
      assert.equal((await fetch(`${base}/en/dev/outbox`)).status, 404);
      assert.equal((await fetch(`${base}/api/dev/outbox`)).status, 404);
      const login = await fetch(`${base}/api/user/login`, {
        method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo@portal.test', password: 'Demo1234' }),
      });
      assert.equal(login.status, 200, await login.clone().text());
      const cookies = login.headers.getSetCookie();
      assert.ok(cookies.length > 0 && cookies.every((c) => /;\s*Secure/i.test(c) && /HttpOnly/i.test(c)), cookies.join('\n'));
      const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
      const dashboard = await fetch(`${base}/en/dashboard`, { headers: { cookie } });
      assert.equal(dashboard.status, 200);
      assert.doesNotMatch(await dashboard.text(), /Demonstration portal/);
      // The portal's test payment page, signed in: not there.
      const pay = await fetch(`${base}/en/pay/0b6a3f4e-1d2c-4b5a-9e8f-7a6b5c4d3e2f`, { headers: { cookie }, redirect: 'manual' });
      assert.equal(pay.status, 404);
    } finally {
      await killAll();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
