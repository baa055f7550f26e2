import { z } from 'zod';
import type { ClaimEvent } from '@/lib/config/claims';
import { optionalText, personName, requiredText } from './fields';
import { phone } from './phone';
import { normalisePlate, PLATE_PATTERN } from './plate';
import { storedTravelDetails, travelDetails } from './travel-claim';
import { toLatinDigits } from '@/lib/format/digits';

/**
 * A claim report's own questions, one schema per line, for the report's details step and the
 * embedded backend. Which of them an event needs (the other party of a third-party claim, a car that
 * can be driven) is checked with the event: checkEventDetails.
 */

export const m = (key: string) => `claims.validation.${key}`;
export const yesNo = (key: string) => z.boolean({ error: m(key) });

/** A plate as typed (Arabic-Indic digits, spaces or a dash), stored in the one written form. */
const plate = z.string({ error: m('otherPlate') }).transform(normalisePlate).pipe(z.string().regex(PLATE_PATTERN, m('otherPlate')));

const policeReport = {
  has_police_report: yesNo('policeReport'),
  // Written with the digits the desk and the police search by, as plates and phones are (٤٥٦/٢٠٢٦ is 456/2026).
  police_report_number: optionalText(30).transform(toLatinDigits).default(''),
};
const needsPoliceNumber = (v: { has_police_report: boolean; police_report_number: string }, ctx: z.RefinementCtx) => {
  if (v.has_police_report && v.police_report_number === '') ctx.addIssue({ code: 'custom', path: ['police_report_number'], message: m('policeReportNumber') });
};

/** What of the other party's was damaged: their car (by its plate) or other property (a wall, a shop front). */
export const OTHER_PARTY_KINDS = ['car', 'property'] as const;

/**
 * A car claim's questions: the police report, the other party (their car's plate or the property, their
 * name and phone), injuries (answered by phone: a yes is refused here, and the form sends the customer
 * to the claims line), whether the car can be driven (not asked of a third-party claim: that cover
 * pays nothing of the customer's car), and who was driving.
 */
export const motorDetails = z.object({
  line: z.literal('motor'),
  ...policeReport,
  other_party: yesNo('otherParty'),
  other_kind: z.enum(OTHER_PARTY_KINDS, { error: m('otherKind') }).default('car'),
  other_plate: z.string().default(''),
  other_property: optionalText(200).default(''),
  other_insurer: optionalText(80).default(''),
  other_driver_name: optionalText(120).default(''),
  other_driver_phone: z.string().default(''),
  injuries: yesNo('injuries').refine((v) => !v, m('injuriesByPhone')),
  drivable: z.boolean({ error: m('drivable') }).nullable().default(null),
  driver: z.enum(['insured', 'other'], { error: m('driver') }),
  driver_name: optionalText(120).default(''),
  driver_licence: optionalText(30).default(''),
}).superRefine((v, ctx) => {
  needsPoliceNumber(v, ctx);
  if (v.other_party) {
    if (v.other_kind === 'car' && !plate.safeParse(v.other_plate).success) ctx.addIssue({ code: 'custom', path: ['other_plate'], message: m('otherPlate') });
    if (v.other_kind === 'property' && v.other_property === '') ctx.addIssue({ code: 'custom', path: ['other_property'], message: m('otherProperty') });
    if (!personName(120).safeParse(v.other_driver_name).success) ctx.addIssue({ code: 'custom', path: ['other_driver_name'], message: m('otherDriverName') });
    if (!phone.safeParse(v.other_driver_phone).success) ctx.addIssue({ code: 'custom', path: ['other_driver_phone'], message: m('otherDriverPhone') });
  }
  if (v.driver === 'other') {
    if (!personName(120).safeParse(v.driver_name).success) ctx.addIssue({ code: 'custom', path: ['driver_name'], message: m('driverName') });
    if (!/^[\dA-Za-z-]{4,30}$/.test(v.driver_licence)) ctx.addIssue({ code: 'custom', path: ['driver_licence'], message: m('driverLicence') });
  }
}).transform((v) => ({
  ...v,
  other_plate: v.other_party && v.other_kind === 'car' ? normalisePlate(v.other_plate) : '',
  other_property: v.other_party && v.other_kind === 'property' ? v.other_property : '',
  other_driver_phone: v.other_party ? phone.parse(v.other_driver_phone) : '',
}));

export { travelDetails };

/** Home: what was damaged or taken, and the police report (a theft needs one). */
export const homeDetails = z.object({
  line: z.literal('home'),
  damaged: requiredText(300, m('damaged')),
  ...policeReport,
}).superRefine(needsPoliceNumber);

/** Medical: where the treatment was given. */
export const medicalDetails = z.object({
  line: z.literal('medical'),
  provider: requiredText(120, m('provider')),
});

/** Personal accident: the injury, where it was treated, and the police report of a road accident. */
export const personalAccidentDetails = z.object({
  line: z.literal('personal-accident'),
  injury: requiredText(200, m('injury')),
  provider: requiredText(120, m('provider')),
  ...policeReport,
}).superRefine(needsPoliceNumber);

export const claimDetails = z.discriminatedUnion('line', [motorDetails, travelDetails, homeDetails, medicalDetails, personalAccidentDetails], { error: m('event') });
export type ClaimDetails = z.output<typeof claimDetails>;
export type ClaimDetailsInput = z.input<typeof claimDetails>;

/** A claim's answers as the API shows them: a travel claim's as stored (storedTravelDetails: older reports lack the newer answers). */
export const claimDetailsView = z.discriminatedUnion('line', [motorDetails, storedTravelDetails, homeDetails, medicalDetails, personalAccidentDetails]);
export type ClaimDetailsView = z.output<typeof claimDetailsView>;
/** What a claim's row holds: reports from before an answer was asked lack it (the view's defaults fill it). */
export type ClaimDetailsStored = z.input<typeof claimDetailsView>;

/**
 * What an event asks of the answers beyond the line's schema, at `details.…`: damage caused to someone
 * else names the other party and the police report (the other party's claim rests on it); a claim on
 * the customer's own car says whether it can be driven.
 */
export function checkEventDetails(event: ClaimEvent | undefined, details: ClaimDetails, ctx: z.RefinementCtx, { drivable = true } = {}): void {
  if (details.line !== 'motor') return;
  const issue = (field: string, key: string) => ctx.addIssue({ code: 'custom', path: ['details', field], message: m(key) });
  if (event === 'third_party_damage') {
    if (!details.other_party) issue('other_party', 'otherPartyRequired');
    // With a report but no number, the line's own rule already asks for the number (needsPoliceNumber).
    if (!details.has_police_report) issue('police_report_number', 'thirdPartyPolice');
  } else if (drivable && unansweredDrivable({ line: details.line, event, details })) {
    issue('drivable', 'drivable');
  }
}

/**
 * A car claim on the customer's own car with no answer to whether it can be driven. Reads the form's
 * raw values too (the details step asks it with the other questions, before they all parse).
 */
export function unansweredDrivable(v: unknown): boolean {
  const x = (v ?? {}) as { line?: unknown; event?: unknown; details?: { drivable?: unknown } | null };
  return x.line === 'motor' && x.event !== 'third_party_damage' && typeof x.details?.drivable !== 'boolean';
}
