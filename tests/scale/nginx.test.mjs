/**
 * nginx in front of two portal instances on one PostgreSQL database, started from the repository's
 * deploy/nginx.conf (only the ports, the paths and the user changed): the cache, compression, the
 * forwarding headers, a session across instances, and kill -9 of an instance under load. Runs with
 * the two-server test (after the build, with TEST_DATABASE_URL); needs Debian's nginx, which
 * .ci/run installs.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_URL = process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.NGINX_TEST_PORT ?? 3276);
const [A_PORT, B_PORT] = [PORT + 1, PORT + 2];
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));
const skip = !SERVER_URL ? 'TEST_DATABASE_URL is not set' : !NGINX && !process.env.CI ? 'nginx is not installed (apt-get install nginx)' : false;
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = 'nginx-test-session-secret-0123456789-abcdef';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const dbName = `portal_nginx_${Date.now()}`;
const processes = [];

function databaseUrl() {
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  return url.href;
}

function spawnLogged(command, args, env = {}) {
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const proc = { child, log: '' };
  const keep = (chunk) => { proc.log = (proc.log + chunk).slice(-8000); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  processes.push(proc);
  return proc;
}

function startInstance(port) {
  return spawnLogged(process.execPath, [path.join(ROOT, 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: databaseUrl(), SESSION_SECRET: SECRET,
    DATA_DIR: `.data/nginx-${port}`, TRUSTED_PROXY_HOPS: '1', PUBLIC_ORIGIN: BASE,
  });
}

async function ready(url, proc) {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(300)) {
    if (proc.child.exitCode !== null) throw new Error(`exited:\n${proc.log}`);
    try { if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return; } catch { /* not yet */ }
  }
  throw new Error(`${url} not ready:\n${proc.log}`);
}

/** deploy/nginx.conf with this test's ports, a prefix folder for its files, and the current user. */
function nginxConfig(prefix) {
  let conf = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const swap = (from, to) => {
    assert.ok(conf.includes(from), `deploy/nginx.conf no longer has "${from}"`);
    conf = conf.replace(from, to);
  };
  swap('user www-data;', process.getuid?.() === 0 ? 'user root;' : '');
  swap('pid /run/nginx-portal.pid;', `pid ${prefix}/nginx.pid;`);
  swap('error_log /var/log/nginx/portal-error.log warn;', `error_log ${prefix}/error.log warn;`);
  swap('access_log /var/log/nginx/portal-access.log portal;', `access_log ${prefix}/access.log portal;`);
  swap('/var/cache/nginx/portal ', `${prefix}/cache `);
  swap('server 127.0.0.1:3001 ', `server 127.0.0.1:${A_PORT} `);
  swap('server 127.0.0.1:3002 ', `server 127.0.0.1:${B_PORT} `);
  swap('listen 80;', `listen 127.0.0.1:${PORT};`);
  return conf;
}

describe('nginx in front of two portal instances', { skip }, () => {
  let admin;
  let prefix;
  let instances;
  before(async () => {
    assert.ok(NGINX, 'nginx is not installed: .ci/run installs Debian\'s package');
    admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${dbName}"`);
    const migrated = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/migrate.ts')], {
      cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl(), DATA_DIR: '.data/nginx-migrate' },
    });
    assert.equal(migrated.status, 0, migrated.stderr);
    instances = [startInstance(A_PORT), startInstance(B_PORT)];
    await Promise.all(instances.map((proc, i) => ready(`http://127.0.0.1:${[A_PORT, B_PORT][i]}/readyz`, proc)));
    prefix = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
    mkdirSync(path.join(prefix, 'logs'), { recursive: true });
    writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(prefix));
    const nginx = spawnLogged(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;']);
    await ready(`${BASE}/healthz`, nginx);
  });
  after(async () => {
    for (const { child } of processes) { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }
    await sleep(300);
    await admin?.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin?.end();
  });

  test('a visitor\'s public page is answered from nginx\'s cache, compressed; a signed-in request never is', async () => {
    const first = await fetch(`${BASE}/en/cheques`);
    assert.equal(first.status, 200);
    const again = await fetch(`${BASE}/en/cheques`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(again.headers.get('x-cache-status'), 'HIT');
    assert.match(again.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.equal(again.headers.get('content-encoding'), 'gzip');
    const signedIn = await fetch(`${BASE}/en/cheques`, { headers: { cookie: 'portal_session=anything' } });
    assert.notEqual(signedIn.headers.get('x-cache-status'), 'HIT');
    // A page with a per-request nonce and one customer's data (a looked-up cheque) is never kept.
    for (let i = 0; i < 2; i += 1) {
      const cheque = await fetch(`${BASE}/en/cheques/100002/0790000001`);
      assert.equal(cheque.status, 200);
      assert.notEqual(cheque.headers.get('x-cache-status'), 'HIT');
      assert.match(cheque.headers.get('content-security-policy') ?? '', /'nonce-/);
    }
    const health = await fetch(`${BASE}/readyz`);
    assert.equal(health.status, 200);
  });

  test('the build\'s files are cached and immutable', async () => {
    const html = await (await fetch(`${BASE}/en`)).text();
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    assert.ok(asset, 'no script in the landing');
    await fetch(`${BASE}${asset}`);
    const cached = await fetch(`${BASE}${asset}`);
    assert.equal(cached.headers.get('x-cache-status'), 'HIT');
    assert.match(cached.headers.get('cache-control') ?? '', /immutable/);
  });

  test('a session made through nginx is valid on both instances', async () => {
    const login = await fetch(`${BASE}/api/user/login`, {
      method: 'POST', headers: { origin: BASE, 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'demo@portal.test', password: 'Demo1234' }),
    });
    assert.equal(login.status, 200, await login.clone().text());
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    for (const port of [A_PORT, B_PORT]) {
      const me = await fetch(`http://127.0.0.1:${port}/api/user/current`, { headers: { cookie } });
      assert.equal(me.status, 200);
      assert.equal((await me.json()).user?.email, 'demo@portal.test');
    }
  });

  test('kill -9 of an instance under load: every page still answers, and every sign-in and booking answered 200 holds', async () => {
    const pages = [];
    const signIns = [];
    const bookings = [];
    const customer = await fetch(`${BASE}/api/user/login`, {
      method: 'POST', headers: { origin: BASE, 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo@portal.test', password: 'Demo1234' }),
    });
    const cookie = customer.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const db = postgres(databaseUrl(), { max: 1, onnotice: () => {} });
    const [contract] = await db`select id from policies where contract_number like '%-000102'`;
    const blocked = new Set((await db`select date::text as d from appointment_blocked_days`).map((r) => r.d));
    const amman = new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Amman' }));
    const days = [];
    for (let k = 7; days.length < 12; k += 1) {
      const d = new Date(Date.UTC(amman.getFullYear(), amman.getMonth(), amman.getDate() + k));
      const iso = d.toISOString().slice(0, 10);
      if (d.getUTCDay() !== 5 && d.getUTCDay() !== 6 && !blocked.has(iso)) days.push(iso);
    }
    const book = (n) => fetch(`${BASE}/api/booking/createAppointment`, {
      method: 'POST', headers: { cookie, origin: BASE, 'content-type': 'application/json' },
      body: JSON.stringify({
        policy_id: contract.id, car_type: 'saloon', date: days[n % days.length], time_period: ['08:30-10:30', '10:30-12:30', '14:30-16:30'][Math.floor(n / days.length) % 3],
        note: '', can_move: true, towing: false, location: { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' },
        name: 'Omar Khaled Saleh Haddad', phone: '0790000001', photos: [],
      }),
    }).then(async (r) => ({ status: r.status, id: r.ok ? (await r.json()).appointment?.id : null }), () => ({ status: 'network' }));
    let running = true;
    const load = (async () => {
      for (let i = 0; running; i += 1) {
        pages.push(fetch(`${BASE}/readyz`).then((r) => r.status, () => 'network'));
        pages.push(fetch(`${BASE}/en/signin-signup`).then((r) => r.status, () => 'network'));
        if (i % 6 === 3) bookings.push(book(i));
        if (i % 4 === 0) {
          signIns.push(fetch(`${BASE}/api/user/login`, {
            method: 'POST', headers: { origin: BASE, 'content-type': 'application/json' },
            body: JSON.stringify({ login: 'demo@portal.test', password: 'Demo1234' }),
          }).then((r) => ({ status: r.status, cookie: r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') }), () => ({ status: 'network' })));
        }
        await sleep(20);
      }
    })();
    await sleep(1_500);
    process.kill(-instances[0].child.pid, 'SIGKILL');
    await sleep(3_000);
    running = false;
    await load;
    const statuses = await Promise.all(pages);
    assert.deepEqual(statuses.filter((s) => s !== 200), [], `pages: ${statuses.length}`);
    const answered = (await Promise.all(signIns)).filter((s) => s.status === 200);
    assert.ok(answered.length > 0);
    for (const { cookie: session } of answered) {
      const me = await fetch(`http://127.0.0.1:${B_PORT}/api/user/current`, { headers: { cookie: session } });
      assert.equal((await me.json()).user?.email, 'demo@portal.test');
    }
    const booked = (await Promise.all(bookings)).filter((b) => b.status === 200);
    assert.ok(booked.length > 0, `bookings: ${JSON.stringify(await Promise.all(bookings))}`);
    try {
      const ids = booked.map((b) => b.id);
      const [{ n }] = await db`select count(*)::int as n from appointments where id = any(${ids}) and status <> 'cancelled'`;
      assert.equal(n, ids.length);
    } finally {
      await db.end();
    }
  });
});
