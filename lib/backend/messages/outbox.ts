import { desc, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/config/business';
import type { Db } from '../db/client';
import { outbox, outboxAttachments } from '../db/schema';
import { nudgeDelivery } from './delivery/nudge';

/**
 * Text messages and e-mails are queued here, in the caller's transaction when it has one (a
 * purchase's e-mail is written with its contract): a change that rolls back sends nothing, and one
 * that commits is delivered by the outbox worker (lib/backend/messages/delivery) of whichever server claims it.
 */
type Writer = Pick<Db, 'insert'>;

/** A file an e-mail carries, resolved when it is sent (lib/backend/mail-attachments.ts). */
export type Attachment =
  | { kind: 'upload'; uploadId: string; name: string; type: string }
  | { kind: 'contract-pdf'; policyId: number; name: string }
  | { kind: 'inline'; content: string; name: string; type: string };

export interface SmsMessage { to: string; body: string; language: Locale }
export interface EmailMessage { to: string; subject: string; body: string; language: Locale; attachments?: Attachment[] }

export async function queueSms(db: Writer, message: SmsMessage): Promise<void> {
  await db.insert(outbox).values({ channel: 'sms', to: message.to, body: message.body, language: message.language });
  nudgeDelivery();
}

export async function queueEmail(db: Writer, message: EmailMessage): Promise<void> {
  const { attachments = [] } = message;
  const [row] = await db.insert(outbox)
    .values({ channel: 'email', to: message.to, subject: message.subject, body: message.body, language: message.language })
    .returning({ id: outbox.id });
  if (attachments.length) {
    await db.insert(outboxAttachments).values(attachments.map((a) => ({
      outboxId: row!.id, kind: a.kind, name: a.name,
      type: a.kind === 'contract-pdf' ? 'application/pdf' : a.type,
      uploadId: a.kind === 'upload' ? a.uploadId : null,
      policyId: a.kind === 'contract-pdf' ? a.policyId : null,
      content: a.kind === 'inline' ? a.content : null,
    })));
  }
  nudgeDelivery();
}

/** The demo's outbox page: the newest messages with their state and their files' names. */
export async function listOutbox(db: Db, limit = 200) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  const ids = rows.map((r) => r.id);
  const files = ids.length ? await db.select().from(outboxAttachments).where(inArray(outboxAttachments.outboxId, ids)) : [];
  return rows.map((r) => ({
    id: r.id, to: r.to, channel: r.channel, subject: r.subject, body: r.body, language: r.language, state: r.state,
    sentAt: r.createdAt.toISOString(),
    attachments: files.filter((f) => f.outboxId === r.id).map((f) => ({ name: f.name, type: f.type })),
  }));
}
