import { and, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { ammanDay } from '@/lib/calendar/days';
import type { Locale } from '@/lib/config/business';
import { MAX_CLAIM_FILES } from '@/lib/config/claims';
import { UPLOAD_TYPES } from '@/lib/config/uploads';
import { formatDate, formatDateAndSlot, formatJod } from '@/lib/format';
import type { claimAcceptance, claimAssessor, claimDispute, claimDocumentAnswer, claimObjection } from '@/lib/validation/claim';
import type { SessionRow, UserRow } from '../context';
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';
import { appointments, claimDocumentRequests, claimFiles, payoutAccounts } from '../db/schema';
import { referenceOf as appointmentReference } from '../bookings';
import { claimUploads } from '../uploads';
import { decisionDueFrom } from './deadlines';
import { claimError, fieldError } from './errors';
import { recordClaimStep } from './record';
import { appealUntil, decisionStands, type ClaimRow, type NamedDecision } from './rules';
import { customerStep, lastEventIs, moveClaim } from './step';
import { claimText, claimWords } from './text';

interface Caller { db: Db; me: UserRow; idText: string | undefined; lang: Locale; now: Date }

const amountIn = (fils: number | null) => (lang: Locale) => formatJod((fils ?? 0) / 1000, lang);
const decisionDue = (row: ClaimRow) => formatDate(decisionDueFrom(ammanDay(row.stateSince)));

/** POST /claims/{id}/assessor: a Lababak appointment of the customer's, for this claim's contract. */
export async function linkAssessor(c: Caller, body: z.output<typeof claimAssessor>): Promise<ClaimRow> {
  return customerStep({ ...c, step: 'assessor', done: (claim) => claim.appointmentId === body.appointment_id }, async (tx, claim) => {
    const [a] = await tx.select().from(appointments)
      .where(and(eq(appointments.id, body.appointment_id), eq(appointments.userId, c.me.id))).limit(1);
    if (!a || a.policyId !== claim.policyId || a.status === 'cancelled') throw fieldError('claim_appointment_unsuitable', 'appointment_id', c.lang);
    const row = await moveClaim(tx, claim, { state: 'assessment', appointmentId: a.id }, c.now);
    await recordClaimStep(tx, row, c.me, c.now, {
      kind: 'assessor_booked', reference: appointmentReference(a.id),
      values: (lang) => ({ appointment: appointmentReference(a.id), when: formatDateAndSlot(a.date, a.timePeriod, lang) }),
    });
    return row;
  });
}

/** How a request's document is named in a language: its word, or the desk's note for "another document". */
export const requestedName = (key: string, note: string, lang: Locale) =>
  (key === 'other' && note ? note : claimWords(lang)(`documents.${key}` as never));

/**
 * POST /claims/{id}/documents: files for one open request of the customer's own claim; when none is
 * left open the claim goes to review. The same files sent again answer the claim as it is.
 */
export async function answerDocuments(c: Caller & { session: SessionRow | null }, body: z.output<typeof claimDocumentAnswer>): Promise<ClaimRow> {
  const sameFiles = async (claim: ClaimRow, tx: Pick<Db, 'select'>) => {
    const [request] = await tx.select().from(claimDocumentRequests)
      .where(and(eq(claimDocumentRequests.id, body.request_id), eq(claimDocumentRequests.claimId, claim.id))).limit(1);
    if (!request?.providedAt) return false;
    const sent = await tx.select({ id: claimFiles.uploadId }).from(claimFiles).where(and(eq(claimFiles.claimId, claim.id), eq(claimFiles.requestId, request.id)));
    return sent.length === body.upload_ids.length && body.upload_ids.every((id) => sent.some((s) => s.id === id));
  };
  return customerStep({ ...c, step: 'answer_document', done: sameFiles }, async (tx, claim) => {
    const [request] = await tx.select().from(claimDocumentRequests)
      .where(and(eq(claimDocumentRequests.id, body.request_id), eq(claimDocumentRequests.claimId, claim.id), isNull(claimDocumentRequests.providedAt))).limit(1);
    if (!request) throw fieldError('claim_request_closed', 'request_id', c.lang);
    const [held] = await tx.select({ n: count() }).from(claimFiles).where(eq(claimFiles.claimId, claim.id));
    const already = Number(held?.n ?? 0);
    if (already + body.upload_ids.length > MAX_CLAIM_FILES) throw claimError(400, 'claim_too_many_files', c.lang);
    const files = await claimUploads(tx, {
      ids: Object.fromEntries(body.upload_ids.map((id, i) => [`upload_ids.${i}`, id])),
      owner: { sessionId: c.session?.id ?? null, userId: c.me.id }, purpose: 'claim-file', allowedTypes: UPLOAD_TYPES, now: c.now,
    });
    await tx.insert(claimFiles).values(body.upload_ids.map((id, i) => ({
      claimId: claim.id, uploadId: id, kind: 'document' as const, slot: request.key, requestId: request.id,
      name: files[`upload_ids.${i}`]!.name, position: already + i,
    })));
    await tx.update(claimDocumentRequests).set({ providedAt: c.now }).where(eq(claimDocumentRequests.id, request.id));
    const [open] = await tx.select({ n: count() }).from(claimDocumentRequests)
      .where(and(eq(claimDocumentRequests.claimId, claim.id), isNull(claimDocumentRequests.providedAt)));
    const row = await moveClaim(tx, claim, { state: Number(open?.n ?? 0) === 0 ? 'review' : 'documents' }, c.now);
    await recordClaimStep(tx, row, c.me, c.now, {
      kind: 'document_provided', note: requestedName(request.key, request.note, 'en'), noteAr: requestedName(request.key, request.noteAr ?? request.note, 'ar'),
      values: (lang) => ({ document: requestedName(request.key, lang === 'ar' ? request.noteAr ?? request.note : request.note, lang) }),
    });
    return row;
  });
}

/**
 * POST /claims/{id}/accept: the customer accepts the approved amount they read (the decision's version
 * and net, checked under the claim's lock) and says how to be paid. A transfer goes to the account's
 * payout IBAN, copied into the claim as it is now. Accepting the same decision again the same way
 * answers the claim; another way, once accepted, is refused.
 */
export async function acceptOffer(c: Caller, body: z.output<typeof claimAcceptance>): Promise<ClaimRow> {
  const answers = { outcome: 'approved', version: body.decision_version, netFils: body.net_fils } as const;
  const done = (claim: ClaimRow) => {
    if (claim.acceptedAt === null || !decisionStands(claim, answers)) return false;
    if (claim.settlementMethod !== body.method) throw claimError(409, 'claim_already_accepted', c.lang);
    return true;
  };
  return customerStep({ ...c, step: 'accept', done, answers }, async (tx, claim) => {
    let iban: string | null = null;
    if (body.method === 'transfer') {
      const [account] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.userId, c.me.id)).limit(1);
      if (!account) throw claimError(409, 'claim_payout_account_missing', c.lang, {}, { fields: { method: 'errors.claim_payout_account_missing' } });
      iban = account.iban;
    }
    const row = await moveClaim(tx, claim, { settlementMethod: body.method, settlementIban: iban, acceptedAt: c.now }, c.now);
    await recordClaimStep(tx, row, c.me, c.now, {
      kind: 'accepted', amountFils: row.netFils,
      values: (lang) => ({ amount: amountIn(row.netFils)(lang), method: claimText(lang)(`methods.${body.method}`), date: formatDate(row.payBy ?? ammanDay(c.now)) }),
    });
    return row;
  });
}

/**
 * The document an objection carries: the customer's own unused upload of purpose claim-file (the types
 * and size of every claim file), within MAX_CLAIM_FILES, kept among the claim's files so the customer
 * and the desk open it as they open the others; its event names it.
 */
async function attachObjectionFile(tx: Tx, c: Caller & { session: SessionRow | null }, claim: ClaimRow, uploadId: string, which: 'dispute' | 'appeal') {
  const [held] = await tx.select({ n: count() }).from(claimFiles).where(eq(claimFiles.claimId, claim.id));
  const already = Number(held?.n ?? 0);
  if (already + 1 > MAX_CLAIM_FILES) throw claimError(400, 'claim_too_many_files', c.lang);
  const files = await claimUploads(tx, {
    ids: { upload_id: uploadId }, owner: { sessionId: c.session?.id ?? null, userId: c.me.id }, purpose: 'claim-file', allowedTypes: UPLOAD_TYPES, now: c.now,
  });
  await tx.insert(claimFiles).values({ claimId: claim.id, uploadId, kind: 'objection', slot: which, requestId: null, name: files.upload_id!.name, position: already });
}

/** The objection's window has passed: say until when it ran, and where to complain. */
const windowClosed = (claim: ClaimRow, lang: Locale) => claimError(409, 'claim_appeal_closed', lang, { date: formatDate(appealUntil(claim) ?? '') });

/** What a dispute or an appeal says: the note, and the decision it objects to. */
export type Objection =
  | ({ which: 'dispute' } & z.output<typeof claimDispute>)
  | ({ which: 'appeal' } & z.output<typeof claimObjection>);

/**
 * POST /claims/{id}/dispute (an approval not accepted) and /appeal (a refusal), within CLAIM_APPEAL_DAYS
 * of the decision the customer read (its version, and an approval's net): the claim goes back to review
 * with the customer's note, and the decision no longer stands.
 */
export async function object(c: Caller & { session: SessionRow | null }, body: Objection): Promise<ClaimRow> {
  const { which } = body;
  const kind = which === 'dispute' ? 'disputed' : 'appealed';
  const answers: NamedDecision = body.which === 'dispute'
    ? { outcome: 'approved', version: body.decision_version, netFils: body.net_fils }
    : { outcome: 'refused', version: body.decision_version };
  // The same objection again (a double tap) finds the claim in review with it as the last event.
  const done = async (claim: ClaimRow, tx: Parameters<typeof lastEventIs>[0]) => {
    if (claim.state === 'review') return claim.decisionVersion === body.decision_version && lastEventIs(tx, claim.id, kind, c.me.id);
    const from = which === 'dispute' ? claim.state === 'decided' && claim.outcome === 'approved' && claim.acceptedAt === null : claim.state === 'refused';
    const until = appealUntil(claim);
    if (from && until !== null && ammanDay(c.now) > until) throw windowClosed(claim, c.lang);
    return false;
  };
  return customerStep({ ...c, step: which, done, answers }, async (tx, claim) => {
    if (body.upload_id) await attachObjectionFile(tx, c, claim, body.upload_id, which);
    const row = await moveClaim(tx, claim, { state: 'review', outcome: null, payBy: null }, c.now);
    await recordClaimStep(tx, row, c.me, c.now, { kind, note: body.note, uploadId: body.upload_id, values: () => ({ date: decisionDue(row) }) });
    return row;
  });
}
