import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../accounts';
import type { Db } from '../db/client';
import { cheques, policies, users } from '../db/schema';
import { uniqueViolationOf } from '../db/unique-violation';
import { writeDueExpiryNotifications } from '../contracts';
import { DEMO_PASSWORD, DEMO_USERS } from './users';
import { seedBookings } from './bookings';
import { seedClaims, type SeededClaims } from './claims';
import { demoCheques, seedNotifications } from './content';
import { namesFor } from './names';
import { seedPolicies } from './policies';
import { DEMO_RENEWAL_TOKENS, seedRenewals } from './renewals';

import { CUSTOMER_TEMPLATES, customerTemplate, type CustomerTemplate } from './templates';

export { CUSTOMER_TEMPLATES, customerTemplate, type CustomerTemplate };

/** Every plate the seed gives a car, in one order: a seeded customer's plates are numbered by their place in it. */
const TEMPLATE_PLATES = ['12-34567', '22-11890', '10-55012', '13-70771', '31-10046', '31-20001', '31-20002', '31-20003', '31-20004', '31-20005', '32-30001'];

export interface SeededCustomer {
  id: number;
  email: string;
  mobile: string;
  password: string;
  /** Its contracts by their number in the template (101 is the demo's Corolla), with the number and plate it got. */
  contracts: Record<string, { id: number; number: string; plate: string | null }>;
  /** The demo's four settlement cheques (delivered, ready, processing, preparation), the first two with this customer's phone. */
  cheques: { id: string; status: string; phone: string | null }[];
  /** The demo's two renewal links of the Corolla (valid, expired), this customer's own. */
  renewalTokens: Partial<Record<keyof typeof DEMO_RENEWAL_TOKENS, string>>;
  /** The demo's claims, one in each state (seeds/claim-stories.ts), and the cheque of the one paid by cheque; empty for other templates. */
  claims: Partial<SeededClaims['byState']>;
  claimCheque: SeededClaims['cheque'] | null;
  /** The decided claim whose cheque is still under processing (not paid until its ready day). */
  claimChequeWaiting: SeededClaims['chequeWaiting'] | null;
}

const MAX_TRIES = 5;

/** A seeded customer's cheque n (1-4): never one of the demo's 100001-100004. */
const chequeIdFor = (userId: number, n: number) => String(200_000 + userId * 10 + n);

/**
 * A new account made like one of the demo accounts (same kind, status, names, birth date and language)
 * with that account's contracts, appointments, notifications and renewal links, under its own e-mail,
 * mobile number, national ID, contract numbers and plates: a test that changes a customer's data makes
 * one of these and leaves the demo accounts as the README describes them. Demo mode only (the route
 * that calls it answers 404 otherwise).
 */
export async function seedCustomerFrom(db: Db, template: CustomerTemplate, today = new Date()): Promise<SeededCustomer> {
  const model = DEMO_USERS.find((u) => u.email === `${template}@portal.test`);
  if (!model) throw new Error(`No demo account ${template}`);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const user = await insertUnique(db, model, passwordHash);
  const [care] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'care@portal.test'));
  const ids = new Map([[model.email, user.id], ...(care ? [['care@portal.test', care.id] as const] : [])]);
  const names = namesFor(user.id, TEMPLATE_PLATES);
  await seedPolicies(db, ids, today, names);
  await seedBookings(db, ids, today);
  const claimSet = template === 'demo' ? await seedClaims(db, ids, today, names) : null;
  await seedRenewals(db, ids, today, names);
  await seedNotifications(db, ids, today);
  // What the running portal writes for every customer as it starts and each quarter-hour after: a customer
  // made in between has its expiry notices at once, as a demo account has them from the first start.
  await writeDueExpiryNotifications(db, user.id, today);
  const chequeIds = template === 'demo' ? demoCheques(today, user.mobile, (n) => chequeIdFor(user.id, n)) : [];
  if (chequeIds.length) await db.insert(cheques).values(chequeIds);

  const rows = await db.select({ id: policies.id, number: policies.contractNumber, plate: policies.plateNumber }).from(policies)
    .where(eq(policies.userId, user.id));
  return {
    id: user.id, email: user.email, mobile: user.mobile, password: DEMO_PASSWORD,
    contracts: Object.fromEntries(rows.map((r) => [String(Number(r.number.split('-').pop()) - user.id * 1000), r])),
    cheques: chequeIds.map((c) => ({ id: c.chequeId, status: c.status, phone: c.phone ?? null })),
    renewalTokens: template === 'demo' ? { valid: names.token(DEMO_RENEWAL_TOKENS.valid), expired: names.token(DEMO_RENEWAL_TOKENS.expired) } : {},
    claims: claimSet?.byState ?? {},
    claimCheque: claimSet?.cheque ?? null,
    claimChequeWaiting: claimSet?.chequeWaiting ?? null,
  };
}

/** Inserts the account with a random mobile, national ID and e-mail, drawing again on the rare clash with an existing one. */
async function insertUnique(db: Db, model: (typeof DEMO_USERS)[number], passwordHash: string) {
  for (let attempt = 1; ; attempt += 1) {
    const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
    const [local] = model.email.split('@');
    try {
      const [row] = await db.insert(users).values({
        ...model, passwordHash, email: `${local}-${digits}@portal.test`, mobile: `+96278${digits}`, nationalId: `8${randomInt(0, 1e9).toString().padStart(9, '0')}`,
      }).returning({ id: users.id, email: users.email, mobile: users.mobile });
      return row!;
    } catch (error) {
      if (!uniqueViolationOf(error) || attempt >= MAX_TRIES) throw error;
    }
  }
}
