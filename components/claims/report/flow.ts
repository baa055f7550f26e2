import { z } from 'zod';
import type { CheckedLocation } from '@/components/lababak/LocationPicker';
import { addDays, ammanDay } from '@/lib/calendar/days';
import {
  CLAIM_DOCUMENTS, CLAIM_EVENTS, CLAIM_REPORT_WINDOW_DAYS, MAX_FILES_PER_DOCUMENT, MOTOR_PHOTO_SLOTS,
  type ClaimDocument, type ClaimEvent, type MotorPhotoSlot,
} from '@/lib/config/claims';
import { policyLines, type PolicyLine } from '@/lib/config/lines';
import { defineFlow } from '@/lib/flow';
import { claimEventsOf } from '@/lib/model/claims/covers';
import {
  checkEventDetails, checkTravelProof, unansweredDrivable, claimDescription, claimDetails, claimReport, claimWhen, requiredDocuments, requiredPhotos,
  type ClaimDetails,
} from '@/lib/validation/claim';
import { storedUpload } from '@/lib/validation/stored-upload';
import { REPORT_FLOW_ID, REPORT_FLOW_VERSION } from './flow-id';

/** A file in the upload store as the report holds it (a draft keeps it across a reload: no preview address). */
export type HeldFile = { id: string; name: string; type: 'image/jpeg' | 'image/png' | 'application/pdf'; size: number };

/** What a report gathers, step by step; sent from the review as one `POST /claims` (reportBody). */
export type ReportData = {
  /** Made once per report, kept in the draft: a second send of this report (a double tap, a retry) answers the first claim. */
  report_key: string;
  policy_id: number;
  /** The chosen contract's line: its events, questions and documents follow from it. */
  line: PolicyLine;
  /** The chosen contract's product code: its covers decide the events offered (claimEventsOf). */
  segment_code: string;
  event: ClaimEvent;
  occurred_on: string;
  occurred_time: string;
  /** Where it happened (the Lababak location picker's place); required for a car. */
  location: CheckedLocation | null;
  details: ClaimDetails;
  description: string;
  photos: Partial<Record<MotorPhotoSlot, HeldFile | null | undefined>>;
  documents: Partial<Record<ClaimDocument, (HeldFile | null | undefined)[]>>;
  /** Reported from a Lababak appointment: it is linked to the claim once the claim is made. */
  appointment_id?: number;
};

export const msg = (key: string) => `claimReport.validation.${key}`;
const claimsMsg = (key: string) => `claims.validation.${key}`;

/** The day it happened: claimWhen's, and, checked here before sending as the backend checks it, not after today nor before the notice window. */
const occurredOn = claimWhen.shape.occurred_on
  .refine((day) => day <= ammanDay(new Date()), claimsMsg('day'))
  .refine((day) => day >= addDays(ammanDay(new Date()), -CLAIM_REPORT_WINDOW_DAYS), msg('dayTooOld'));

/**
 * The day against the chosen contract's cover, on the first step as the backend checks it at the end:
 * a customer learns it before four more steps and the photos, not at Send.
 */
export function outsideCover(day: string, contract: { effective_date: string; expiry: string }): boolean {
  return day !== '' && (day < contract.effective_date.slice(0, 10) || day > contract.expiry.slice(0, 10));
}

/** The first step: which contract, what happened (an event its covers pay, as the backend checks), when and where. */
export const whatSchema = z.object({
  policy_id: z.number({ error: msg('policy') }).int().positive(),
  line: z.enum(policyLines, { error: msg('policy') }),
  segment_code: z.string().default(''),
  event: claimReport.shape.event,
  occurred_on: occurredOn,
  occurred_time: claimWhen.shape.occurred_time,
  location: claimReport.shape.location,
}).superRefine((v, ctx) => {
  const offered: readonly string[] = v.segment_code ? claimEventsOf(v.line, v.segment_code) : CLAIM_EVENTS[v.line];
  if (!offered.includes(v.event)) ctx.addIssue({ code: 'custom', path: ['event'], message: claimsMsg('event') });
  if (v.line === 'motor' && !v.location) ctx.addIssue({ code: 'custom', path: ['location'], message: claimsMsg('location') });
});

/** The second step: the line's own questions (claimDetails, with what the event asks of them) and what happened in the customer's words. */
/** A report of damage to someone else without the police report's number, read from the form's raw values too. */
function missingThirdPartyPolice(v: { event?: string; details?: object }): boolean {
  const number = v.details && 'police_report_number' in v.details ? v.details.police_report_number : '';
  return v.event === 'third_party_damage' && !String(number ?? '').trim();
}

export const detailsSchema = z.object({
  line: z.enum(policyLines),
  event: claimReport.shape.event.optional(),
  details: claimDetails,
  description: claimDescription,
}).superRefine((v, ctx) => {
  if (v.details.line !== v.line) ctx.addIssue({ code: 'custom', path: ['details'], message: claimsMsg('event') });
  else checkEventDetails(v.event, v.details, ctx, { drivable: false });
  // Asked with the other questions, so its message shows with theirs even while they are unanswered.
}).refine((v) => !unansweredDrivable(v), { path: ['details', 'drivable'], message: claimsMsg('drivable'), when: () => true })
  // Damage to someone else rests on the police report: its number is asked for with the other questions, not after them.
  .refine((v) => !missingThirdPartyPolice(v), { path: ['details', 'police_report_number'], message: claimsMsg('policeReportNumber'), when: () => true });

const held = storedUpload(claimsMsg('upload'));
/** What the photos-and-documents form holds: a file (or nothing yet) per photo slot, a list of places per document. */
export const filesFields = z.object({
  photos: z.partialRecord(z.enum(MOTOR_PHOTO_SLOTS), held.nullish()).default({}),
  documents: z.partialRecord(z.enum(CLAIM_DOCUMENTS), z.array(held.nullish())).default({}),
});
type Files = z.output<typeof filesFields>;
export type FilesContext = { line: PolicyLine; event: ClaimEvent; details: ClaimDetails };

/** The photo slots and documents a report must fill, from the contract's own rules (requiredPhotos, requiredDocuments). */
export function checkFiles(v: Files & FilesContext, ctx: z.RefinementCtx) {
  for (const slot of requiredPhotos(v.event, v.details)) {
    if (!v.photos[slot as MotorPhotoSlot]) ctx.addIssue({ code: 'custom', path: ['photos', slot], message: claimsMsg(`photo.${slot}`) });
  }
  for (const key of requiredDocuments(v.line, v.event, v.details)) {
    if (!(v.documents[key as ClaimDocument] ?? []).some(Boolean)) ctx.addIssue({ code: 'custom', path: ['documents', key], message: claimsMsg('document') });
  }
  checkTravelProof(v.line, v.event, (key) => (v.documents[key as ClaimDocument] ?? []).some(Boolean), ctx);
  for (const [key, list] of Object.entries(v.documents)) {
    if ((list ?? []).filter(Boolean).length > MAX_FILES_PER_DOCUMENT) ctx.addIssue({ code: 'custom', path: ['documents', key], message: claimsMsg('tooManyFiles') });
  }
}

/** The third step's schema over the flow's data (the form's is filesFields with the same check, see FilesStep). */
export const filesSchema = filesFields.extend({ line: z.enum(policyLines), event: claimReport.shape.event, details: claimDetails })
  .superRefine((v, ctx) => checkFiles(v, ctx));

/**
 * Report a claim: what happened (the contract, the event, when, where), the line's questions, the
 * photos and documents, and a review that sends. At most four screens to a claim number.
 */
export const reportFlow = defineFlow<ReportData>({
  id: REPORT_FLOW_ID,
  version: REPORT_FLOW_VERSION,
  steps: [
    { key: 'what', label: 'claimReport.steps.what', schema: whatSchema },
    { key: 'details', label: 'claimReport.steps.details', schema: detailsSchema },
    { key: 'files', label: 'claimReport.steps.files', schema: filesSchema },
    { key: 'review', label: 'claimReport.steps.review' },
  ],
});
