import { and, eq, ne } from 'drizzle-orm';
import type { Locale } from '@/lib/config/business';
import type { UserRow } from '../../context';
import type { Writer } from '../../db/tx';
import { users } from '../../db/schema';

/**
 * users.language is the language the customer last used: the messages the company sends on its own
 * (renewal links, notices to an old address, what staff do to an appointment) are written in it, and
 * a message the customer causes now is in the request's language, which this has just recorded. It is
 * written at sign-up, at sign-in and on every signed-in call that states another language (the router:
 * the BFF sends the page's language with each call, so a customer who switches language records it
 * with the first screen in the new one). Written only when it changes.
 */
export async function recordLanguage(db: Writer, user: UserRow, lang: Locale): Promise<UserRow> {
  if (user.language === lang) return user;
  await db.update(users).set({ language: lang }).where(and(eq(users.id, user.id), ne(users.language, lang)));
  return { ...user, language: lang };
}
