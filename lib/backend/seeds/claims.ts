import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { ammanDay, ammanInstant, ammanYear } from '@/lib/calendar/days';
import { COMPANY_NAME } from '@/lib/config/company';
import type { ClaimEvent } from '@/lib/config/claims';
import type { ClaimState } from '@/lib/validation/claim';
import { chequeReadyOn, claimChequeNumber, claimReference, payByFrom } from '../claims';
import { referenceOf as appointmentReference } from '../bookings';
import type { Db } from '../db/client';
import { appointments, cheques, claimDocumentRequests, claimEvents, claims, payoutAccounts, policies, users } from '../db/schema';
import { seedClaimDocuments } from './claim-documents';
import { seedClaimPhotos } from './claim-photos';
import { CLAIM_STORIES, type ClaimStory, type StoryStep } from './claim-stories';
import { dayFrom } from './dates';
import { DEMO_NAMES, type SeedNames } from './names';

/** The demo customer's payout account (the IBAN registry's Jordanian example, mod-97 valid). */
export const DEMO_PAYOUT_IBAN = 'JO94CBJO0010000000000131000302';

export interface SeededClaims {
  /** One claim in each state, by its state. */
  byState: Record<ClaimState, { id: number; reference: string }>;
  /** The cheque of the claim paid by cheque (ready, so the claim is paid): the lookup finds it with the customer's mobile. */
  cheque: { id: string; phone: string; amount: number };
  /** The decided claim whose cheque is still under processing, and its cheque. */
  chequeWaiting: { id: number; reference: string; cheque: { id: string; phone: string; amount: number } };
}

const LINE_CODE = { motor: 'MOT', travel: 'TRV', home: 'HOM', medical: 'MED', 'personal-accident': 'PGD' } as const;
const lineOf = (contract: number) => (contract < 200 ? 'motor' : contract < 300 ? 'travel' : contract < 400 ? 'home' : contract < 500 ? 'medical' : 'personal-accident');

type Person = typeof users.$inferSelect;
const actor = (p: Person) => ({ actorId: p.id, actorRole: p.type, actorName: p.nameEn, actorNameAr: p.nameAr });

/**
 * What the steps of a story left on the claim's row: the assessment, the decision, the settlement, the
 * times. A cheque's claim is paid from the start of the cheque's ready day (`chequeReady`), as the
 * schedule makes it (claims/cheque-ready.ts); before that day it is decided, its cheque named.
 */
function outcomeOf(story: ClaimStory, when: (s: StoryStep) => Date, ids: { cheque: string; iban: string }, chequeReady: Date | null) {
  const step = (kind: StoryStep['kind']) => story.steps.find((s) => s.kind === kind);
  const assessed = step('assessed');
  const approved = step('approved');
  const refused = step('refused');
  const accepted = step('accepted');
  const issued = step('cheque_issued');
  const sent = step('transfer_sent');
  const a = story.approval;
  const net = a ? a.gross - a.excess - a.deductions.reduce((s, d) => s + d.amount_fils, 0) : null;
  const decided = approved ?? refused;
  return {
    ...(assessed && story.assessment ? {
      assessor: story.assessment.assessor, assessedFils: story.assessment.fils, assessmentNote: story.assessment.note.en,
      assessmentNoteAr: story.assessment.note.ar, assessedAt: when(assessed),
    } : {}),
    ...(approved && a && net !== null ? {
      outcome: 'approved' as const, grossFils: a.gross, excessFils: a.excess, deductions: a.deductions, netFils: net,
      decisionNote: a.note.en, decisionNoteAr: a.note.ar, payBy: payByFrom(ammanDay(when(approved)), net),
    } : {}),
    ...(refused && story.refusal ? { outcome: 'refused' as const, decisionNote: story.refusal.en, decisionNoteAr: story.refusal.ar } : {}),
    ...(decided ? { decidedAt: when(decided), decisionVersion: 1 } : {}),
    ...(accepted && story.settlement ? {
      settlementMethod: story.settlement, acceptedAt: when(accepted), settlementIban: story.settlement === 'transfer' ? ids.iban : null,
    } : {}),
    ...(sent ? { paidAt: when(sent), transferReference: sent.reference ?? null } : {}),
    ...(issued ? { chequeId: ids.cheque, paidAt: story.state === 'decided' ? null : chequeReady } : {}),
    ...(step('closed') ? { closedAt: when(step('closed')!) } : {}),
  };
}

/**
 * The demo customer's claims, one in each state (claim-stories.ts), with their histories, the document
 * request still open, the cheques of the one paid by cheque and of the decided one whose cheque is still
 * under processing (in the cheque lookup with the customer's mobile), the car claim under assessment linked to the customer's booked Lababak appointment, and the
 * payout account the transfer went to, and the car claims' guided photos (claim-photos.ts). Writes no notifications: the seed's notices stay as they are.
 */
export async function seedClaims(db: Db, ids: Map<string, number>, today = new Date(), names: SeedNames = DEMO_NAMES): Promise<SeededClaims | null> {
  const demo = ids.get('demo@portal.test');
  const careId = ids.get('care@portal.test');
  if (!demo || !careId) return null;
  const [customer] = await db.select().from(users).where(eq(users.id, demo));
  const [staff] = await db.select().from(users).where(eq(users.id, careId));
  if (!customer || !staff) return null;
  const year = ammanYear(today);
  const mine = await db.select({ id: policies.id, number: policies.contractNumber }).from(policies).where(eq(policies.userId, demo));
  const policyOf = (n: number) => mine.find((p) => p.number === names.contract(LINE_CODE[lineOf(n)], year, n))?.id;
  const at = (daysAgo: number, time: string) => ammanInstant(dayFrom(today, -daysAgo), time);
  const when = (s: StoryStep) => at(s.daysAgo, s.time);
  await db.insert(payoutAccounts).values({ userId: demo, iban: DEMO_PAYOUT_IBAN, updatedAt: at(70, '10:00') }).onConflictDoNothing();

  const byState = {} as SeededClaims['byState'];
  let cheque: SeededClaims['cheque'] | null = null;
  let chequeWaiting: SeededClaims['chequeWaiting'] | null = null;
  for (const story of CLAIM_STORIES) {
    const policyId = policyOf(story.contract);
    if (!policyId) continue;
    const [booked] = story.steps.some((s) => s.kind === 'assessor_booked')
      ? await db.select({ id: appointments.id }).from(appointments)
        .where(and(eq(appointments.userId, demo), eq(appointments.policyId, policyId), ne(appointments.status, 'cancelled'))).limit(1)
      : [];
    const issued = story.steps.find((s) => s.kind === 'cheque_issued');
    const settledOn = issued ? dayFrom(today, -issued.daysAgo) : null;
    // A cheque's claim past decided was made paid at the start of the cheque's ready day, by the company's step.
    const readyAt = settledOn && story.state !== 'decided' ? ammanInstant(chequeReadyOn(settledOn), '00:00') : null;
    const reported = when(story.steps[0]!);
    const last = readyAt ?? when(story.steps.at(-1)!);
    const [claim] = await db.insert(claims).values({
      userId: demo, policyId, reportKey: randomUUID(), line: lineOf(story.contract), event: story.event, state: story.state,
      version: story.steps.length - (readyAt ? 0 : 1), occurredOn: dayFrom(today, -story.occurredDaysAgo), occurredTime: story.occurredTime,
      location: story.location, description: story.description.en, descriptionAr: story.description.ar,
      details: story.details.line === 'travel' ? { ...story.details, traveller_name: customer.nameEn } : story.details,
      language: customer.language, appointmentId: booked?.id ?? null, reportedAt: reported, updatedAt: last, stateSince: last,
    }).returning({ id: claims.id });
    const id = claim!.id;
    const line = lineOf(story.contract);
    if (line === 'motor') await seedClaimPhotos(db, { id, userId: demo, event: story.event }, reported);
    else await seedClaimDocuments(db, { id, userId: demo, line, event: story.event as ClaimEvent, details: story.details, reference: claimReference(id) }, reported);
    const chequeId = claimChequeNumber(id);
    const outcome = outcomeOf(story, when, { cheque: chequeId, iban: DEMO_PAYOUT_IBAN }, readyAt);
    if (Object.keys(outcome).length) await db.update(claims).set(outcome).where(eq(claims.id, id));
    await db.insert(claimEvents).values(story.steps.map((s) => {
      const note = s.kind === 'refused' ? story.refusal : s.note;
      const reference = s.kind === 'assessor_booked' && booked ? appointmentReference(booked.id) : s.kind === 'cheque_issued' ? chequeId : s.reference ?? null;
      return {
        claimId: id, kind: s.kind, at: when(s), ...actor(s.by === 'care' ? staff : customer),
        note: note?.en || null, noteAr: note?.ar || null, amountFils: s.amountFils ?? null, reference,
      };
    }));
    if (readyAt) {
      await db.insert(claimEvents).values({
        claimId: id, kind: 'cheque_ready', at: readyAt, actorId: null, actorRole: 'customerCare', actorName: COMPANY_NAME.en, actorNameAr: COMPANY_NAME.ar,
        amountFils: issued?.amountFils ?? null, reference: chequeId,
      });
    }
    for (const r of story.requests ?? []) {
      const asked = story.steps.find((s) => s.kind === 'documents_requested')!;
      await db.insert(claimDocumentRequests).values({
        claimId: id, key: r.key, note: r.note.en, noteAr: r.note.ar, requestedAt: when(asked), requestedBy: careId, providedAt: r.provided ? last : null,
      });
    }
    if (story.settlement === 'cheque' && story.approval && settledOn) {
      const amount = (story.approval.gross - story.approval.excess - story.approval.deductions.reduce((s, d) => s + d.amount_fils, 0)) / 1000;
      // Stored as processing: the lookup tells a claim's cheque ready from its ready day on (chequeStatusOf).
      await db.insert(cheques).values({ chequeId, phone: customer.mobile, status: 'processing', amount, settlementDate: settledOn, claimId: id });
      if (story.chequeWaiting) chequeWaiting = { id, reference: claimReference(id), cheque: { id: chequeId, phone: customer.mobile, amount } };
      else cheque = { id: chequeId, phone: customer.mobile, amount };
    }
    if (!story.chequeWaiting) byState[story.state] = { id, reference: claimReference(id) };
  }
  return cheque && chequeWaiting ? { byState, cheque, chequeWaiting } : null;
}
