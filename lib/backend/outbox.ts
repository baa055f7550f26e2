import { desc } from 'drizzle-orm';
import type { Db } from './db/client';
import { outbox } from './db/schema';

/**
 * SMS and e-mail leave through here. The embedded provider writes them to the outbox table; a real
 * provider would be called from these two functions when SMS_PROVIDER_URL / EMAIL_PROVIDER_URL are set.
 */
export async function sendSms(db: Pick<Db, 'insert'>, to: string, body: string): Promise<void> {
  await db.insert(outbox).values({ channel: 'sms', to, body });
}

export async function sendEmail(db: Db, to: string, subject: string, body: string): Promise<void> {
  await db.insert(outbox).values({ channel: 'email', to, subject, body });
}

export async function listOutbox(db: Db, limit = 200) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.sentAt), desc(outbox.id)).limit(limit);
  return rows.map((r) => ({ to: r.to, channel: r.channel, subject: r.subject, body: r.body, sentAt: r.sentAt.toISOString() }));
}
