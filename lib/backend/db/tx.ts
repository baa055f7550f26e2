import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { users, type payments, type quotes } from './schema';

/** A Drizzle transaction on the backend's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: what issuers, notices and e-mails write through. */
export type Writer = Db | Tx;

export type QuoteRow = typeof quotes.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Takes the customer's row lock for the rest of the transaction, so that what one customer buys is
 * decided one request at a time (holding a quote, starting a payment, issuing), across servers.
 * NO KEY UPDATE: rows that only reference the customer (a quote, a payment) can still be written.
 * Always taken before any payment row, so two of these transactions never wait on each other in a circle.
 */
export async function lockCustomer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
