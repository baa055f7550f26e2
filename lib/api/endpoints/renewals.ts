import { z } from 'zod';
import { ENGINE_TYPES } from '@/lib/config/car-makes';
import { VEHICLE_TYPES, VEHICLE_USES, type VehicleType } from '@/lib/config/car-online';
import { endpoint } from '../define';
import { policySchema, renewalReasons, renewalStates } from './policies';
import { quotationSchema } from './quotations';

/**
 * The portal's additions to spec §7 for car renewal (the spec names the screens, not the calls).
 * A renewal is paid like a purchase: a quote of kind 'motor-renewal', then POST /payment/start.
 */
export { renewalReasons, renewalStates };

const period = z.object({ effective_date: z.iso.date(), expiry: z.iso.date() });

/**
 * What this year's renewal price rests on, one line each: the third-party tariff entry (`on_file`
 * false when the contract predates keeping it, so the highest private car band is used); the car's
 * value at renewal against last year's (comprehensive); the rate of that value; the minimum premium.
 */
export const renewalBasisSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tariff'), use: z.enum(VEHICLE_USES), vehicle_type: z.enum(VEHICLE_TYPES as [VehicleType, ...VehicleType[]]), size: z.string(), on_file: z.boolean() }),
  z.object({ kind: z.literal('value'), from: z.number(), to: z.number(), age: z.number().int() }),
  z.object({ kind: z.literal('rate'), engine_type: z.enum(ENGINE_TYPES), percent: z.number(), age: z.number().int(), loading_percent: z.number() }),
  z.object({ kind: z.literal('minimum'), amount: z.number() }),
]);
export type RenewalBasis = z.infer<typeof renewalBasisSchema>;

/** Last year's price (the total the contract cost) beside what this year's rests on; null when the contract cannot be priced now. */
const priceChange = z.object({ last_year: z.number(), basis: z.array(renewalBasisSchema) });

export const renewalViewSchema = z.object({
  policy: policySchema,
  state: z.enum(renewalStates),
  /** A company-only condition (spec §8 popups), when blocked. */
  reason: z.enum(renewalReasons).nullable(),
  /** The first day of the 45-day window, when too early. */
  opens_on: z.iso.date().nullable(),
  new_period: period,
  price_change: priceChange.nullable(),
});
export type RenewalView = z.infer<typeof renewalViewSchema>;

/** Whether one of my motor contracts can be renewed on the web now, and its new period. */
export const getCarRenewal = endpoint({
  method: 'GET', path: '/car/renewal/{id}', response: renewalViewSchema,
});

/** Prices the renewal from the car's data and holds it (kind 'motor-renewal'); refused unless renewable. */
export const createCarRenewalQuotation = endpoint({
  method: 'POST', path: '/car/renewal/quotation',
  body: z.object({ policy_id: z.number().int().positive() }),
  response: quotationSchema,
});

/** The company's SMS link: 43 characters of base64url (256 bits). */
export const renewalToken = z.string().trim().min(20, 'validation.invalid').max(100, 'validation.invalid').regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid');

/**
 * A company renewal link: `valid` with its contract and price; `renewed` (its contract is renewed, by
 * this link or otherwise) with the contract, whose `policy.renewed_by` is the renewal; `expired` (out of
 * date, or its contract past its date) or `other-customer` (signed in as someone else) with nothing of
 * the contract. An unknown token reads as expired.
 */
export const getRenewalLink = endpoint({
  method: 'GET', path: '/renewal/link',
  query: z.object({ token: renewalToken }),
  response: z.object({
    state: z.enum(['valid', 'renewed', 'expired', 'other-customer']),
    renewal: renewalViewSchema.nullable(),
    quotation: quotationSchema.nullable(),
  }),
});

/** Holds the link's renewal price for payment (the link is marked used when the payment issues the renewal). */
export const createRenewalLinkQuotation = endpoint({
  method: 'POST', path: '/renewal/link/quotation',
  body: z.object({ token: renewalToken }),
  response: quotationSchema,
});
