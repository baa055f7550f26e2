import { z } from 'zod';
import { endpoint } from '../define';
import { storedFileQuery, storedFileSchema } from './uploads';
import { ALL_CLAIM_EVENTS, CLAIM_DOCUMENTS, MOTOR_PHOTO_SLOTS } from '@/lib/config/claims';
import { policyLines } from '@/lib/config/lines';
import { APPOINTMENT_SLOTS } from '@/lib/config/business';
import {
  CLAIM_STATES, SETTLEMENT_METHODS, claimAcceptance, claimAssessor, claimDetailsView, claimDispute, claimDocumentAnswer, claimObjection, claimReport,
  deskAssessment, deskApproval, deskClaimsQuery, deskClosing, deskDocumentRequest, deskRefusal, deskSettlement,
  payoutAccountChange, payoutAccountConfirm,
} from '@/lib/validation/claim';

export { claimReport };

/**
 * Claims (the portal's addition to spec §7, docs/api-additions.md): a customer reports one event on one
 * of their contracts and follows it to the money; customer care's claims desk moves it along. A claim is
 * a state machine in the backend: each step is one transaction that checks the state it leaves.
 */

/** Each step of a claim's history. */
export const CLAIM_EVENT_KINDS = [
  'reported', 'assessor_booked', 'documents_requested', 'document_provided', 'assessed', 'approved', 'refused',
  'accepted', 'disputed', 'appealed', 'transfer_sent', 'cheque_issued', 'cheque_ready', 'closed',
] as const;
export type ClaimEventKind = (typeof CLAIM_EVENT_KINDS)[number];

/**
 * The steps whose note is the desk's own (the assessor's finding, the closing's note for the file):
 * what the customer receives carries none of it, only the desk reads it.
 */
export const DESK_ONLY_NOTES: readonly ClaimEventKind[] = ['assessed', 'closed'];

/** What the one reading may do next (the backend decides: the screens show only these). */
export const CUSTOMER_CLAIM_ACTIONS = ['book_assessor', 'upload', 'accept', 'dispute', 'appeal'] as const;
export const DESK_CLAIM_ACTIONS = ['request_documents', 'assess', 'approve', 'refuse', 'settle', 'close'] as const;
export type CustomerClaimAction = (typeof CUSTOMER_CLAIM_ACTIONS)[number];
export type DeskClaimAction = (typeof DESK_CLAIM_ACTIONS)[number];

const fileSchema = z.object({ id: z.string(), name: z.string(), type: z.string() });

export const claimEventSchema = z.object({
  kind: z.enum(CLAIM_EVENT_KINDS),
  at: z.iso.datetime({ offset: true }),
  /** The customer, or the staff member (in the reader's language). */
  by: z.object({ role: z.enum(['customer', 'customerCare']), name: z.string() }),
  /** The note, reason or objection written with the step, as written; null to the customer on a step of DESK_ONLY_NOTES. */
  note: z.string().nullable(),
  /** An amount the step set (approved net, assessed), in fils; a cheque's number or a transfer's reference. */
  amount_fils: z.number().int().nullable(),
  reference: z.string().nullable(),
  /** A document the customer sent with the step (a dispute's or an appeal's), opened as the claim's other files. */
  file: fileSchema.nullable(),
});
export type ClaimEvent = z.infer<typeof claimEventSchema>;

/** A document the desk asked for, and the files the customer sent for it. */
export const documentRequestSchema = z.object({
  id: z.number().int(),
  key: z.enum(CLAIM_DOCUMENTS),
  note: z.string(),
  requested_at: z.iso.datetime({ offset: true }),
  files: z.array(fileSchema),
  provided_at: z.iso.datetime({ offset: true }).nullable(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

/** A deadline the company is held to: what is due, by which day (Jordan's working days), and whether it passed. */
export const claimDueSchema = z.object({
  kind: z.enum(['documents', 'decision', 'payment', 'closing']),
  by: z.iso.date(),
  working_days: z.number().int(),
  overdue: z.boolean(),
});
export type ClaimDue = z.infer<typeof claimDueSchema>;

/** `version` counts the desk's decisions on the claim: the customer's answer names the one it answers. */
export const claimDecisionSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('approved'),
    version: z.number().int(),
    gross_fils: z.number().int(),
    excess_fils: z.number().int(),
    deductions: z.array(z.object({ reason: z.string(), amount_fils: z.number().int() })),
    /** What is paid: the gross less the excess and every deduction. */
    net_fils: z.number().int(),
    note: z.string(),
    decided_at: z.iso.datetime({ offset: true }),
    /**
     * The last day (Jordan) to answer the offer: CLAIM_APPEAL_DAYS after the approval. After it the
     * amount may still be accepted, no longer disputed.
     */
    answer_until: z.iso.date(),
  }),
  z.object({ outcome: z.literal('refused'), version: z.number().int(), reason: z.string(), decided_at: z.iso.datetime({ offset: true }), appeal_until: z.iso.date() }),
]);
export type ClaimDecision = z.infer<typeof claimDecisionSchema>;

export const claimSettlementSchema = z.object({
  method: z.enum(SETTLEMENT_METHODS),
  /** A transfer's account, masked (JO•• •••• •••• 0302). */
  iban_masked: z.string().nullable(),
  accepted_at: z.iso.datetime({ offset: true }),
  /** A cheque's number once issued: the cheque lookup finds it with the customer's phone. */
  cheque_id: z.string().nullable(),
  /** Where an issued cheque is collected, in the reader's language (its day is the claim's `cheque_ready_on`). */
  cheque_place: z.string().nullable(),
  transfer_reference: z.string().nullable(),
  /** When the money could be reached: a transfer when sent, a cheque from the start of its ready day. */
  paid_at: z.iso.datetime({ offset: true }).nullable(),
});

export const claimSummarySchema = z.object({
  id: z.number().int(),
  /** What the customer quotes, e.g. CL-000042. */
  reference: z.string(),
  policy_id: z.number().int(),
  contract_number: z.string(),
  line: z.enum(policyLines),
  event: z.enum(ALL_CLAIM_EVENTS),
  state: z.enum(CLAIM_STATES),
  /** What is insured, in the reader's language: the car and its plate, the home's address, the travellers. */
  insured: z.string(),
  occurred_on: z.iso.date(),
  reported_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** The company's next deadline, or null once none runs (waiting for the customer, or closed). */
  due: claimDueSchema.nullable(),
  /** The approved net amount, once decided. */
  net_fils: z.number().int().nullable(),
  /** A cheque issued: the day it can be collected, when the claim becomes paid (a working day, chequeReadyOn). */
  cheque_ready_on: z.iso.date().nullable(),
  /** Staff lists only: the customer. */
  customer: z.object({ name: z.string(), mobile: z.string() }).nullable(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimSchema = claimSummarySchema.extend({
  /** Bumped by every step: a desk or customer step names the version it was made on. */
  version: z.number().int(),
  occurred_time: z.string(),
  location: z.object({ lat: z.number(), lng: z.number(), address: z.string() }).nullable(),
  description: z.string(),
  /** The answers as stored: a travel claim reported before the traveller, amount and assistance were asked has none of them. */
  details: claimDetailsView,
  photos: z.array(fileSchema.extend({ slot: z.enum(MOTOR_PHOTO_SLOTS) })),
  documents: z.array(fileSchema.extend({ key: z.enum(CLAIM_DOCUMENTS) })),
  requests: z.array(documentRequestSchema),
  appointment: z.object({
    id: z.number().int(), reference: z.string(), date: z.iso.date(), time_period: z.enum(APPOINTMENT_SLOTS),
    status: z.enum(['booked', 'confirmed', 'on_the_way', 'assessed', 'cancelled']),
  }).nullable(),
  /** The assessor's finding; its note is the desk's own (DESK_ONLY_NOTES): null to the customer. */
  assessment: z.object({ assessor: z.string(), assessed_fils: z.number().int(), note: z.string().nullable(), at: z.iso.datetime({ offset: true }) }).nullable(),
  decision: claimDecisionSchema.nullable(),
  /**
   * The day by which an approved claim must be paid (CLAIM_DEADLINES in Jordan's working days from the approval),
   * measured to the day the money can be reached: a cheque's ready day, a transfer's sending.
   */
  pay_by: z.iso.date().nullable(),
  settlement: claimSettlementSchema.nullable(),
  /** Oldest first. */
  timeline: z.array(claimEventSchema),
  customer_actions: z.array(z.enum(CUSTOMER_CLAIM_ACTIONS)),
  /** Empty for a customer. */
  desk_actions: z.array(z.enum(DESK_CLAIM_ACTIONS)),
});
export type Claim = z.infer<typeof claimSchema>;

const one = z.object({ claim: claimSchema });
const many = z.object({ claims: z.array(claimSummarySchema) });

/** The customer's own claims, newest first. */
export const getMyClaims = endpoint({ method: 'GET', path: '/claims', response: many });
/** One of the customer's own claims; anyone else's answers 404. */
export const getMyClaim = endpoint({ method: 'GET', path: '/claims/{id}', response: one });
/** A report: a claim number at once (409 claim_duplicate without confirm_duplicate, naming the open claim). */
export const reportClaim = endpoint({ method: 'POST', path: '/claims', body: claimReport, response: one });
/** Files for one document the desk asked for. */
export const answerDocumentRequest = endpoint({ method: 'POST', path: '/claims/{id}/documents', body: claimDocumentAnswer, response: one });
/** A Lababak appointment booked from the claim, for the claim's car. */
export const linkClaimAssessor = endpoint({ method: 'POST', path: '/claims/{id}/assessor', body: claimAssessor, response: one });
/**
 * The customer's answers to a decision each name the decision they answer (`decision_version`, and an
 * approval's `net_fils`): one that is no longer the decision in force is `409 claim_decision_changed`.
 */
export const acceptClaimOffer = endpoint({ method: 'POST', path: '/claims/{id}/accept', body: claimAcceptance, response: one });
export const disputeClaimOffer = endpoint({ method: 'POST', path: '/claims/{id}/dispute', body: claimDispute, response: one });
export const appealClaim = endpoint({ method: 'POST', path: '/claims/{id}/appeal', body: claimObjection, response: one });
/** A photo or document of a claim the caller may see (the customer's own, or any for customer care); a photo's copy by `?size=`. */
export const getClaimFile = endpoint({
  method: 'GET', path: '/claims/{id}/files/{second}', query: storedFileQuery, response: storedFileSchema,
});

/** Where the customer's claim money goes: their IBAN, masked, in their own name. */
const payoutAccountSchema = z.object({
  account: z.object({ iban_masked: z.string(), holder: z.string(), updated_at: z.iso.datetime({ offset: true }) }).nullable(),
});
export const getPayoutAccount = endpoint({ method: 'GET', path: '/payout-account', response: payoutAccountSchema });
/** Checks the password and the IBAN, then sends a code to the account's mobile. */
export const startPayoutAccountChange = endpoint({
  method: 'POST', path: '/payout-account', body: payoutAccountChange,
  response: z.object({ change_id: z.uuid(), mobile_masked: z.string(), expires_at: z.iso.datetime({ offset: true }) }),
});
export const confirmPayoutAccountChange = endpoint({ method: 'POST', path: '/payout-account/confirm', body: payoutAccountConfirm, response: payoutAccountSchema });

/** Customer care's claims desk: by state or overdue, the overdue first, then by the next due day. */
export const getDeskClaims = endpoint({ method: 'GET', path: '/claims-desk', query: deskClaimsQuery, response: many });
export const getDeskClaim = endpoint({ method: 'GET', path: '/claims-desk/{id}', response: one });
export const requestClaimDocuments = endpoint({ method: 'POST', path: '/claims-desk/{id}/request-documents', body: deskDocumentRequest, response: one });
export const recordClaimAssessment = endpoint({ method: 'POST', path: '/claims-desk/{id}/assessment', body: deskAssessment, response: one });
export const approveClaim = endpoint({ method: 'POST', path: '/claims-desk/{id}/approve', body: deskApproval, response: one });
export const refuseClaim = endpoint({ method: 'POST', path: '/claims-desk/{id}/refuse', body: deskRefusal, response: one });
export const settleClaim = endpoint({ method: 'POST', path: '/claims-desk/{id}/settle', body: deskSettlement, response: one });
export const closeClaim = endpoint({ method: 'POST', path: '/claims-desk/{id}/close', body: deskClosing, response: one });
