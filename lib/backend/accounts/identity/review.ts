import { asc, eq } from 'drizzle-orm';
import { COMPLIANCE_EMAIL } from '@/lib/config/company';
import { isProduction } from '@/lib/config/production';
import { formatPhone } from '@/lib/phone';
import { identityDocuments, uploads } from '../../db/schema';
import { queueEmail, type Attachment } from '../../messages';
import type { Tx } from '../../db/tx';
import type { UserRow } from '../../context';
import { verificationStatus } from './document-check';

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/**
 * A new account's status from its identity document. The demo's stand-in decides by the number's last
 * digits (document-check.ts); production has no such check: without a verification provider, a person
 * at the compliance desk reviews the scans and the account waits in `refer` (account-review) until
 * the company sets it. A provider would answer here from its journey (spec §9's journey ids).
 */
export function initialStatus(documentNumber: string): UserRow['status'] {
  return isProduction() ? 'refer' : verificationStatus(documentNumber);
}

/** In production, the scans of a new account's journey to the compliance desk, in the sign-up's transaction. */
export async function queueIdentityReview(tx: Tx, user: UserRow, journeyId: string): Promise<void> {
  if (!isProduction()) return;
  const scans = await tx.select({ side: identityDocuments.side, uploadId: identityDocuments.uploadId, type: uploads.type })
    .from(identityDocuments).innerJoin(uploads, eq(uploads.id, identityDocuments.uploadId))
    .where(eq(identityDocuments.journeyId, journeyId)).orderBy(asc(identityDocuments.id));
  const attachments: Attachment[] = scans.map((s) => ({ kind: 'upload', uploadId: s.uploadId!, name: `identity-${s.side}.${EXTENSION[s.type] ?? 'bin'}`, type: s.type }));
  await queueEmail(tx, {
    to: COMPLIANCE_EMAIL, language: 'en', attachments,
    subject: `[Identity review] Account ${user.id}: ${user.nameEn}`,
    body: [
      `A new account waits for its identity review (status refer).`,
      '',
      `Account id: ${user.id}`,
      `Name: ${user.nameEn} / ${user.nameAr}`,
      `Document: ${user.nationalId ? `national ID ${user.nationalId}` : `passport ${user.passportId ?? ''}`} (${user.nationality})`,
      `E-mail: ${user.email}`,
      `Mobile: ${formatPhone(user.mobile)}`,
      '',
      'The scans are attached. Set the account to complete or rejected in the company system.',
    ].join('\n'),
  });
}
