import { z } from 'zod';
import {
  ALL_CLAIM_EVENTS, CLAIM_DOCUMENTS, CLAIM_EVENTS, claimDocuments, MAX_CLAIM_FILES, MAX_FILES_PER_DOCUMENT,
  MOTOR_EVENT_PHOTOS, MOTOR_PHOTO_SLOTS, type ClaimEvent,
} from '@/lib/config/claims';
import type { PolicyLine } from '@/lib/config/lines';
import { isCalendarDay } from '@/lib/calendar/days';
import { appointmentLocation } from './appointment';
import { contactCode } from './contact-change';
import { checkEventDetails, claimDetails, type ClaimDetails } from './claim-details';
import { currentPassword, optionalText, personName, requiredMultilineText, requiredText } from './fields';
import { jordanIban } from './iban';
import { amount } from './numbers';

export {
  checkEventDetails, claimDetails, claimDetailsView, unansweredDrivable, homeDetails, medicalDetails, motorDetails, personalAccidentDetails,
  travelDetails, type ClaimDetails, type ClaimDetailsInput, type ClaimDetailsStored, type ClaimDetailsView,
} from './claim-details';

/**
 * A claim's report and every later step, one schema each for the forms and the embedded backend. The
 * step forms of the report use the parts (`claimWhat`, `motorDetails`, …); the server parses the whole.
 */

const m = (key: string) => `claims.validation.${key}`;
const uploadId = z.uuid({ error: m('upload') });

/** When it happened: a real day (not in the future: the backend checks against today in Jordan), and the hour if known. */
export const claimWhen = z.object({
  occurred_on: z.string({ error: m('day') }).refine(isCalendarDay, m('day')),
  occurred_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m('time')).or(z.literal('')).default(''),
});

/** What happened, in the customer's words (every line). */
export const claimDescription = requiredMultilineText(1000).pipe(z.string().min(10, m('description')));

export const claimPhoto = z.object({ slot: z.enum(MOTOR_PHOTO_SLOTS), upload_id: uploadId });
export const claimFile = z.object({ key: z.enum(CLAIM_DOCUMENTS), upload_id: uploadId });

const hasPolice = (d: ClaimDetails) => 'has_police_report' in d && d.has_police_report;

/** The photo slots a report must fill, from its event and answers. */
export function requiredPhotos(event: ClaimEvent, details: ClaimDetails): readonly string[] {
  if (details.line !== 'motor') return [];
  const base = MOTOR_EVENT_PHOTOS[event as keyof typeof MOTOR_EVENT_PHOTOS] ?? [];
  return details.other_party && details.other_kind === 'car' ? [...base, 'other_plate'] : base;
}

/** The document keys a report must carry, from its line, event and answers. */
export function requiredDocuments(line: PolicyLine, event: ClaimEvent, details: ClaimDetails): string[] {
  return claimDocuments(line, event)
    .filter((d) => d.need === 'required' || (d.need === 'if_police_report' && hasPolice(details)))
    .map((d) => d.key);
}

/**
 * A trip's proof, where the event asks for it: a boarding pass or the passport's entry and exit stamps,
 * either one. The issue sits on the first of them (`documents.boarding_pass`), where the form shows it.
 */
export function checkTravelProof(line: PolicyLine, event: ClaimEvent, has: (key: string) => boolean, ctx: z.RefinementCtx): void {
  const proof = claimDocuments(line, event).filter((d) => d.need === 'travel_proof').map((d) => d.key);
  if (proof.length > 0 && !proof.some(has)) ctx.addIssue({ code: 'custom', path: ['documents', proof[0]!], message: m('travelProof') });
}

/**
 * POST /claims: a report of one event on one of the customer's contracts. `report_key` is made once
 * per report in the browser: a second send of the same report (a double tap, a retry) answers the
 * claim the first made. Without `confirm_duplicate` a report of the same contract, day and event as an
 * open claim answers 409 claim_duplicate naming it.
 */
export const claimReport = z.object({
  report_key: z.uuid(),
  policy_id: z.number().int().positive(),
  event: z.enum(ALL_CLAIM_EVENTS, { error: m('event') }),
  ...claimWhen.shape,
  /** Where it happened: required for a car (the location picker's place), optional otherwise. */
  location: appointmentLocation.nullable().default(null),
  description: claimDescription,
  details: claimDetails,
  photos: z.array(claimPhoto).max(MOTOR_PHOTO_SLOTS.length).default([]),
  documents: z.array(claimFile).max(MAX_CLAIM_FILES).default([]),
  confirm_duplicate: z.boolean().default(false),
}).superRefine((v, ctx) => {
  const line = v.details.line;
  if (!(CLAIM_EVENTS[line] as readonly string[]).includes(v.event)) ctx.addIssue({ code: 'custom', path: ['event'], message: m('event') });
  checkEventDetails(v.event, v.details, ctx);
  if (line === 'motor' && !v.location) ctx.addIssue({ code: 'custom', path: ['location'], message: m('location') });
  const photoSlots = new Set(v.photos.map((p) => p.slot));
  for (const slot of requiredPhotos(v.event, v.details)) {
    if (!photoSlots.has(slot as never)) ctx.addIssue({ code: 'custom', path: ['photos', slot], message: m(`photo.${slot}`) });
  }
  for (const key of requiredDocuments(line, v.event, v.details)) {
    if (!v.documents.some((d) => d.key === key)) ctx.addIssue({ code: 'custom', path: ['documents', key], message: m('document') });
  }
  checkTravelProof(line, v.event, (key) => v.documents.some((d) => d.key === key), ctx);
  for (const key of CLAIM_DOCUMENTS) {
    if (v.documents.filter((d) => d.key === key).length > MAX_FILES_PER_DOCUMENT) ctx.addIssue({ code: 'custom', path: ['documents', key], message: m('tooManyFiles') });
  }
});
export type ClaimReport = z.input<typeof claimReport>;

/** POST /claims/{id}/documents: files for one document the desk asked for. */
export const claimDocumentAnswer = z.object({
  request_id: z.number().int().positive(),
  upload_ids: z.array(uploadId, { error: m('upload') }).min(1, m('upload')).max(MAX_FILES_PER_DOCUMENT, m('tooManyFiles')),
});

export const SETTLEMENT_METHODS = ['transfer', 'cheque'] as const;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];

/**
 * The decision a customer's answer is to, as the claim's page showed it: its `version` (the claim's
 * `decision.version`) and, for an approval, the amount it pays. The backend compares both with the
 * decision that stands when it records the answer: consent is to the amount the customer read.
 */
const decisionVersion = z.number({ error: m('decision') }).int().nonnegative();
const netFils = z.number({ error: m('decision') }).int().positive();

/** POST /claims/{id}/accept: the customer accepts the offer and says how to be paid. */
export const claimAcceptance = z.object({
  method: z.enum(SETTLEMENT_METHODS, { error: m('method') }),
  decision_version: decisionVersion,
  net_fils: netFils,
});
/**
 * POST /claims/{id}/appeal: why the customer does not accept the refusal, and optionally one document
 * that supports it (an upload of purpose claim-file, as a document request's).
 */
export const claimObjection = z.object({
  note: requiredMultilineText(1000).pipe(z.string().min(10, m('objection'))),
  decision_version: decisionVersion,
  upload_id: uploadId.nullable().default(null),
});
/** POST /claims/{id}/dispute: why the customer does not accept the amount offered. */
export const claimDispute = claimObjection.extend({ net_fils: netFils });
/** POST /claims/{id}/assessor: a Lababak appointment the customer booked for the claim's car. */
export const claimAssessor = z.object({ appointment_id: z.number().int().positive() });

/** The desk's and the customer's steps all name the claim's version they were made on (see claims handlers). */
const version = z.number().int().nonnegative();

/** A JOD amount the desk types (separators, Arabic-Indic digits, fils after the point), kept in fils. */
const jod = (key: string) => amount(0, 1_000_000, { required: m(key), range: m(key), fils: m(key) }, 3).transform((n) => Math.round(n * 1000));

/** The desk asks for documents: which, and a note the customer reads (required for `other`). */
export const deskDocumentRequest = z.object({
  version,
  documents: z.array(z.object({ key: z.enum(CLAIM_DOCUMENTS, { error: m('document') }), note: optionalText(300).default('') }))
    .min(1, m('document')).max(10),
}).superRefine((v, ctx) => v.documents.forEach((d, i) => {
  if (d.key === 'other' && d.note === '') ctx.addIssue({ code: 'custom', path: ['documents', i, 'note'], message: m('otherNote') });
}));

/** The assessor's finding: who assessed, the amount of the damage (JOD, kept in fils) and a note. */
export const deskAssessment = z.object({
  version,
  assessor: personName(120, m('assessor')),
  assessed: jod('amount'),
  note: optionalText(1000).default(''),
});

/**
 * The desk approves: the amount of the loss, the contract's excess and any other deduction with its
 * reason, all in JOD (kept in fils). The backend computes what is paid; it must be above zero.
 */
export const deskApproval = z.object({
  version,
  gross: jod('amount'),
  excess: jod('amount'),
  deductions: z.array(z.object({ reason: requiredText(200, m('deductionReason')), amount: jod('amount') })).max(10).default([]),
  note: optionalText(1000).default(''),
}).refine((v) => v.gross - v.excess - v.deductions.reduce((s, d) => s + d.amount, 0) > 0, { path: ['gross'], message: m('netAmount') });

/** The desk refuses, with the reason the customer reads. */
export const deskRefusal = z.object({ version, reason: requiredMultilineText(1000).pipe(z.string().min(10, m('reason'))) });
/** The desk settles as the customer chose: a transfer names the bank's reference; a cheque is issued by the backend. */
export const deskSettlement = z.object({
  version,
  method: z.enum(SETTLEMENT_METHODS, { error: m('method') }),
  transfer_reference: optionalText(40).default(''),
}).refine((v) => v.method !== 'transfer' || /^[\dA-Za-z-]{4,40}$/.test(v.transfer_reference), { path: ['transfer_reference'], message: m('transferReference') });
/** The desk closes a paid or refused claim. */
export const deskClosing = z.object({ version, note: optionalText(1000).default('') });

/** The desk's list: by state (or every open one, or the overdue), and a search by claim number, contract or phone. */
export const CLAIM_STATES = ['reported', 'assessment', 'documents', 'review', 'decided', 'paid', 'closed', 'refused'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
export const deskClaimsQuery = z.object({
  status: z.enum([...CLAIM_STATES, 'open', 'overdue', 'all']).default('open'),
  q: optionalText(40).default(''),
});

/** POST /payout-account: a new account for claim money; the password first, then a code to the mobile. */
export const payoutAccountChange = z.object({ iban: jordanIban, password: currentPassword });
/** POST /payout-account/confirm: the code sent for that change (six digits, as a contact change's: it guards where money goes). */
export const payoutAccountConfirm = z.object({ change_id: z.uuid(), code: contactCode });

