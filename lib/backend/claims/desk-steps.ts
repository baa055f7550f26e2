import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ammanDay } from '@/lib/calendar/days';
import type { Locale } from '@/lib/config/business';
import { formatDate, formatJod, formatList } from '@/lib/format';
import type { deskApproval, deskAssessment, deskClosing, deskDocumentRequest, deskRefusal, deskSettlement } from '@/lib/validation/claim';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { claimDocumentRequests, users } from '../db/schema';
import { HttpError } from '../http';
import { chequePlace, issueClaimCheque } from './cheque';
import { requestedName } from './customer-steps';
import { decisionDueFrom, payByFrom } from './deadlines';
import { claimError } from './errors';
import { ibanInText } from './text';
import { recordClaimStep } from './record';
import { appealUntil, type ClaimRow } from './rules';
import { deskStep, moveClaim } from './step';

interface Caller { db: Db; me: UserRow; idText: string | undefined; lang: Locale; now: Date }

const amountIn = (fils: number | null | undefined) => (lang: Locale) => formatJod((fils ?? 0) / 1000, lang);

/** The desk asks for documents: one request each, named in the customer's message; the claim waits for them. */
export async function requestDocuments(c: Caller, body: z.output<typeof deskDocumentRequest>): Promise<ClaimRow> {
  return deskStep({ ...c, step: 'request_documents', kind: 'documents_requested', version: body.version }, async (tx, claim) => {
    await tx.insert(claimDocumentRequests).values(body.documents.map((d) => ({
      claimId: claim.id, key: d.key, note: d.note, requestedAt: c.now, requestedBy: c.me.id,
    })));
    const names = (lang: Locale) => formatList(body.documents.map((d) => requestedName(d.key, d.note, lang)), lang);
    const row = await moveClaim(tx, claim, { state: 'documents' }, c.now);
    await recordClaimStep(tx, row, c.me, c.now, { kind: 'documents_requested', note: names('en'), noteAr: names('ar'), values: (lang) => ({ documents: names(lang) }) });
    return row;
  });
}

/** The assessor's finding: the claim goes to review, or waits in documents while a request is open. */
export async function recordAssessment(c: Caller, body: z.output<typeof deskAssessment>): Promise<ClaimRow> {
  return deskStep({ ...c, step: 'assess', kind: 'assessed', version: body.version }, async (tx, claim, ctx) => {
    const waiting = ctx.openRequests > 0;
    const row = await moveClaim(tx, claim, {
      state: waiting ? 'documents' : 'review', assessor: body.assessor, assessedFils: body.assessed,
      assessmentNote: body.note, assessmentNoteAr: null, assessedAt: c.now,
    }, c.now);
    await recordClaimStep(tx, row, c.me, c.now, {
      kind: 'assessed', note: body.note || null, amountFils: body.assessed, variant: waiting ? 'waiting' : undefined,
      values: () => ({ date: formatDate(decisionDueFrom(ammanDay(row.stateSince))) }),
    });
    return row;
  });
}

/**
 * The desk approves: what is paid is the gross less the excess and each deduction, computed here from
 * the desk's amounts only, above zero; it must be paid within CLAIM_DEADLINES' working days from today.
 */
export async function approve(c: Caller, body: z.output<typeof deskApproval>): Promise<ClaimRow> {
  const net = body.gross - body.excess - body.deductions.reduce((sum, d) => sum + d.amount, 0);
  if (net <= 0) throw new HttpError(400, 'validation_error', 'Some fields are not valid', { fields: { gross: 'claims.validation.netAmount' } });
  return deskStep({ ...c, step: 'approve', kind: 'approved', version: body.version }, async (tx, claim) => {
    const row = await moveClaim(tx, claim, {
      state: 'decided', outcome: 'approved', grossFils: body.gross, excessFils: body.excess,
      deductions: body.deductions.map((d) => ({ reason: d.reason, amount_fils: d.amount })), netFils: net,
      decisionNote: body.note, decisionNoteAr: null, decidedAt: c.now, decisionVersion: claim.decisionVersion + 1, payBy: payByFrom(ammanDay(c.now), net),
      settlementMethod: null, settlementIban: null, acceptedAt: null,
    }, c.now);
    await recordClaimStep(tx, row, c.me, c.now, { kind: 'approved', note: body.note || null, amountFils: net, values: (lang) => ({ amount: amountIn(net)(lang) }) });
    return row;
  });
}

/** The desk refuses with the reason the customer reads; the customer may appeal within CLAIM_APPEAL_DAYS. */
export async function refuse(c: Caller, body: z.output<typeof deskRefusal>): Promise<ClaimRow> {
  return deskStep({ ...c, step: 'refuse', kind: 'refused', version: body.version }, async (tx, claim) => {
    const row = await moveClaim(tx, claim, {
      state: 'refused', outcome: 'refused', decisionNote: body.reason, decisionNoteAr: null, decidedAt: c.now, decisionVersion: claim.decisionVersion + 1, payBy: null, netFils: null,
    }, c.now);
    await recordClaimStep(tx, row, c.me, c.now, { kind: 'refused', note: body.reason, values: () => ({ date: formatDate(appealUntil(row)!) }) });
    return row;
  });
}

/**
 * The desk settles as the customer chose: a transfer with the bank's reference (paid when sent), or a
 * cheque the backend issues here (in the cheques table, found by the lookup with the customer's mobile).
 * A cheque's claim stays decided, its cheque named, until the cheque can be collected: the schedule
 * makes it paid on its ready day (cheque-ready.ts), and only then is the customer told it is paid.
 */
export async function settle(c: Caller, body: z.output<typeof deskSettlement>): Promise<ClaimRow> {
  const kind = body.method === 'transfer' ? 'transfer_sent' : 'cheque_issued';
  return deskStep({ ...c, step: 'settle', kind, version: body.version, whyNot: (claim) => (claim.state === 'decided' && claim.outcome === 'approved' && claim.acceptedAt === null ? claimError(409, 'claim_not_accepted', c.lang) : null) }, async (tx, claim) => {
    if (claim.settlementMethod !== body.method) throw claimError(409, 'claim_method_mismatch', c.lang, {}, { fields: { method: 'errors.claim_method_mismatch' } });
    if (body.method === 'transfer') {
      const row = await moveClaim(tx, claim, { state: 'paid', transferReference: body.transfer_reference, paidAt: c.now }, c.now);
      await recordClaimStep(tx, row, c.me, c.now, {
        kind, amountFils: row.netFils, reference: body.transfer_reference,
        values: (lang) => ({ amount: amountIn(row.netFils)(lang), iban: ibanInText(row.settlementIban ?? '', lang), transfer: body.transfer_reference }),
      });
      return row;
    }
    const [customer] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, claim.userId)).limit(1);
    const { chequeId, readyOn } = await issueClaimCheque(tx, claim, customer!.mobile, c.now);
    const row = await moveClaim(tx, claim, { chequeId }, c.now);
    await recordClaimStep(tx, row, c.me, c.now, {
      kind, amountFils: row.netFils, reference: chequeId,
      values: (lang) => ({ cheque: chequeId, amount: amountIn(row.netFils)(lang), date: formatDate(readyOn), place: chequePlace(lang) }),
    });
    return row;
  });
}

/** The desk closes a paid claim, or a refused one once its appeal window has passed. */
export async function close(c: Caller, body: z.output<typeof deskClosing>): Promise<ClaimRow> {
  const whyNot = (claim: ClaimRow) => (claim.state === 'refused'
    ? claimError(409, 'claim_appeal_open', c.lang, { date: formatDate(appealUntil(claim) ?? '') })
    : null);
  return deskStep({ ...c, step: 'close', kind: 'closed', version: body.version, whyNot }, async (tx, claim) => {
    const row = await moveClaim(tx, claim, { state: 'closed', closedAt: c.now }, c.now);
    await recordClaimStep(tx, row, c.me, c.now, { kind: 'closed', note: body.note || null });
    return row;
  });
}
