/** Calls the tests make to a portal the way its pages do: JSON to the BFF, with the portal's Origin. */

/** The cookies a response sets, as a Cookie header. */
export const cookieOf = (res) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

/**
 * A JSON call to `base` + `url`; `origin` is the portal's public origin (PUBLIC_ORIGIN), which every
 * state-changing call must name, whichever instance it reaches.
 */
export async function call(base, url, { method = 'GET', cookie, body, origin } = {}) {
  const headers = { origin: origin ?? base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
  const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json;
  try { json = JSON.parse(text); } catch { json = { text }; }
  return { status: res.status, body: json, cookie: cookieOf(res) };
}

export const signIn = (base, login, password, origin) => call(base, '/api/user/login', { method: 'POST', body: { login, password }, origin });

/** A 1×1 PNG: a file the uploads accept (they check the first bytes); `tag` makes each one's bytes differ. */
export function png(tag = '') {
  const image = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');
  return Buffer.concat([image, Buffer.from(tag)]);
}

/** Working days (not Friday, Saturday or a blocked day) from `fromDays` ahead, in Amman's calendar. */
export async function bookableDays(db, count, fromDays = 7) {
  const blocked = new Set((await db`select date::text as d from appointment_blocked_days`).map((r) => r.d));
  const amman = new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Amman' }));
  const days = [];
  for (let k = fromDays; days.length < count; k += 1) {
    const day = new Date(Date.UTC(amman.getFullYear(), amman.getMonth(), amman.getDate() + k));
    const iso = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 5 && day.getUTCDay() !== 6 && !blocked.has(iso)) days.push(iso);
  }
  return days;
}

/** The demo customer's motor contract that appointments are booked for. */
export async function bookableContract(db) {
  const [contract] = await db`select id from policies where contract_number like '%-000102'`;
  return contract.id;
}

/** An inspection appointment as the booking form sends it. */
export const appointment = ({ contractId, day, period, photos = [], note = '' }) => ({
  policy_id: contractId, car_type: 'saloon', date: day, time_period: period, note, can_move: true, towing: false,
  location: { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' }, name: 'Omar Khaled Saleh Haddad', phone: '0790000001', photos,
});
