import type { Db } from '../db/client';
import { route } from '../router';

/** For backend tests: a signed-in session of a seeded user, and JSON calls through the router. */
export async function signIn(db: Db, email: string): Promise<string> {
  const session = await route(db, new Request('http://backend/session', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ device_id: crypto.randomUUID() }),
  }));
  const token = (await session.json()).auth_token as string;
  const login = await route(db, new Request('http://backend/user/login', {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ login: email, password: 'Demo1234' }),
  }));
  return ((await login.json()).auth_token as string | undefined) ?? token;
}

// Test answers are read field by field; `any` keeps the assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export async function call(db: Db, token: string, method: string, path: string, body?: unknown, lang: 'en' | 'ar' = 'en'): Promise<{ status: number; json: Json }> {
  const res = await route(db, new Request(`http://backend${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': lang },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  }));
  return { status: res.status, json: await res.json() };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
export const apiDay = (offset: number) => `${day(offset)}T00:00:00.000Z`;

export function travelBody(over: Record<string, unknown> = {}) {
  return {
    program: 'sky', country: 'TR', worldwide: false, destination: 'turkey-egypt', travel_type: 'individual',
    start_date: apiDay(7), days: 10,
    travellers: [{ name: 'Omar Khaled Saleh Haddad', birth_date: '1988-04-12T00:00:00.000Z', passport_id: 'N1234567' }],
    ...over,
  };
}

/** A title deed as the upload store records it (no file needed: issuing only claims the row). */
export async function titleDeedOf(db: Db, email: string, purpose = 'title-deed'): Promise<string> {
  const { eq } = await import('drizzle-orm');
  const { uploads, users } = await import('../db/schema');
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const id = crypto.randomUUID();
  await db.insert(uploads).values({
    id, userId: user!.id, address: 'test', purpose, type: 'application/pdf', size: 1000, name: 'deed.pdf', path: `uploads/${id}`, sha256: 'x',
  });
  return id;
}
