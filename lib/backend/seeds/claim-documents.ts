import PDFDocument from 'pdfkit';
import { claimDocuments, type ClaimEvent } from '@/lib/config/claims';
import { COMPANY_NAME } from '@/lib/config/company';
import type { PolicyLine } from '@/lib/config/lines';
import { UPLOAD_MAX_BYTES } from '@/lib/config/uploads';
import { requiredDocuments, type ClaimDetails } from '@/lib/validation/claim';
import en from '@/messages/en.json';
import type { Db } from '../db/client';
import { claimFiles, uploads } from '../db/schema';
import { writeUploadFile } from '../uploads';

type DocumentKey = keyof typeof en.claims.documents;

/**
 * The documents a demo claim of a trip, a home or a person carries, as its report would have sent them:
 * the event's required ones (claimDocuments), and for a trip the first of its proofs (a boarding pass).
 */
export function demoDocuments(line: PolicyLine, event: ClaimEvent, details: ClaimDetails): string[] {
  const proof = claimDocuments(line, event).find((d) => d.need === 'travel_proof')?.key;
  return [...requiredDocuments(line, event, details), ...(proof ? [proof] : [])];
}

/** A one-page PDF that says what it stands for: the demo has no real hospital reports or receipts. */
function demoPdf(title: string, claimRef: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: title, Author: COMPANY_NAME.en } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => { doc.on('end', () => resolve(Buffer.concat(chunks))); doc.on('error', reject); });
  doc.fontSize(18).text(title);
  doc.moveDown().fontSize(11).text(`Sent with claim ${claimRef}.`);
  doc.moveDown().fillColor('#555').text(`${COMPANY_NAME.en} demonstration portal: a sample document, not a real one.`);
  doc.end();
  return done;
}

/** Stores the demo documents of one claim like a customer's uploads (the same store and checks), owned by the customer and claimed for the claim. */
export async function seedClaimDocuments(
  db: Db, claim: { id: number; userId: number; line: PolicyLine; event: ClaimEvent; details: ClaimDetails; reference: string }, at: Date,
): Promise<void> {
  for (const [position, key] of demoDocuments(claim.line, claim.event, claim.details).entries()) {
    const name = `${key.replaceAll('_', '-')}.pdf`;
    const pdf = await demoPdf(en.claims.documents[key as DocumentKey] ?? key, claim.reference);
    const written = await writeUploadFile(db, new Response(new Uint8Array(pdf)).body, 'application/pdf', UPLOAD_MAX_BYTES);
    await db.insert(uploads).values({
      id: written.id, sessionId: null, userId: claim.userId, address: '127.0.0.1', purpose: 'claim-file', type: 'application/pdf',
      size: written.size, name, path: written.path, sha256: written.sha256, createdAt: at, claimedAt: at,
    });
    await db.insert(claimFiles).values({ claimId: claim.id, uploadId: written.id, kind: 'document', slot: key, name, position });
  }
}
