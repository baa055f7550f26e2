/**
 * A customer mix sent through nginx until stopped, by a fixed number of clients that each send their
 * next request once the last is answered (as browsers do), so a slower portal slows the load instead
 * of piling up a queue: idempotent reads (a visitor's page, a signed-in page, the signed-in user,
 * readiness) and state-changing posts (sign-ins, bookings). Every answer is kept, a network failure
 * as 'network', so a test can check what the clients saw.
 */
import { cookieOf } from './portal-calls.mjs';

/** One round of the mix: nine reads, two sign-ins, one booking. */
const MIX = ['page', 'ready', 'current', 'signIn', 'dashboard', 'current', 'booking', 'page', 'ready', 'current', 'signIn', 'dashboard'];
const READS = { page: ['/en/signin-signup', false], ready: ['/readyz', false], current: ['/api/user/current', true], dashboard: ['/en/dashboard', true] };

/**
 * @param {object} options
 * @param {string} options.base nginx's address (also the portal's public origin)
 * @param {string} options.cookie a signed-in customer's session, for the signed-in reads and the bookings
 * @param {{login: string, password: string}} options.account the customer the sign-ins use
 * @param {(n: number) => object} options.booking the n-th appointment request (from 0)
 * @param {number} [options.clients] how many requests are under way at once
 */
export function startMixedLoad({ base, cookie, account, booking, clients = 8 }) {
  const json = { origin: base, 'content-type': 'application/json' };
  const answers = { reads: [], signIns: [], bookings: [] };
  const succeeded = { reads: 0, signIns: 0, bookings: 0 };
  let sent = 0;
  let bookingsSent = 0;
  let running = true;

  const send = {
    async read(kind) {
      const [url, signedIn] = READS[kind];
      const status = await fetch(`${base}${url}`, { headers: signedIn ? { cookie } : {} }).then((res) => res.status, () => 'network');
      return ['reads', { url, status }];
    },
    async signIn() {
      const outcome = await fetch(`${base}/api/user/login`, { method: 'POST', headers: json, body: JSON.stringify(account) })
        .then((res) => ({ status: res.status, cookie: cookieOf(res) }), () => ({ status: 'network' }));
      return ['signIns', outcome];
    },
    async booking() {
      const body = JSON.stringify(booking(bookingsSent++));
      const outcome = await fetch(`${base}/api/booking/createAppointment`, { method: 'POST', headers: { ...json, cookie }, body })
        .then(async (res) => ({ status: res.status, id: res.ok ? (await res.json()).appointment?.id : null }), () => ({ status: 'network' }));
      return ['bookings', outcome];
    },
  };

  const client = async () => {
    while (running) {
      const kind = MIX[sent++ % MIX.length];
      const [group, outcome] = await (kind === 'signIn' ? send.signIn() : kind === 'booking' ? send.booking() : send.read(kind));
      answers[group].push(outcome);
      if (outcome.status >= 200 && outcome.status < 300) succeeded[group] += 1;
    }
  };
  const all = Promise.all(Array.from({ length: clients }, client));

  return {
    /** How many requests of each kind have been answered 2xx so far. */
    succeeded: () => ({ ...succeeded }),
    /** Stops sending; answers every request's outcome once the last is answered. */
    async stop() {
      running = false;
      await all;
      return answers;
    },
  };
}
