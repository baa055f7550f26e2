import { asc, desc, eq, inArray } from 'drizzle-orm';
import { DESK_ONLY_NOTES, type Claim, type ClaimEventKind, type ClaimSummary } from '@/lib/api/endpoints/claims';
import { ammanDay, isSlot } from '@/lib/calendar/days';
import type { Locale } from '@/lib/config/business';
import type { ClaimDetailsView } from '@/lib/validation/claim';
import { maskIban } from '@/lib/validation/iban';
import type { Db } from '../db/client';
import { appointments, cheques, claimDocumentRequests, claimEvents, claimFiles, claims, policies, uploads, users } from '../db/schema';
import { referenceOf as appointmentReference } from '../bookings';
import { chequePlace, chequeReadyOn } from './cheque';
import { claimDue } from './deadlines';
import { insuredText } from './insured';
import { appealUntil, customerActions, deskActions, type ClaimRow } from './rules';
import { claimReference, inLanguage } from './text';

type Reader = Pick<Db, 'select'>;
/** Who reads: the customer (their own claims) or customer care (any, with the customer and the desk's actions). */
export type ClaimReader = 'customer' | 'desk';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The contracts and holders of these claims, and the ready day of each claim's cheque, in three queries. */
async function contractsOf(db: Reader, rows: ClaimRow[]) {
  const chequeIds = rows.map((r) => r.chequeId).filter((id): id is string => id !== null);
  const [contracts, holders, issued] = await Promise.all([
    db.select().from(policies).where(inArray(policies.id, [...new Set(rows.map((r) => r.policyId))])),
    db.select({ id: users.id, nameEn: users.nameEn, nameAr: users.nameAr, mobile: users.mobile }).from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
    chequeIds.length
      ? db.select({ chequeId: cheques.chequeId, settlementDate: cheques.settlementDate }).from(cheques).where(inArray(cheques.chequeId, chequeIds))
      : Promise.resolve([] as { chequeId: string; settlementDate: string | null }[]),
  ]);
  const readyOn = new Map(issued.filter((c) => c.settlementDate).map((c) => [c.chequeId, chequeReadyOn(c.settlementDate!)]));
  return { contracts: new Map(contracts.map((c) => [c.id, c])), holders: new Map(holders.map((h) => [h.id, h])), readyOn };
}

/** Claims as lists show them, in the reader's language, with each one's next deadline counted from `now`. */
export async function claimSummaries(db: Reader, rows: ClaimRow[], lang: Locale, now: Date, reader: ClaimReader): Promise<ClaimSummary[]> {
  if (rows.length === 0) return [];
  const { contracts, holders, readyOn } = await contractsOf(db, rows);
  const today = ammanDay(now);
  return rows.map((row) => {
    const policy = contracts.get(row.policyId)!;
    const holder = holders.get(row.userId) ?? { nameEn: '', nameAr: '', mobile: '' };
    return {
      id: row.id,
      reference: claimReference(row.id),
      policy_id: row.policyId,
      contract_number: policy.contractNumber,
      line: row.line,
      event: row.event as ClaimSummary['event'],
      state: row.state,
      insured: insuredText(policy, holder, lang),
      occurred_on: row.occurredOn,
      reported_at: iso(row.reportedAt),
      updated_at: iso(row.updatedAt),
      due: claimDue(row, today, row.chequeId ? readyOn.get(row.chequeId) ?? null : null),
      cheque_ready_on: row.chequeId ? readyOn.get(row.chequeId) ?? null : null,
      net_fils: row.outcome === 'approved' && ['decided', 'paid', 'closed'].includes(row.state) ? row.netFils : null,
      customer: reader === 'desk' ? { name: lang === 'ar' ? holder.nameAr || holder.nameEn : holder.nameEn, mobile: holder.mobile } : null,
    };
  });
}

type EventRow = typeof claimEvents.$inferSelect;

/** A decision while it stands: an approval until it is disputed, a refusal until it is appealed. */
function decisionOf(row: ClaimRow, lang: Locale): Claim['decision'] {
  if (!row.decidedAt || !row.outcome) return null;
  if (row.outcome === 'refused') {
    if (row.state !== 'refused' && row.state !== 'closed') return null;
    return { outcome: 'refused', version: row.decisionVersion, reason: inLanguage(lang, row.decisionNote ?? '', row.decisionNoteAr), decided_at: iso(row.decidedAt), appeal_until: appealUntil(row)! };
  }
  if (!['decided', 'paid', 'closed'].includes(row.state)) return null;
  return {
    outcome: 'approved',
    version: row.decisionVersion,
    gross_fils: row.grossFils ?? 0,
    excess_fils: row.excessFils ?? 0,
    deductions: (row.deductions ?? []).map((d) => ({ reason: inLanguage(lang, d.reason, d.reason_ar), amount_fils: d.amount_fils })),
    net_fils: row.netFils ?? 0,
    note: inLanguage(lang, row.decisionNote ?? '', row.decisionNoteAr),
    decided_at: iso(row.decidedAt),
    answer_until: appealUntil(row)!,
  };
}

function settlementOf(row: ClaimRow, lang: Locale): Claim['settlement'] {
  if (!row.settlementMethod || !row.acceptedAt) return null;
  return {
    method: row.settlementMethod,
    iban_masked: row.settlementIban ? maskIban(row.settlementIban) : null,
    accepted_at: iso(row.acceptedAt),
    cheque_id: row.chequeId,
    cheque_place: row.chequeId ? chequePlace(lang) : null,
    transfer_reference: row.transferReference,
    paid_at: isoOrNull(row.paidAt),
  };
}

type FileOf = (uploadId: string) => Claim['timeline'][number]['file'];

/** A step's note as the reader may see it: the desk's own notes never leave for the customer. */
const noteFor = (e: EventRow, lang: Locale, reader: ClaimReader) =>
  (e.note === null || (reader === 'customer' && DESK_ONLY_NOTES.includes(e.kind as ClaimEventKind)) ? null : inLanguage(lang, e.note, e.noteAr));

const timelineOf = (events: EventRow[], lang: Locale, reader: ClaimReader, fileOf: FileOf): Claim['timeline'] => events.map((e) => ({
  kind: e.kind as ClaimEventKind,
  at: iso(e.at),
  by: { role: e.actorRole, name: inLanguage(lang, e.actorName, e.actorNameAr) },
  note: noteFor(e, lang, reader),
  amount_fils: e.amountFils,
  reference: e.reference,
  file: e.uploadId ? fileOf(e.uploadId) : null,
}));

/** Claims as their page and the desk's page show them: the summary, the report, the files, the requests, the decision and the timeline. */
export async function claimViews(db: Reader, rows: ClaimRow[], lang: Locale, now: Date, reader: ClaimReader): Promise<Claim[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const appointmentIds = rows.map((r) => r.appointmentId).filter((id): id is number => id !== null);
  const [summaries, events, files, requests, booked] = await Promise.all([
    claimSummaries(db, rows, lang, now, reader),
    db.select().from(claimEvents).where(inArray(claimEvents.claimId, ids)).orderBy(asc(claimEvents.at), asc(claimEvents.id)),
    db.select({ file: claimFiles, type: uploads.type }).from(claimFiles).innerJoin(uploads, eq(uploads.id, claimFiles.uploadId))
      .where(inArray(claimFiles.claimId, ids)).orderBy(asc(claimFiles.position)),
    db.select().from(claimDocumentRequests).where(inArray(claimDocumentRequests.claimId, ids)).orderBy(asc(claimDocumentRequests.id)),
    appointmentIds.length ? db.select().from(appointments).where(inArray(appointments.id, appointmentIds)) : Promise.resolve([]),
  ]);
  const today = ammanDay(now);
  return rows.map((row, i) => {
    const mine = files.filter((f) => f.file.claimId === row.id);
    const asFile = (f: (typeof mine)[number]) => ({ id: f.file.uploadId, name: f.file.name, type: f.type });
    const asked = requests.filter((r) => r.claimId === row.id);
    const ctx = { today, openRequests: asked.filter((r) => r.providedAt === null).length };
    const appointment = booked.find((a) => a.id === row.appointmentId);
    return {
      ...summaries[i]!,
      version: row.version,
      occurred_time: row.occurredTime,
      location: row.location,
      description: inLanguage(lang, row.description, row.descriptionAr),
      details: row.details as ClaimDetailsView,
      photos: mine.filter((f) => f.file.kind === 'photo').map((f) => ({ ...asFile(f), slot: f.file.slot as Claim['photos'][number]['slot'] })),
      documents: mine.filter((f) => f.file.kind === 'document' && f.file.requestId === null)
        .map((f) => ({ ...asFile(f), key: f.file.slot as Claim['documents'][number]['key'] })),
      requests: asked.map((r) => ({
        id: r.id, key: r.key as Claim['requests'][number]['key'], note: inLanguage(lang, r.note, r.noteAr), requested_at: iso(r.requestedAt),
        files: mine.filter((f) => f.file.requestId === r.id).map(asFile), provided_at: isoOrNull(r.providedAt),
      })),
      appointment: appointment && isSlot(appointment.timePeriod)
        ? { id: appointment.id, reference: appointmentReference(appointment.id), date: appointment.date, time_period: appointment.timePeriod, status: appointment.status }
        : null,
      assessment: row.assessedAt && row.assessor !== null
        ? {
          assessor: row.assessor, assessed_fils: row.assessedFils ?? 0, at: iso(row.assessedAt),
          note: reader === 'desk' ? inLanguage(lang, row.assessmentNote ?? '', row.assessmentNoteAr) : null,
        }
        : null,
      decision: decisionOf(row, lang),
      pay_by: row.outcome === 'approved' && ['decided', 'paid', 'closed'].includes(row.state) ? row.payBy : null,
      settlement: settlementOf(row, lang),
      timeline: timelineOf(events.filter((e) => e.claimId === row.id), lang, reader, (id) => {
        const file = mine.find((f) => f.file.uploadId === id);
        return file ? asFile(file) : null;
      }),
      customer_actions: customerActions(row, ctx),
      desk_actions: reader === 'desk' ? deskActions(row, ctx) : [],
    };
  });
}

export async function claimView(db: Reader, row: ClaimRow, lang: Locale, now: Date, reader: ClaimReader): Promise<Claim> {
  const [view] = await claimViews(db, [row], lang, now, reader);
  return view!;
}

/** A customer's claims, newest first. */
export async function claimsOf(db: Reader, userId: number): Promise<ClaimRow[]> {
  return db.select().from(claims).where(eq(claims.userId, userId)).orderBy(desc(claims.reportedAt), desc(claims.id));
}
