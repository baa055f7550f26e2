import { eq } from 'drizzle-orm';
import type { HandlerContext, UserRow } from './context';
import type { Db } from './db/client';
import { users } from './db/schema';

/** For backend tests: a handler's context for a user of the seed, without going through HTTP. */
export async function contextFor(db: Db, email: string | null, over: Partial<HandlerContext> = {}): Promise<HandlerContext> {
  let user: UserRow | null = null;
  if (email) {
    [user = null] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) throw new Error(`No seeded user ${email}`);
  }
  return {
    db, now: new Date(), lang: 'en', address: 'test', knownDevice: null, token: null, session: null, user,
    params: {}, body: undefined, query: undefined, ...over,
  };
}
