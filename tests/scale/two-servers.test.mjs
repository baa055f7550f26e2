/**
 * Two portal servers on one PostgreSQL database (issue 13, scale-out): run by scripts/test-all.mjs
 * after the build when TEST_DATABASE_URL names a PostgreSQL server the test may create a database
 * on (npm test starts one when unset); `node --import tsx --test tests/scale/` by hand after `npx next build`.
 * Both servers get the same SESSION_SECRET and a fresh database, and start together, and deliver
 * messages to a real SMTP server and a real SMPP server that this test starts on 127.0.0.1.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { startTestSmppServer } from '../../lib/backend/messages/delivery/test-smpp-server';
import { startTestSmtpServer } from '../../lib/backend/messages/delivery/test-smtp-server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_URL = process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.SCALE_PORT ?? 3186);
const SECRET = 'two-servers-share-this-session-secret-0123456789';
const skip = SERVER_URL ? false : 'TEST_DATABASE_URL is not set (no PostgreSQL to share)';
// SIGN_IN_LIMITS.perAccount.max: password checks an account gets before sign-in also needs its one-time code.
const MAX_FAILURES = Number(/SIGN_IN_LIMITS = \{\s*perAccount:\s*\{\s*max:\s*(\d+)/.exec(readFileSync(path.join(ROOT, 'lib/config/security.ts'), 'utf8'))?.[1]);

const dbName = `portal_scale_${Date.now()}`;
const servers = [];
/** The mail and SMS servers both portal servers deliver to. */
const sinks = {};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function databaseUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.href;
}

/** `npm run migrate` on a database, as a release runs it before starting the servers. */
function migrate(url) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/migrate.ts')], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: url, DATA_DIR: '.data/scale-migrate' },
  });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
}

function startServer(port, database = dbName) {
  // As `npm start` runs it: server.mjs hands Next the socket's address for the per-address limits.
  const child = spawn(process.execPath, [path.join(ROOT, 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: databaseUrl(database), SESSION_SECRET: SECRET, DATA_DIR: `.data/scale-${port}`,
      SMTP_URL: sinks.smtp.url, MAIL_FROM: 'Sanad Insurance <no-reply@sanad.example>', SMPP_URL: sinks.smpp.url, SMS_SENDER: 'Sanad',
      // Each server's own address: the links its messages carry, and the Origin its BFF accepts from this test.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    },
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
    [sinks.smtp, sinks.smpp] = await Promise.all([startTestSmtpServer({ user: 'portal', password: 'scale-mail' }), startTestSmppServer({ systemId: 'portal', password: 'scale' })]);
    // The release step first: the servers do not migrate a shared database themselves.
    migrate(databaseUrl(dbName));
    servers.push(startServer(PORT), startServer(PORT + 1));
    await Promise.all(servers.map(ready));
  });
  after(async () => {
    for (const { child } of servers) { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } }
    await Promise.all(servers.map(({ child }) => (child.exitCode === null ? Promise.race([new Promise((r) => child.once('exit', r)), sleep(5000)]) : null)));
    for (const { child } of servers) { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }
    await sql?.unsafe(`drop database if exists "${dbName}" with (force)`);
    await sql?.end();
    await Promise.all([sinks.smtp?.close(), sinks.smpp?.close()]);
  });

  test('after npm run migrate, both servers start together, ready and without an error', async () => {
    for (const server of servers) {
      const ready = await fetch(`${server.base}/readyz`);
      assert.equal(ready.status, 200, await ready.clone().text());
      assert.deepEqual((await ready.json()).checks, { database: true, schema: true, messaging: true });
      assert.equal((await fetch(`${server.base}/healthz`)).status, 200);
    }
    // Both servers at once, several requests each.
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
    for (const s of servers) assert.doesNotMatch(s.log, /already exists|duplicate key|"level":"(error|fatal)"/);
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
    const statuses = [];
    for (let i = 0; i < MAX_FAILURES; i += 1) statuses.push((await signIn(servers[i % 2], 'review@portal.test', 'wrong-password')).status);
    assert.deepEqual(statuses, statuses.map(() => 401));
    // Neither server alone saw the limit; together they did: the right password is refused on both.
    for (const s of servers) {
      const locked = await signIn(s, 'review@portal.test', 'Demo1234');
      assert.equal(locked.status, 429);
      assert.equal(locked.body.code, 'login_code_required');
    }
  });

  test('concurrent payments of one quote through both servers issue exactly one contract', async () => {
    const [a, b] = servers;
    const { cookie } = await signIn(a, 'demo@portal.test', 'Demo1234');
    const call = (server, method, url, body) => fetch(`${server.base}${url}`, {
      method, headers: { cookie, origin: server.base, 'content-type': 'application/json' }, body: body && JSON.stringify(body),
    });
    // The demo customer holds a guard contract: this purchase is a confirmed second cover. The same
    // choices asked of both servers at once are one quote (the customer's row lock holds across them).
    const body = { previous_accidents: false, insured_sum: 500, confirm_overlap: true };
    const [quote, same] = await Promise.all([a, b].map(async (s) => (await call(s, 'POST', '/api/guard/quote', body)).json()));
    assert.ok(quote.quotation_id, JSON.stringify(quote));
    assert.equal(same.quotation_id, quote.quotation_id);
    const db = postgres(databaseUrl(dbName), { max: 1, onnotice: () => {} });
    try {
      const [before] = await db`select count(*)::int as n from policies p join users u on u.id = p.user_id where u.email = 'demo@portal.test'`;
      // The customer accepted the terms the quotation names, as the summary sends them.
      const start = { quote_id: quote.quotation_id, accept_terms: { document: quote.terms.document, version: quote.terms.version } };
      const starts = await Promise.all(servers.flatMap((s) => [1, 2, 3].map(() => call(s, 'POST', '/api/payment/start', start))));
      const ids = new Set(await Promise.all(starts.map(async (r) => (await r.json()).payment_id)));
      assert.equal(ids.size, 1, 'one payment per quote whichever server starts it');
      const [paymentId] = [...ids];
      const card = { card_number: '4111111111111111', expiry: '12/39', cvc: '123', cardholder: 'Omar Haddad' };
      const submits = await Promise.all(servers.flatMap((s) => [1, 2, 3, 4, 5].map(() => call(s, 'POST', `/api/payment/${paymentId}/card`, card))));
      for (const r of submits) assert.ok(r.status < 500, `card submit answered ${r.status}`);
      const payment = await (await call(b, 'GET', `/api/payment/${paymentId}`)).json();
      assert.equal(payment.status, 'paid');
      const [afterPaying] = await db`select count(*)::int as n from policies p join users u on u.id = p.user_id where u.email = 'demo@portal.test'`;
      assert.equal(afterPaying.n - before.n, 1);
      const [paid] = await db`select count(*)::int as n from payments where quote_id = ${quote.quotation_id}`;
      assert.equal(paid.n, 1);
    } finally {
      await db.end();
    }
  });

  test('concurrent bookings of the last place of a period through both servers create exactly one appointment', async () => {
    const [a] = servers;
    const { cookie } = await signIn(a, 'demo@portal.test', 'Demo1234');
    const db = postgres(databaseUrl(dbName), { max: 1, onnotice: () => {} });
    try {
      const [contract] = await db`select id from policies where contract_number like '%-000102'`;
      const blocked = new Set((await db`select date::text as d from appointment_blocked_days`).map((r) => r.d));
      // A working day (not Friday or Saturday, not blocked) a week or more ahead, in Amman's calendar.
      const amman = new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Amman' }));
      let day = '';
      for (let k = 7; !day; k += 1) {
        const d = new Date(Date.UTC(amman.getFullYear(), amman.getMonth(), amman.getDate() + k));
        const iso = d.toISOString().slice(0, 10);
        if (d.getUTCDay() !== 5 && d.getUTCDay() !== 6 && !blocked.has(iso)) day = iso;
      }
      const period = '08:30-10:30';
      // One place left: the period's capacity narrowed to what is already booked plus one.
      const [{ n: taken }] = await db`select count(*)::int as n from appointments where date = ${day} and time_period = ${period} and status <> 'cancelled'`;
      await db`insert into appointment_periods (date, time_period, capacity) values (${day}, ${period}, ${taken + 1})
        on conflict (date, time_period) do update set capacity = excluded.capacity`;
      const request = {
        policy_id: contract.id, car_type: 'saloon', date: day, time_period: period, note: '', can_move: true, towing: false,
        location: { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' }, name: 'Omar Khaled Saleh Haddad', phone: '0790000001', photos: [],
      };
      const answers = await Promise.all(servers.flatMap((s) => Array.from({ length: 5 }, () => fetch(`${s.base}/api/booking/createAppointment`, {
        method: 'POST', headers: { cookie, origin: s.base, 'content-type': 'application/json' }, body: JSON.stringify(request),
      }))));
      const statuses = answers.map((r) => r.status);
      assert.equal(statuses.filter((st) => st === 200).length, 1, `statuses: ${statuses.join(', ')}`);
      for (const st of statuses) assert.ok(st === 200 || st === 409, `statuses: ${statuses.join(', ')}`);
      const [{ n: booked }] = await db`select count(*)::int as n from appointments where date = ${day} and time_period = ${period} and status <> 'cancelled'`;
      assert.equal(booked, taken + 1);
    } finally {
      await db.end();
    }
  });

  test('a damage photo uploaded through one server is read by customer care through the other', async () => {
    const [a, b] = servers;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');
    const customer = await signIn(a, 'demo@portal.test', 'Demo1234');
    const uploaded = await fetch(`${a.base}/api/uploads?purpose=damage-photo`, {
      method: 'POST', headers: { cookie: customer.cookie, origin: a.base, 'content-type': 'image/png', 'x-file-name': 'bumper.png' }, body: png,
    });
    assert.equal(uploaded.status, 200, await uploaded.clone().text());
    const { id: photo } = await uploaded.json();
    const db = postgres(databaseUrl(dbName), { max: 1, onnotice: () => {} });
    let day = '';
    let contract;
    try {
      [contract] = await db`select id from policies where contract_number like '%-000102'`;
      const blocked = new Set((await db`select date::text as d from appointment_blocked_days`).map((r) => r.d));
      const amman = new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Amman' }));
      for (let k = 9; !day; k += 1) {
        const d = new Date(Date.UTC(amman.getFullYear(), amman.getMonth(), amman.getDate() + k));
        const iso = d.toISOString().slice(0, 10);
        if (d.getUTCDay() !== 5 && d.getUTCDay() !== 6 && !blocked.has(iso)) day = iso;
      }
    } finally {
      await db.end();
    }
    const booked = await fetch(`${a.base}/api/booking/createAppointment`, {
      method: 'POST', headers: { cookie: customer.cookie, origin: a.base, 'content-type': 'application/json' },
      body: JSON.stringify({
        policy_id: contract.id, car_type: 'saloon', date: day, time_period: '14:30-16:30', note: 'Rear door', can_move: true, towing: false,
        location: { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' }, name: 'Omar Khaled Saleh Haddad', phone: '0790000001', photos: [photo],
      }),
    });
    assert.equal(booked.status, 200, await booked.clone().text());
    const { appointment } = await booked.json();
    const care = await signIn(b, 'care@portal.test', 'Demo1234');
    const read = await fetch(`${b.base}/api/booking/getAppointmentPhoto/${appointment.id}/${photo}`, { headers: { cookie: care.cookie } });
    assert.equal(read.status, 200, await read.clone().text());
    const answer = await read.json();
    assert.equal(answer.content_type, 'image/png');
    assert.deepEqual(Buffer.from(answer.data, 'base64'), png);
  });

  test('a forgotten password in Arabic reaches the customer by SMS in UCS-2 and by e-mail, through either server', async () => {
    const [, b] = servers;
    // Messages follow the language the customer chose for them (the profile's), not the page's: this one chose Arabic.
    const db = postgres(databaseUrl(dbName), { max: 1, onnotice: () => {} });
    try {
      await db`update users set language = 'ar' where email = 'review@portal.test'`;
    } finally {
      await db.end();
    }
    const before = { mails: sinks.smtp.received.length };
    const res = await fetch(`${b.base}/api/user/forget-password`, {
      method: 'POST', headers: { origin: b.base, 'content-type': 'application/json', 'accept-language': 'ar' }, body: JSON.stringify({ email: 'review@portal.test' }),
    });
    assert.equal(res.status, 200);
    const mail = await until(() => sinks.smtp.received.slice(before.mails).find((m) => m.envelope.rcptTo.includes('review@portal.test')));
    assert.equal(mail.subject, 'رمز إعادة تعيين كلمة المرور');
    assert.match(mail.html, /dir="rtl"/);
    const code = /\b(\d{4})\b/.exec(mail.text)?.[1];
    assert.ok(code, mail.text);
    const text = await until(() => sinks.smpp.received.find((m) => m.text.includes(code)));
    assert.equal(text.dataCoding, 8);
  });

  test('200 messages queued on the shared database are each sent exactly once by the two servers (counted at the servers)', async () => {
    const db = postgres(databaseUrl(dbName), { max: 1, onnotice: () => {} });
    try {
      const rows = Array.from({ length: 200 }, (_, i) => (i % 2
        ? { channel: 'email', to: `bulk${i}@example.com`, subject: `Bulk ${i}`, body: `Message ${i}` }
        : { channel: 'sms', to: `0793${String(i).padStart(6, '0')}`, subject: null, body: `Bulk text ${i}` }));
      await db`insert into outbox ${db(rows, 'channel', 'to', 'subject', 'body')}`;
      const mails = () => sinks.smtp.received.filter((m) => /^Bulk \d+$/.test(m.subject ?? ''));
      const texts = () => sinks.smpp.received.filter((m) => /^Bulk text \d+$/.test(m.text));
      await until(() => mails().length >= 100 && texts().length >= 100, 60_000);
      // No row waits or is claimed any more: a row is sent only while claimed, so none can come again.
      await until(async () => (await db`select count(*)::int as n from outbox where (body like 'Bulk%' or body like 'Message %') and state in ('pending', 'sending', 'failed')`)[0].n === 0);
      assert.equal(new Set(mails().map((m) => m.subject)).size, 100);
      assert.equal(mails().length, 100);
      assert.equal(new Set(texts().map((m) => m.text)).size, 100);
      assert.equal(texts().length, 100);
      const byServer = await db`select claimed_by, count(*)::int as n from outbox where body like 'Bulk%' or body like 'Message %' group by claimed_by`;
      console.log(`sent by: ${byServer.map((r) => `${r.claimed_by} ${r.n}`).join(', ')}`);
      const [{ n: unsent }] = await db`select count(*)::int as n from outbox where (body like 'Bulk%' or body like 'Message %') and state <> 'sent'`;
      assert.equal(unsent, 0);
    } finally {
      await db.end();
    }
  });

  test('kill -9 of a server in the middle of delivery, then its restart: no message is lost', async () => {
    const db = postgres(databaseUrl(dbName), { max: 1, onnotice: () => {} });
    sinks.smtp.delayMs = 60; // a slow mail server: the kill lands while messages are being sent
    try {
      const rows = Array.from({ length: 120 }, (_, i) => ({ channel: 'email', to: `kill${i}@example.com`, subject: `Kill ${i}`, body: `Message ${i}` }));
      await db`insert into outbox ${db(rows, 'channel', 'to', 'subject', 'body')}`;
      const arrived = () => sinks.smtp.received.filter((m) => /^Kill \d+$/.test(m.subject ?? ''));
      await until(() => arrived().length >= 15, 30_000);
      const [a] = servers;
      process.kill(-a.child.pid, 'SIGKILL');
      await new Promise((resolve) => (a.child.exitCode === null ? a.child.once('exit', resolve) : resolve()));
      const [{ n: heldByTheDead }] = await db`select count(*)::int as n from outbox where subject like 'Kill %' and state = 'sending'`;
      servers[0] = startServer(PORT);
      await ready(servers[0]);
      await until(() => new Set(arrived().map((m) => m.subject)).size === 120, 90_000).catch(async (error) => {
        const left = await db`select state, claimed_by, count(*)::int as n from outbox where subject like 'Kill %' and state <> 'sent' group by 1, 2`;
        throw new Error(`${error.message}; killed pid ${a.child.pid} held ${heldByTheDead}; not sent: ${JSON.stringify(left)}\n${servers[0].log}`);
      });
      const subjects = arrived().map((m) => m.subject);
      const missing = rows.filter((r) => !subjects.includes(r.subject));
      assert.deepEqual(missing, []);
      const repeats = subjects.length - new Set(subjects).size;
      console.log(`killed with ${heldByTheDead} claimed, ${repeats} sent twice (in flight at the kill)`);
      assert.ok(repeats <= 8, `${repeats} messages sent twice`);
      await until(async () => (await db`select count(*)::int as n from outbox where subject like 'Kill %' and state <> 'sent'`)[0].n === 0, 10_000);
    } finally {
      sinks.smtp.delayMs = 0;
      await db.end();
    }
  });

  test('SIGTERM drains a server: it exits 0, and none of its claimed messages is left claimed', async () => {
    const db = postgres(databaseUrl(dbName), { max: 1, onnotice: () => {} });
    sinks.smtp.delayMs = 80;
    try {
      const rows = Array.from({ length: 60 }, (_, i) => ({ channel: 'email', to: `term${i}@example.com`, subject: `Term ${i}`, body: `Message ${i}` }));
      await db`insert into outbox ${db(rows, 'channel', 'to', 'subject', 'body')}`;
      await until(() => sinks.smtp.received.some((m) => /^Term \d+$/.test(m.subject ?? '')), 30_000);
      const [a] = servers;
      const pid = a.child.pid;
      process.kill(-pid, 'SIGTERM');
      const code = await Promise.race([new Promise((resolve) => (a.child.exitCode === null ? a.child.once('exit', resolve) : resolve(a.child.exitCode))), sleep(30_000).then(() => 'still running')]);
      assert.equal(code, 0, a.log);
      const [{ n: held }] = await db`select count(*)::int as n from outbox where state = 'sending' and claimed_by like ${`%:${pid}`}`;
      assert.equal(held, 0);
      servers[0] = startServer(PORT);
      await ready(servers[0]);
      await until(async () => (await db`select count(*)::int as n from outbox where subject like 'Term %' and state <> 'sent'`)[0].n === 0, 60_000);
    } finally {
      sinks.smtp.delayMs = 0;
      await db.end();
    }
  });

  test('a server on a database the release step has not migrated refuses to start, and says to run npm run migrate', async () => {
    const empty = `${dbName}_empty`;
    await sql.unsafe(`create database "${empty}"`);
    const server = startServer(PORT + 2, empty);
    try {
      const code = await Promise.race([new Promise((resolve) => server.child.once('exit', resolve)), sleep(60_000).then(() => 'still running')]);
      assert.equal(code, 1, server.log);
      assert.match(server.log, /schema is behind this release \(0 of \d+ migrations applied\): run `npm run migrate` first/);
    } finally {
      try { process.kill(-server.child.pid, 'SIGKILL'); } catch { /* gone */ }
      await sql.unsafe(`drop database if exists "${empty}" with (force)`);
    }
  });
});

/** Waits for `check` to answer something truthy, and answers it. */
async function until(check, timeoutMs = 15_000) {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(100)) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${check}`);
  }
}
