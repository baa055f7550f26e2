/**
 * The production shape behind nginx: two portal instances (A and B) calling one API service
 * (`npm run api`) on one PostgreSQL database, with nginx started from the repository's
 * deploy/nginx.conf (only the ports, the paths and the user changed; helpers/production-shape.mjs).
 * What nginx does (the cache, compression, the build's files), what the instances share through the
 * API (sessions, rate limits, uploads, payments), and kill -9 of an instance under a mixed load.
 * Runs after the build with TEST_DATABASE_URL; needs Debian's nginx, which npm test installs (under
 * CI a missing nginx fails the test instead of skipping it).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SIGN_IN_LIMITS } from '../../lib/config/security.ts';
import { startMixedLoad } from './helpers/mixed-load.mjs';
import { NGINX } from './helpers/nginx-config.mjs';
import { appointment, bookableContract, bookableDays, call, cookieOf, png, signIn } from './helpers/portal-calls.mjs';
import { kill, until } from './helpers/processes.mjs';
import { startProductionShape } from './helpers/production-shape.mjs';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.NGINX_TEST_PORT ?? 3276);
const skip = !SERVER_URL ? 'TEST_DATABASE_URL is not set' : !NGINX && !process.env.CI ? 'nginx is not installed (apt-get install nginx)' : false;
const DEMO = { login: 'demo@portal.test', password: 'Demo1234' };

describe('nginx in front of two portal instances and the API on one PostgreSQL database', { skip }, () => {
  let shape;
  let base;
  let A;
  let B;
  before(async () => {
    shape = await startProductionShape({ serverUrl: SERVER_URL, port: PORT });
    ({ base, portals: [A, B] } = shape);
  });
  after(async () => {
    await shape?.stop();
  });

  test('a visitor\'s public page is answered from nginx\'s cache, compressed; a signed-in request and a nonce page never are', async () => {
    assert.equal((await fetch(`${base}/en/cheques`)).status, 200);
    const again = await fetch(`${base}/en/cheques`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(again.headers.get('x-cache-status'), 'HIT');
    assert.equal(again.headers.get('content-encoding'), 'gzip');
    assert.match(again.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    const signedIn = await fetch(`${base}/en/cheques`, { headers: { cookie: 'portal_session=anything' } });
    assert.equal(signedIn.status, 200);
    assert.notEqual(signedIn.headers.get('x-cache-status'), 'HIT');
    // A page with a per-request nonce and one customer's data (a looked-up cheque) is never kept.
    for (let i = 0; i < 2; i += 1) {
      const cheque = await fetch(`${base}/en/cheques/100002/0790000001`);
      assert.equal(cheque.status, 200);
      assert.notEqual(cheque.headers.get('x-cache-status'), 'HIT');
      assert.match(cheque.headers.get('content-security-policy') ?? '', /'nonce-/);
    }
    // An instance is ready when its API is, and the API when its database, schema and messaging are.
    const ready = await fetch(`${base}/readyz`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { ready: true, checks: { api: true } });
    const api = await fetch(`${shape.api.base}/readyz`);
    assert.deepEqual((await api.json()).checks, { database: true, schema: true, messaging: true });
  });

  test('a map tile is fetched from the provider once and then answered from nginx\'s cache', async () => {
    const tile = `${base}/api/map-tiles/15/19652/13311`;
    const asked = () => shape.tiles.requests.filter((r) => r === '/15/19652/13311.png').length;
    const first = await fetch(tile);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('content-type'), 'image/png');
    await first.arrayBuffer();
    const again = await fetch(tile);
    assert.equal(again.headers.get('x-cache-status'), 'HIT');
    // The key is the path: a query string makes no second copy, and no second fetch.
    assert.equal((await fetch(`${tile}?v=2`)).headers.get('x-cache-status'), 'HIT');
    assert.equal(asked(), 1);
    assert.equal((await fetch(`${base}/api/map-tiles/15/16374/10896`)).status, 404); // London: not Jordan
  });

  test('past a burst of 300 map tiles, one address is answered 429 by nginx, cached tiles included', async () => {
    // One a second comes back into the burst: the loop takes a second or two, so a few more pass.
    const statuses = [];
    let refused;
    for (let i = 0; i < 400; i += 1) {
      const res = await fetch(`${base}/api/map-tiles/15/19652/13311`);
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
      await res.arrayBuffer();
    }
    const answered = statuses.filter((s) => s === 200).length;
    assert.ok(answered >= 290 && answered <= 320, `${answered} answered`);
    assert.equal(statuses.filter((s) => s === 429).length, 400 - answered);
    assert.equal(refused.headers.get('retry-after'), '60');
  });

  test('the build\'s files are cached and immutable', async () => {
    const html = await (await fetch(`${base}/en`)).text();
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    assert.ok(asset, 'no script in the landing');
    assert.equal((await fetch(`${base}${asset}`)).status, 200);
    const cached = await fetch(`${base}${asset}`);
    assert.equal(cached.headers.get('x-cache-status'), 'HIT');
    assert.match(cached.headers.get('cache-control') ?? '', /immutable/);
  });

  test('a session made on A is valid on B and through nginx; signing out on B ends it on A', async () => {
    const signedIn = await signIn(A.base, DEMO.login, DEMO.password, base);
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    for (const where of [B.base, base]) {
      const current = await call(where, '/api/user/current', { cookie: signedIn.cookie });
      assert.equal(current.status, 200);
      assert.equal(current.body.user?.email, DEMO.login);
    }
    const dashboard = await fetch(`${B.base}/en/dashboard`, { headers: { cookie: signedIn.cookie }, redirect: 'manual' });
    assert.equal(dashboard.status, 200);
    const out = await call(B.base, '/api/user/logout', { method: 'PATCH', cookie: signedIn.cookie, body: {}, origin: base });
    assert.equal(out.status, 200);
    assert.equal((await call(A.base, '/api/user/current', { cookie: signedIn.cookie })).status, 401);
  });

  test('sign-in limits count the failures made on A and on B together', async () => {
    const max = SIGN_IN_LIMITS.perAccount.max;
    const statuses = [];
    for (let i = 0; i < max; i += 1) statuses.push((await signIn([A, B][i % 2].base, 'review@portal.test', 'wrong-password', base)).status);
    assert.deepEqual(statuses, statuses.map(() => 401));
    // Each instance saw half the limit; together they reached it, as one server would have: the
    // right password now also needs the one-time code, on both.
    for (const instance of [A, B]) {
      const locked = await signIn(instance.base, 'review@portal.test', 'Demo1234', base);
      assert.equal(locked.status, 429);
      assert.equal(locked.body.code, 'login_code_required');
    }
  });

  test('an identity scan uploaded through A starts the sign-up made through B, and its bytes are kept for the review', async () => {
    const front = png('front');
    const back = png('back');
    const upload = (bytes, name, cookie) => fetch(`${A.base}/api/uploads?purpose=identity`, {
      method: 'POST', body: bytes, headers: { origin: base, 'content-type': 'image/png', 'x-file-name': name, ...(cookie ? { cookie } : {}) },
    });
    // A visitor without an account: the first upload starts the device's session.
    const first = await upload(front, 'front.png');
    assert.equal(first.status, 200, await first.clone().text());
    const cookie = cookieOf(first);
    assert.match(cookie, /portal_session=/);
    const second = await upload(back, 'back.png', cookie);
    assert.equal(second.status, 200, await second.clone().text());
    const ids = { front: (await first.json()).id, back: (await second.json()).id };

    const started = await call(B.base, '/api/user/initiate', {
      method: 'POST', cookie, origin: base, body: { documents: [{ side: 'front', upload_id: ids.front }, { side: 'back', upload_id: ids.back }] },
    });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    assert.deepEqual(started.body.documents, [{ side: 'front', size: front.length }, { side: 'back', size: back.length }]);
    const signedUp = await call(B.base, '/api/user', {
      method: 'POST', cookie, origin: base,
      body: {
        nationality: 'JO', national_id: '9876540000', name_ar: 'كريم سمير عادل ناصر', name_en: 'Karim Samir Adel Nasser', mobile: '0791234560',
        email: 'karim.nginx@portal.test', password: 'Scan-Test-1234', journey_id: started.body.journey_id, city: 'amman', employer: 'private', monthly_income: '500-1000',
      },
    });
    assert.equal(signedUp.status, 200, JSON.stringify(signedUp.body));

    // Staff have no portal screen for scans: production e-mails them to the compliance desk from these
    // rows (lib/backend/accounts/identity/review.ts). The account's journey holds both scans, byte for byte.
    const scans = await shape.db`select d.side, d.upload_id from identity_documents d
      join identity_journeys j on j.id = d.journey_id join users u on u.id = j.user_id
      where u.email = 'karim.nginx@portal.test' and u.status = 'refer' order by d.side desc`;
    assert.deepEqual(scans.map((s) => [s.side, s.upload_id]), [['front', ids.front], ['back', ids.back]]);
    for (const [id, bytes] of [[ids.front, front], [ids.back, back]]) {
      const chunks = await shape.db`select data from upload_chunks where upload_id = ${id} order by seq`;
      assert.deepEqual(Buffer.concat(chunks.map((c) => c.data)), bytes);
    }
  });

  test('an upload passes through nginx as it streams, and a body over nginx\'s cap is refused there', async () => {
    const customer = await signIn(base, DEMO.login, DEMO.password, base);
    const send = (body) => fetch(`${base}/api/uploads?purpose=damage-photo`, {
      method: 'POST', body, headers: { cookie: customer.cookie, origin: base, 'content-type': 'image/png', 'x-file-name': 'scene.png' },
    });
    // A PNG's head and 3 MB after it: the type is read from the first bytes, the size counted as it streams.
    const photo = Buffer.concat([png('scene'), Buffer.alloc(3 * 1024 * 1024, 7)]);
    const uploaded = await send(photo);
    assert.equal(uploaded.status, 200, await uploaded.clone().text());
    const { id } = await uploaded.json();
    const [{ size }] = await shape.db`select size from uploads where id = ${id}`;
    assert.equal(size, photo.length);
    // deploy/nginx.conf caps /api/uploads at 11 MB (the portal's own limit is 10 MB).
    assert.equal((await send(Buffer.alloc(12 * 1024 * 1024, 1))).status, 413);
  });

  test('a damage photo uploaded through A is read by customer care through B', async () => {
    const photo = png('bumper');
    const customer = await signIn(A.base, DEMO.login, DEMO.password, base);
    const uploaded = await fetch(`${A.base}/api/uploads?purpose=damage-photo`, {
      method: 'POST', body: photo, headers: { cookie: customer.cookie, origin: base, 'content-type': 'image/png', 'x-file-name': 'bumper.png' },
    });
    assert.equal(uploaded.status, 200, await uploaded.clone().text());
    const { id } = await uploaded.json();
    const [day] = await bookableDays(shape.db, 1, 30);
    const booked = await call(A.base, '/api/booking/createAppointment', {
      method: 'POST', cookie: customer.cookie, origin: base,
      body: appointment({ contractId: await bookableContract(shape.db), day, period: '14:30-16:30', photos: [id], note: 'Rear door' }),
    });
    assert.equal(booked.status, 200, JSON.stringify(booked.body));
    const care = await signIn(B.base, 'care@portal.test', 'Demo1234', base);
    const read = await call(B.base, `/api/booking/getAppointmentPhoto/${booked.body.appointment.id}/${id}`, { cookie: care.cookie });
    assert.equal(read.status, 200, JSON.stringify(read.body));
    assert.equal(read.body.content_type, 'image/png');
    assert.deepEqual(Buffer.from(read.body.data, 'base64'), photo);
  });

  test('a purchase started on A is paid on B\'s payment page, and its contract is in B\'s list', async () => {
    const { cookie } = await signIn(A.base, DEMO.login, DEMO.password, base);
    const onA = (url, body) => call(A.base, url, { method: 'POST', cookie, origin: base, body });
    // The demo customer holds a guard contract: this purchase is a confirmed second cover.
    const quote = await onA('/api/guard/quote', { previous_accidents: false, insured_sum: 500, confirm_overlap: true });
    assert.equal(quote.status, 200, JSON.stringify(quote.body));
    const accept = { document: quote.body.terms.document, version: quote.body.terms.version };
    const started = await onA('/api/payment/start', { quote_id: quote.body.quotation_id, accept_terms: accept });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const { payment_id: paymentId, redirect_url: payUrl } = started.body;
    assert.match(payUrl, new RegExp(`/pay/${paymentId}$`));

    const page = await fetch(`${B.base}${new URL(payUrl, base).pathname}`, { headers: { cookie } });
    assert.equal(page.status, 200);
    const card = { card_number: '4111111111111111', expiry: '12/39', cvc: '123', cardholder: 'Omar Haddad' };
    const paid = await call(B.base, `/api/payment/${paymentId}/card`, { method: 'POST', cookie, origin: base, body: card });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.equal(paid.body.status, 'paid');
    const contract = paid.body.policy?.contract_number;
    assert.ok(contract, JSON.stringify(paid.body));

    const payment = await call(B.base, `/api/payment/${paymentId}`, { cookie });
    assert.equal(payment.body.status, 'paid');
    const contracts = await call(B.base, '/api/user/polices', { cookie });
    assert.equal(contracts.status, 200);
    assert.ok(contracts.body.policies.some((p) => p.contract_number === contract), `${contract} not in B's list`);
  });

  // Last: it kills instance A.
  test('kill -9 of A under a mixed load: no read fails, and every sign-in and booking answered 2xx holds', async () => {
    const customer = await signIn(base, DEMO.login, DEMO.password);
    assert.equal(customer.status, 200);
    const contractId = await bookableContract(shape.db);
    const days = await bookableDays(shape.db, 12);
    const periods = ['08:30-10:30', '10:30-12:30', '14:30-16:30'];
    const booking = (n) => appointment({ contractId, day: days[n % days.length], period: periods[Math.floor(n / days.length) % periods.length] });
    const clients = 8;
    const load = startMixedLoad({ base, cookie: customer.cookie, account: DEMO, booking, clients });

    // Both instances are serving the mix when A dies, and B goes on serving it after.
    await until(() => load.succeeded().bookings >= 2 && load.succeeded().signIns >= 3, { timeoutMs: 30_000, what: 'the load under way' });
    await kill(A.proc);
    const atKill = load.succeeded();
    await until(() => load.succeeded().bookings >= atKill.bookings + 2 && load.succeeded().reads >= atKill.reads + 100, { timeoutMs: 30_000, what: 'the load after the kill' });
    const { reads, signIns, bookings } = await load.stop();

    const failedReads = reads.filter((r) => r.status !== 200);
    assert.deepEqual(failedReads, [], `${failedReads.length} of ${reads.length} reads failed`);
    // A post under way on A when it died is answered 502 (nginx does not send it twice); nothing else
    // fails, but a booking of a period the customer already holds (409).
    const unanswered = [...signIns, ...bookings].filter((p) => p.status === 502);
    assert.ok(unanswered.length <= clients, `${unanswered.length} posts answered 502 with ${clients} clients`);
    const expected = (p) => (p.status >= 200 && p.status < 300) || p.status === 502 || (p.status === 409 && bookings.includes(p));
    const refused = [...signIns, ...bookings].filter((p) => !expected(p));
    assert.deepEqual(refused, []);
    for (const { cookie } of signIns.filter((s) => s.status === 200)) {
      const current = await call(B.base, '/api/user/current', { cookie });
      assert.equal(current.body.user?.email, DEMO.login);
    }
    const ids = bookings.filter((b) => b.status === 200).map((b) => b.id);
    const [{ n }] = await shape.db`select count(*)::int as n from appointments where id = any(${ids}) and status <> 'cancelled'`;
    assert.equal(n, ids.length, `bookings: ${JSON.stringify(bookings)}`);
    // Both instances answered through nginx (its log names the instance of each request).
    const upstreams = readFileSync(path.join(shape.nginx.prefix, 'access.log'), 'utf8');
    for (const instance of [A, B]) assert.match(upstreams, new RegExp(`"upstream":"[^"]*127\\.0\\.0\\.1:${instance.port}`));
    const tally = (answers) => answers.reduce((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});
    console.log(`kill -9 under load: ${reads.length} reads, sign-ins ${JSON.stringify(tally(signIns))}, bookings ${JSON.stringify(tally(bookings))}`);
  });
});
