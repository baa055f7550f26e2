import type { PolicyLine } from './lines';

/**
 * Claims: what each line's customer reports, the documents each event needs, and the deadlines the
 * company is held to. The rules a claims manager would tune live here, each once.
 */

/**
 * What can happen, per line of business (the questions and documents follow from the event). Which of
 * them a contract offers is decided by its covers (lib/config/covers.ts): a third-party car contract
 * offers only `third_party_damage`, a Sky trip no `cancellation`.
 */
export const CLAIM_EVENTS = {
  motor: ['collision', 'theft', 'fire', 'glass', 'flood', 'third_party_damage'],
  travel: ['medical', 'baggage', 'baggage_delay', 'flight_delay', 'cancellation', 'liability_abroad'],
  home: ['water', 'fire', 'theft'],
  medical: ['treatment'],
  'personal-accident': ['injury'],
} as const satisfies Record<PolicyLine, readonly string[]>;
export type ClaimEvent = (typeof CLAIM_EVENTS)[PolicyLine][number];
export const ALL_CLAIM_EVENTS = [...new Set(Object.values(CLAIM_EVENTS).flat())] as ClaimEvent[];

/** The guided photos of a car claim: four corners, the damage close up, and the other car's plate. */
export const MOTOR_PHOTO_SLOTS = ['front_left', 'front_right', 'rear_left', 'rear_right', 'damage', 'other_plate'] as const;
export type MotorPhotoSlot = (typeof MOTOR_PHOTO_SLOTS)[number];

/** Every document a claim may carry or the desk may ask for; `other` is named by the desk's note. */
export const CLAIM_DOCUMENTS = [
  'driving_licence', 'vehicle_licence', 'police_report', 'fire_report', 'repair_estimate',
  'medical_report', 'invoices', 'receipts', 'prescriptions', 'boarding_pass', 'passport_stamps',
  'baggage_report', 'booking_invoice', 'cancellation_proof', 'items_list', 'damage_photos', 'delay_certificate',
  'passport_copy', 'liability_claim', 'other',
] as const;
export type ClaimDocument = (typeof CLAIM_DOCUMENTS)[number];

/**
 * A document of a report: required, optional, or required only when the answers say so (a police
 * report when the customer has its number, the other car's plate photo when there is another party).
 * `travel_proof` is one of two: a boarding pass, or the passport's entry and exit stamps (a trip by
 * land, Umrah by road, has no boarding pass); either one is enough.
 */
export interface ClaimDocumentRule {
  key: ClaimDocument;
  need: 'required' | 'optional' | 'if_police_report' | 'travel_proof';
}

const doc = (key: ClaimDocument, need: ClaimDocumentRule['need'] = 'required'): ClaimDocumentRule => ({ key, need });

/** The documents that prove a trip: either of them is enough (ClaimDocumentRule's `travel_proof`). */
export const TRAVEL_PROOF: readonly ClaimDocument[] = ['boarding_pass', 'passport_stamps'];
const travelProof = (): ClaimDocumentRule[] => [doc('passport_copy'), ...TRAVEL_PROOF.map((key) => doc(key, 'travel_proof'))];

/** The documents each event's report asks for, in the order the form lists them. */
export const CLAIM_EVENT_DOCUMENTS: Record<ClaimEvent, readonly ClaimDocumentRule[]> = {
  collision: [doc('driving_licence'), doc('vehicle_licence'), doc('police_report', 'if_police_report'), doc('repair_estimate', 'optional')],
  // Damage the customer caused to someone else: the police report is what the other party's claim rests on.
  third_party_damage: [doc('driving_licence'), doc('vehicle_licence'), doc('police_report')],
  theft: [doc('vehicle_licence'), doc('police_report'), doc('items_list', 'optional')],
  fire: [doc('vehicle_licence'), doc('fire_report'), doc('repair_estimate', 'optional')],
  glass: [doc('vehicle_licence'), doc('repair_estimate', 'optional')],
  flood: [doc('vehicle_licence'), doc('repair_estimate', 'optional')],
  // Every trip's claim: the passport copy the terms ask for, and the trip's proof (TRAVEL_PROOF).
  medical: [doc('medical_report'), doc('invoices'), doc('receipts', 'optional'), ...travelProof()],
  baggage: [doc('baggage_report'), doc('items_list'), doc('receipts', 'optional'), ...travelProof()],
  baggage_delay: [doc('baggage_report'), doc('receipts'), ...travelProof()],
  flight_delay: [doc('delay_certificate'), doc('receipts', 'optional'), ...travelProof()],
  cancellation: [doc('booking_invoice'), doc('cancellation_proof'), doc('receipts', 'optional'), doc('passport_copy')],
  liability_abroad: [doc('liability_claim'), doc('police_report', 'optional'), ...travelProof()],
  water: [doc('damage_photos'), doc('repair_estimate'), doc('invoices', 'optional')],
  treatment: [doc('invoices'), doc('medical_report'), doc('prescriptions', 'optional')],
  injury: [doc('medical_report'), doc('invoices'), doc('police_report', 'if_police_report')],
};

/** Home fire and theft differ from the car's: looked up by line first (claimDocuments). */
const HOME_DOCUMENTS: Partial<Record<ClaimEvent, readonly ClaimDocumentRule[]>> = {
  fire: [doc('fire_report'), doc('damage_photos'), doc('invoices', 'optional')],
  theft: [doc('police_report'), doc('items_list'), doc('receipts', 'optional'), doc('damage_photos', 'optional')],
};

/** The documents a report of this line and event asks for. */
export function claimDocuments(line: PolicyLine, event: ClaimEvent): readonly ClaimDocumentRule[] {
  return (line === 'home' ? HOME_DOCUMENTS[event] : undefined) ?? CLAIM_EVENT_DOCUMENTS[event];
}

/** The car photos each event asks for (the other car's plate only when there is another party). */
export const MOTOR_EVENT_PHOTOS: Record<(typeof CLAIM_EVENTS)['motor'][number], readonly MotorPhotoSlot[]> = {
  collision: ['front_left', 'front_right', 'rear_left', 'rear_right', 'damage'],
  theft: [],
  fire: ['front_left', 'front_right', 'rear_left', 'rear_right', 'damage'],
  glass: ['damage'],
  flood: ['front_left', 'front_right', 'rear_left', 'rear_right', 'damage'],
  // Third party pays the other party's damage, not the customer's car: the damage done, not the car's corners.
  third_party_damage: ['damage'],
};

/** Files one claim may carry in all (photos, documents and the desk's requests together). */
export const MAX_CLAIM_FILES = 30;
/** Files one document slot of a report may hold (invoices come in several pages). */
export const MAX_FILES_PER_DOCUMENT = 5;
/** A photo is made smaller in the browser to at most this many bytes before it is sent. */
export const CLAIM_PHOTO_MAX_BYTES = 1024 * 1024;
/** …and its longer side to at most this many pixels. */
export const CLAIM_PHOTO_MAX_SIDE = 2048;

/** How far back an event may be reported (the contracts' notice clause). */
export const CLAIM_REPORT_WINDOW_DAYS = 365;

/**
 * The company's deadlines, in Jordan's working days (Sunday to Thursday, less JORDAN_PUBLIC_HOLIDAYS).
 * Payment follows the compulsory-motor instructions of 2025: an approved claim of at most 3,000 JOD
 * within 5 working days of its approval, a larger one within 10. These are the demo's values.
 */
export const CLAIM_DEADLINES = {
  /** Missing documents are named within this many working days of the report. */
  nameMissingDocumentsWithin: 5,
  /** A claim whose documents are complete is decided within this many working days. */
  decideWithin: 10,
  /** Approved amounts up to this (fils) are paid within `payWithinSmall` working days of approval… */
  smallClaimMaxFils: 3_000_000,
  payWithinSmall: 5,
  /** …larger ones within `payWithinLarge`. */
  payWithinLarge: 10,
  /** A settled claim is closed within this many working days. */
  closeWithin: 5,
} as const;

/** A refused claim may be appealed, or a settlement offer disputed, within this many calendar days. */
export const CLAIM_APPEAL_DAYS = 30;

/** The phone numbers a claim screen sends a customer to. */
export const CLAIM_PHONES = {
  /** Injuries are reported by phone at once: the company's claims line, around the clock. */
  claimsLine: '96265000077',
  /** Emergency services in Jordan. */
  emergency: '911',
  /** Roadside help and towing for a car that cannot be driven. */
  roadside: '065000111',
} as const;

/**
 * Where a customer takes a complaint the company did not resolve: the insurance regulator, the Central
 * Bank of Jordan's financial consumer protection department.
 */
export const CLAIM_REGULATOR = {
  name: { en: 'Central Bank of Jordan — Financial Consumer Protection', ar: 'البنك المركزي الأردني — دائرة حماية المستهلك المالي' },
  url: 'https://www.cbj.gov.jo',
} as const;

/**
 * Jordan's public holidays (yyyy-MM-dd) on which no working day is counted. The lunar ones (Eid al-Fitr,
 * Eid al-Adha, the Hijri new year, the Prophet's birthday, Isra and Mi'raj) are announced by the
 * government each year: add the next year's dates here when they are.
 */
export const JORDAN_PUBLIC_HOLIDAYS: readonly string[] = [
  // 2026
  '2026-01-01', '2026-01-16', '2026-03-20', '2026-03-21', '2026-03-22', '2026-05-01', '2026-05-25', '2026-05-26', '2026-05-27',
  '2026-05-28', '2026-05-29', '2026-06-16', '2026-08-25', '2026-12-25',
  // 2027
  '2027-01-01', '2027-01-05', '2027-03-09', '2027-03-10', '2027-03-11', '2027-05-01', '2027-05-15', '2027-05-16',
  '2027-05-17', '2027-05-18', '2027-05-25', '2027-06-06', '2027-08-15', '2027-12-25',
];
