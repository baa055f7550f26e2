import { eq } from 'drizzle-orm';
import { ammanDay } from '@/lib/calendar/days';
import type { Locale } from '@/lib/config/business';
import { messageLinkOrigin } from '@/lib/config/env';
import type { Db } from './db/client';
import { outboxAttachments, policies, uploads, users } from './db/schema';
import { policyView, renderContractPdf, verificationUrl } from './contracts';
import { readUpload } from './uploads';
import type { OutgoingEmail } from './messages';

type Row = typeof outboxAttachments.$inferSelect;

/** The contract's PDF as the customer downloads it, in the e-mail's language, its QR code on the public verification page. */
async function contractPdf(db: Db, policyId: number, lang: Locale, now: Date): Promise<Buffer> {
  const [found] = await db.select({ policy: policies, nameEn: users.nameEn, nameAr: users.nameAr })
    .from(policies).innerJoin(users, eq(users.id, policies.userId)).where(eq(policies.id, policyId)).limit(1);
  if (!found) throw new Error(`contract ${policyId} is gone`);
  return renderContractPdf({
    lang,
    policy: policyView(found.policy, now, lang),
    holderName: (lang === 'ar' ? found.nameAr : found.nameEn) || found.nameEn || found.nameAr || '',
    verifyUrl: verificationUrl(`${messageLinkOrigin()}/${lang}/policy/qrCode`, lang, found.policy.qrToken),
    issuedOn: ammanDay(found.policy.createdAt),
    printedAt: now,
  });
}

async function content(db: Db, row: Row, lang: Locale, now: Date): Promise<Buffer> {
  switch (row.kind) {
    case 'inline':
      return Buffer.from(row.content ?? '', 'utf8');
    case 'contract-pdf':
      return contractPdf(db, row.policyId!, lang, now);
    case 'upload': {
      const [upload] = await db.select({ id: uploads.id, path: uploads.path }).from(uploads).where(eq(uploads.id, row.uploadId!)).limit(1);
      if (!upload) throw new Error(`upload ${row.uploadId} is gone`);
      return readUpload(db, upload);
    }
  }
}

/** An e-mail's files, read or drawn when it leaves (so a retry sends the same files). */
export async function attachmentsOf(db: Db, outboxId: number, lang: Locale, now: Date): Promise<OutgoingEmail['attachments']> {
  const rows = await db.select().from(outboxAttachments).where(eq(outboxAttachments.outboxId, outboxId)).orderBy(outboxAttachments.id);
  return Promise.all(rows.map(async (row) => ({ filename: row.name, contentType: row.type, content: await content(db, row, lang, now) })));
}
