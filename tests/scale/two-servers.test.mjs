/**
 * Two portal servers on one PostgreSQL database (issue 13, scale-out): run by scripts/test-all.mjs
 * after the build when TEST_DATABASE_URL names a PostgreSQL server the test may create a database
 * on (.ci/run starts one); `node --test tests/scale/` by hand after `npx next build`.
 * Both servers get the same SESSION_SECRET and a fresh database, and start together.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_URL = process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.SCALE_PORT ?? 3186);
const SECRET = 'two-servers-share-this-session-secret-0123456789';
const skip = SERVER_URL ? false : 'TEST_DATABASE_URL is not set (no PostgreSQL to share)';
const MAX_FAILURES = Number(/maxFailuresPerAccount:\s*(\d+)/.exec(readFileSync(path.join(ROOT, 'lib/config/security.ts'), 'utf8'))?.[1]);

const dbName = `portal_scale_${Date.now()}`;
const servers = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function databaseUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.href;
}

function startServer(port) {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: databaseUrl(dbName), SESSION_SECRET: SECRET, DATA_DIR: `.data/scale-${port}` },
  });
  const server = { child, base: `http://127.0.0.1:${port}`, log: '' };
  const keep = (chunk) => { server.log = (server.log + chunk).slice(-8000); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return server;
}

async function ready(server) {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(300)) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.log}`);
    try {
      const res = await fetch(`${server.base}/en`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch { /* not listening yet */ }
  }
  throw new Error(`server ${server.base} not ready:\n${server.log}`);
}

async function signIn(server, login, password) {
  const res = await fetch(`${server.base}/api/user/login`, {
    method: 'POST', headers: { origin: server.base, 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { status: res.status, body: await res.json(), cookie };
}

describe('two portal servers on one PostgreSQL database', { skip }, () => {
  let sql;
  before(async () => {
    sql = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
    await sql.unsafe(`create database "${dbName}"`);
    servers.push(startServer(PORT), startServer(PORT + 1));
    await Promise.all(servers.map(ready));
  });
  after(async () => {
    for (const { child } of servers) { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } }
    await Promise.all(servers.map(({ child }) => (child.exitCode === null ? Promise.race([new Promise((r) => child.once('exit', r)), sleep(5000)]) : null)));
    for (const { child } of servers) { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }
    await sql?.unsafe(`drop database if exists "${dbName}" with (force)`);
    await sql?.end();
  });

  test('migrations and the seed run once when both backends start together', async () => {
    // The backend opens its database on first use: both servers at once, several requests each.
    const answers = await Promise.all(servers.flatMap((s) => Array.from({ length: 4 }, () => fetch(`${s.base}/api/announcement/home`))));
    assert.deepEqual(answers.map((a) => a.status), answers.map(() => 200));
    const db = postgres(databaseUrl(dbName), { max: 1, onnotice: () => {} });
    try {
      const journal = JSON.parse(readFileSync(path.join(ROOT, 'lib/backend/db/migrations/meta/_journal.json'), 'utf8'));
      const [migrations] = await db`select count(*)::int as n from drizzle.__drizzle_migrations`;
      assert.equal(migrations.n, journal.entries.length);
      const [users] = await db`select count(*)::int as n from users where email = 'demo@portal.test'`;
      assert.equal(users.n, 1);
    } finally {
      await db.end();
    }
    for (const s of servers) assert.doesNotMatch(s.log, /already exists|duplicate key|\[backend\]/);
  });

  test('a session made on one server is valid on the other', async () => {
    const [a, b] = servers;
    const signedIn = await signIn(a, 'demo@portal.test', 'Demo1234');
    assert.equal(signedIn.status, 200);
    const current = await fetch(`${b.base}/api/user/current`, { headers: { cookie: signedIn.cookie } });
    assert.equal(current.status, 200);
    assert.equal((await current.json()).user.email, 'demo@portal.test');
    const dashboard = await fetch(`${b.base}/en/dashboard`, { headers: { cookie: signedIn.cookie }, redirect: 'manual' });
    assert.equal(dashboard.status, 200);
    // Signing out on B ends the session for A too.
    const out = await fetch(`${b.base}/api/user/logout`, { method: 'PATCH', headers: { cookie: signedIn.cookie, origin: b.base, 'content-type': 'application/json' }, body: '{}' });
    assert.equal(out.status, 200);
    const afterLogout = await fetch(`${a.base}/api/user/current`, { headers: { cookie: signedIn.cookie } });
    assert.equal(afterLogout.status, 401);
  });

  test('sign-in lockouts count failures made on both servers', async () => {
    assert.ok(MAX_FAILURES > 1, 'LOGIN_LOCKOUT.maxFailuresPerAccount read from lib/config/security.ts');
    const statuses = [];
    for (let i = 0; i < MAX_FAILURES; i += 1) statuses.push((await signIn(servers[i % 2], 'review@portal.test', 'wrong-password')).status);
    assert.deepEqual(statuses, statuses.map(() => 401));
    // Neither server alone saw the limit; together they did: the right password is refused on both.
    for (const s of servers) {
      const locked = await signIn(s, 'review@portal.test', 'Demo1234');
      assert.equal(locked.status, 429);
      assert.equal(locked.body.code, 'login_locked');
    }
  });

  test.todo('rate limits (lib/backend/limits/rate-limit.ts) count across both servers: TODO(lead) when branch sec-limits wires sign-in and OTP to it');
  test.todo('concurrent bookings through both servers create exactly one appointment per place: TODO(lead) with branch lababak');
  test.todo('concurrent payments through both servers create exactly one record per quote: TODO(lead) with branch purchases');
});
