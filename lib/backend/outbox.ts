import { desc, inArray } from 'drizzle-orm';
import type { Db } from './db/client';
import { outbox, outboxAttachments } from './db/schema';

/**
 * SMS and e-mail leave through here. The embedded provider writes them to the outbox table; a real
 * provider would be called from these two functions when SMS_PROVIDER_URL / EMAIL_PROVIDER_URL are set.
 */
/** Anything that can insert: the database or a transaction (a purchase's e-mail is written with its contract). */
type Writer = Pick<Db, 'insert'>;

/** A file from the upload store that an e-mail carries. */
export interface Attachment { uploadId: string; name: string; type: string }

export async function sendSms(db: Writer, to: string, body: string): Promise<void> {
  await db.insert(outbox).values({ channel: 'sms', to, body });
}

export async function sendEmail(db: Writer, to: string, subject: string, body: string): Promise<void> {
  await db.insert(outbox).values({ channel: 'email', to, subject, body });
}

/** An e-mail with files (the car request's images): the message and its attachments are written together. */
export async function sendEmailWithAttachments(db: Writer, to: string, subject: string, body: string, attachments: Attachment[]): Promise<void> {
  const [row] = await db.insert(outbox).values({ channel: 'email', to, subject, body }).returning({ id: outbox.id });
  if (attachments.length) {
    await db.insert(outboxAttachments).values(attachments.map((a) => ({ outboxId: row!.id, uploadId: a.uploadId, name: a.name, type: a.type })));
  }
}

export async function listOutbox(db: Db, limit = 200) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.sentAt), desc(outbox.id)).limit(limit);
  const ids = rows.map((r) => r.id);
  const files = ids.length ? await db.select().from(outboxAttachments).where(inArray(outboxAttachments.outboxId, ids)) : [];
  return rows.map((r) => ({
    to: r.to, channel: r.channel, subject: r.subject, body: r.body, sentAt: r.sentAt.toISOString(),
    attachments: files.filter((f) => f.outboxId === r.id).map((f) => ({ name: f.name, type: f.type })),
  }));
}
