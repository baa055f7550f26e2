import type { Db } from '../db/client';
import type { payments, quotes } from '../db/schema';

/** A Drizzle transaction on the backend's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: what issuers, notices and e-mails write through. */
export type Writer = Db | Tx;

export type QuoteRow = typeof quotes.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
