import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';

const cache = new WeakMap<Db, Map<string, string>>();

/**
 * A secret the backend keeps in its database under `name`, made on first use: the first instance to
 * ask writes it, every other reads that one, so what one instance signs another verifies.
 */
export async function serverSecret(db: Db, name: string): Promise<string> {
  const known = cache.get(db)?.get(name);
  if (known) return known;
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  if (!cache.has(db)) cache.set(db, new Map());
  cache.get(db)!.set(name, row.value);
  return row.value;
}
