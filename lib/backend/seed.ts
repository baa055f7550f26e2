import { count } from 'drizzle-orm';
import { hashPassword } from './accounts';
import type { Db } from './db/client';
import { users } from './db/schema';
import { seedAnnouncements, seedCheques, seedNotifications, seedOffers } from './seeds/content';
import { seedBookings } from './seeds/bookings';
import { seedClaims } from './seeds/claims';
import { seedPolicies } from './seeds/policies';
import { seedRenewals } from './seeds/renewals';
import { DEMO_PASSWORD, DEMO_USERS } from './seeds/users';

export { DEMO_PASSWORD, DEMO_USERS };

/**
 * Further demo data of each area (contracts, notifications, offers, …), seeded after the users on
 * first start. Each area adds its seeder here.
 */
const areaSeeders: ((db: Db, demoUsers: Map<string, number>) => Promise<void>)[] = [
  (db, ids) => seedPolicies(db, ids),
  (db, ids) => seedBookings(db, ids),
  async (db, ids) => { await seedClaims(db, ids); },
  (db, ids) => seedRenewals(db, ids),
  (db, ids) => seedNotifications(db, ids),
  (db) => seedOffers(db),
  (db) => seedAnnouncements(db),
  (db) => seedCheques(db),
];

/** Seeds the demo data on first start only (an empty users table). */
export async function seedIfEmpty(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db.insert(users).values(DEMO_USERS.map((u) => ({ ...u, passwordHash }))).onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  const ids = new Map(inserted.map((u) => [u.email, u.id]));
  for (const seed of areaSeeders) await seed(db, ids);
}
