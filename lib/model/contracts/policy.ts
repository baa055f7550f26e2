import { z } from 'zod';
import { DECLARATIONS } from '@/lib/config/declarations';
import { policyLines, type PolicyLine } from '@/lib/config/lines';

/**
 * A contract as the API shows it (spec §3): the shape the portal's screens, the shared rules of
 * lib/model and the backend's views all read. The endpoints that answer it are in lib/api/endpoints/policies.ts.
 */
export { policyLines, type PolicyLine };

/** Whether a car contract can be renewed on the web now (the backend decides, lib/backend/contracts/renewals/eligibility.ts). */
export const renewalStates = ['renewable', 'too-early', 'blocked', 'barred', 'renewed', 'expired'] as const;
/** The company-only conditions of spec §6 and §8. */
export const renewalReasons = ['blacklist', 'car-type', 'claim', 'bank'] as const;

/** A car contract's renewal as of today: its state, the company-only reason when blocked, the day the window opens when too early. */
export const policyRenewalSchema = z.object({
  state: z.enum(renewalStates),
  reason: z.enum(renewalReasons).nullable(),
  opens_on: z.iso.date().nullable(),
});
export type PolicyRenewal = z.infer<typeof policyRenewalSchema>;

/** The contract that renewed this one: the card says "Renewed until" its expiry and links to it. */
export const renewedBySchema = z.object({ id: z.number().int(), contract_number: z.string(), expiry: z.iso.date() });
export type RenewedBy = z.infer<typeof renewedBySchema>;

/** The display fields of spec §3; fields a line does not have are null. */
export const policySchema = z.object({
  id: z.number().int(),
  line: z.enum(policyLines),
  contract_number: z.string(),
  segment_code: z.string(),
  effective_date: z.iso.date(),
  expiry: z.iso.date(),
  days_to_expire: z.number().int(),
  plate_number: z.string().nullable(),
  document_id: z.string().nullable(),
  /** The car's make and model in the request's language (from the car list; as registered if it is not listed). */
  vehicle_type: z.string().nullable(),
  vehicle_model: z.string().nullable(),
  production_year: z.number().int().nullable(),
  insured_sum: z.number().nonnegative(),
  premium: z.number().nonnegative(),
  /** Derived from the expiry day: active until it has passed. */
  status: z.enum(['active', 'expired']),
  renewal_blocked_reason: z.enum(renewalReasons).nullable(),
  /** The contract this one renewed, if it is a renewal. */
  renewal_of_id: z.number().int().nullish(),
  /** The renewal that continues this contract, once issued: it no longer expires in any sense that matters to the customer. */
  renewed_by: renewedBySchema.nullish(),
  /**
   * The portal's addition: a car contract's renewal for its holder (null on other lines, and where the
   * answer is not the holder's own list), so a card offers Renew only where renewing would succeed.
   */
  renewal: policyRenewalSchema.nullish(),
  /**
   * The portal's addition: what the contract was priced on. The insured's birth date (declared by the
   * customer where the account had none) and, on travel, the other travellers as declared. Absent on
   * contracts issued before it was kept.
   */
  declarations: z.object({
    holder_birth_date: z.iso.date().optional(),
    holder_birth_date_declared: z.boolean().optional(),
    travellers: z.array(z.object({ name: z.string(), birth_date: z.iso.date() })).optional(),
    /** Travel: the holder's name as in the passport, as the certificate prints it (absent on contracts from before it was kept). */
    holder_name: z.string().optional(),
    /** Travel: the countries travelled to (TRAVEL_COUNTRIES codes), and whether the cover is worldwide. */
    countries: z.array(z.string()).optional(),
    worldwide: z.boolean().optional(),
  }).nullish(),
  /**
   * The portal's addition: on a home contract, the home it covers. Kind and governorate are ids of
   * lib/config/home.ts (named in the reader's language where shown); the rest as the customer typed it;
   * the day the title deed was uploaded. Absent on contracts issued before it was asked.
   */
  insured_home: z.object({
    property_kind: z.string(),
    governorate: z.string(),
    area: z.string(),
    street: z.string(),
    building: z.string(),
    floor: z.string().optional(),
    apartment: z.string().optional(),
    title_deed_uploaded_on: z.iso.date().optional(),
  }).nullish(),
  /** The offer taken off the premium when it was bought: its title in the reader's language and the amount in JOD. */
  offer_discount: z.object({ title: z.string(), percent: z.number().int(), amount: z.number().nonnegative() }).nullish(),
  /**
   * The portal's addition: the price as the summary and the payment showed it, in JOD: the premium of
   * the tables (before the offer, which `offer_discount` gives), issue fee, stamp duty and the total
   * paid. Absent on a contract issued before the lines were kept and not given them since.
   */
  price_lines: z.object({ premium: z.number().nonnegative(), fees: z.number().nonnegative(), tax: z.number().nonnegative(), total: z.number().nonnegative() }).nullish(),
  /**
   * The terms the customer accepted before paying: the document, its title in the reader's language, the
   * version, when, in which language, and the product's declaration made with them (none on contracts
   * bought before declarations were recorded).
   */
  terms_acceptance: z.object({
    document: z.string(), title: z.string(), version: z.string(), accepted_at: z.iso.datetime(), language: z.enum(['en', 'ar']),
    declaration: z.enum(DECLARATIONS).nullish(),
  }).nullish(),
});
export type Policy = z.infer<typeof policySchema>;
