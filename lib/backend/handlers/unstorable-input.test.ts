/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs): what the database cannot hold (a lone surrogate in
// jsonb, year 0 in a date) fails there, and PGlite may not fail the same way.
import { eq } from 'drizzle-orm';
import { startSession } from '../accounts/auth/sessions';
import type { Db } from '../db/client';
import { rateLimits, users } from '../db/schema';
import { travelBody } from '../payments/test-helpers';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
let demo: string;
let care: string;
const { call, signIn } = backendClient(() => db);

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  demo = await signIn('demo@portal.test');
  const [staff] = await db.select().from(users).where(eq(users.email, 'care@portal.test'));
  care = await startSession(db, crypto.randomUUID(), staff!.id, new Date());
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const holder = (name: string) => ({ name, birth_date: '1988-04-12T00:00:00.000Z', passport_id: 'N1234567' });
const TRAVEL_PATHS = ['/travel/quotation', '/travel/quotationlowcost', '/quotation/travel/prices'] as const;
const bodyFor = (path: string, name: string) => {
  const trip = travelBody({ travellers: [holder(name)] });
  return path.endsWith('lowcost') ? { ...trip, countries: ['SA'] } : trip;
};

describe('text PostgreSQL cannot hold is a 400, never a 500', () => {
  it.each(TRAVEL_PATHS)('%s: a traveller named "Ali \\ud800 Salem" is refused on the name', async (path) => {
    const answer = await call('POST', path, { token: demo, body: bodyFor(path, 'Ali \ud800 Salem') });
    expect(answer).toMatchObject({ status: 400, body: { code: 'validation_error', fields: { 'travellers.0.name': 'purchase.validation.travellerName' } } });
    expect(typeof answer.body.message).toBe('string');
  });

  it.each(TRAVEL_PATHS)('%s: a lone low surrogate, and one in a field no rule names, are refused too', async (path) => {
    expect((await call('POST', path, { token: demo, body: bodyFor(path, 'Ali Salem \udc00') })).status).toBe(400);
    const extra = { ...bodyFor(path, 'Ali Salem'), remark: 'x\ud83d' };
    expect(await call('POST', path, { token: demo, body: extra })).toMatchObject({ status: 400, body: { code: 'invalid_characters' } });
  });

  it('a well-formed pair (an emoji) is not a lone surrogate: the quote is held; in a name it is not a Latin letter', async () => {
    const answer = await call('POST', '/travel/quotation', { token: demo, body: { ...bodyFor('/travel/quotation', 'Omar Khaled Haddad'), remark: 'Omar \ud83d\ude00' } });
    expect(answer.status).toBe(200);
    const named = await call('POST', '/travel/quotation', { token: demo, body: bodyFor('/travel/quotation', 'Omar Khaled \ud83d\ude00 Haddad') });
    expect(named).toMatchObject({ status: 400, body: { fields: { 'travellers.0.name': 'validation.latinName' } } });
  });
});

describe('dates and months before 1900 are refused', () => {
  it.each(['0000-01', '1899-12', '0001-01'])('GET /booking/getMonthLoad?month=%s answers 400', async (month) => {
    const answer = await call('GET', `/booking/getMonthLoad?month=${month}`, { token: care });
    expect(answer).toMatchObject({ status: 400, body: { code: 'validation_error', fields: { month: 'validation.invalid' } } });
  });

  it('1900-01 is a month of the grid', async () => {
    expect((await call('GET', '/booking/getMonthLoad?month=1900-01', { token: care })).status).toBe(200);
  });

  it('GET /booking/getAllAppointments?date=0000-01-01 answers 400', async () => {
    const answer = await call('GET', '/booking/getAllAppointments?date=0000-01-01', { token: care });
    expect(answer).toMatchObject({ status: 400, body: { code: 'validation_error' } });
  });

  it('a traveller born in 1899 is refused on the birth date', async () => {
    const trip = travelBody({ travel_type: 'family', travellers: [holder('Omar Khaled Saleh Haddad'), { ...holder('Rana Haddad'), birth_date: '1899-12-31T00:00:00.000Z' }] });
    const answer = await call('POST', '/travel/quotation', { token: demo, body: trip });
    expect(answer).toMatchObject({ status: 400, body: { fields: { 'travellers.1.birth_date': 'validation.invalid' } } });
  });
});

describe('names refuse direction controls and invisible characters', () => {
  it.each(['\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200b'])('a traveller name with %j is refused with a message saying what to do', async (c) => {
    const answer = await call('POST', '/travel/quotation', { token: demo, body: bodyFor('/travel/quotation', `Omar Khaled${c} Saleh Haddad`) });
    expect(answer).toMatchObject({ status: 400, body: { fields: { 'travellers.0.name': 'validation.hiddenCharacters' } } });
  });
});
