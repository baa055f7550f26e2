import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../config/business';
import { ENGINE_TYPES } from '../../../config/car-makes';
import type { Declaration } from '../../../config/declarations';
import type { HomeAddress } from '../../../model/contracts/home-address';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * Declarations kept with a contract, as insurers keep them: the holder's birth date the price used (and
 * whether the customer declared it, the account having none), the other travellers as declared, and
 * whether the customer confirmed buying it while holding a cover of the same kind for an overlapping period,
 * and for a car bought online its third-party tariff entry and the images it was bought with.
 */
export type PolicyDeclarations = {
  holder_birth_date?: string;
  holder_birth_date_declared?: boolean;
  travellers?: { name: string; birth_date: string; passport_id: string }[];
  /** Travel: the countries travelled to (codes of TRAVEL_COUNTRIES), worldwide or not, and the holder's name as in the passport. */
  trip?: { countries: string[]; worldwide?: boolean; holder_name?: string };
  overlap_confirmed?: boolean;
  /** A car bought online, third party: what the tariff priced (use, vehicle type, size band), for its renewal. */
  third_party?: { use: string; vehicle_type: string; size: string };
  /** A car bought online: the driver licence and registration uploads it was bought with (kept, not shown). */
  vehicle_documents?: { licence_front: string; licence_back: string; registration: string[] };
};

/**
 * The home a home contract covers, as the customer gave it when buying: its kind and governorate (ids of
 * lib/config/home.ts, printed in the reader's language), the rest as typed; and the day its title deed
 * was uploaded (yyyy-MM-dd in Jordan), printed instead of the upload's id.
 */
export type InsuredHomeRecord = HomeAddress & { title_deed_uploaded_on?: string };

/** The customer read and accepted the product's terms and the declarations on the summary before paying. */
export type TermsAcceptance = {
  accepted_at: string;
  /** The terms document (lib/config/documents.json slug) and its version, as shown on the summary. */
  document: string;
  version: string;
  language: Locale;
  /**
   * The product's declaration made with the terms (messages purchase.terms.declarations), as
   * product-terms.ts named it on the day; absent on acceptances recorded before it was kept.
   */
  declaration?: Declaration;
};

/** An offer's discount taken off the premium, kept with the contract so it prints as its own line. */
export type OfferDiscount = {
  offer_id: number;
  percent: number;
  amount_fils: number;
  title_en: string;
  title_ar: string;
};

/**
 * What the customer paid, line by line, in fils, as the quote the payment was for had it: the premium
 * charged (after the offer, which offer_discount keeps), the issue fee, the stamp duty and the total.
 */
export type PolicyPrice = {
  premium_fils: number;
  fees_fils: number;
  tax_fils: number;
  total_fils: number;
};

/** A customer's contract in one line; fields a line does not have stay null (spec §3 display fields). */
export const policies = pgTable('policies', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  line: text('line', { enum: ['motor', 'travel', 'home', 'medical', 'personal-accident'] }).notNull(),
  contractNumber: text('contract_number').notNull().unique(),
  segmentCode: text('segment_code').notNull(),
  effectiveDate: day('effective_date').notNull(),
  expiry: day('expiry').notNull(),
  plateNumber: text('plate_number'),
  documentId: text('document_id'),
  vehicleType: text('vehicle_type'),
  vehicleModel: text('vehicle_model'),
  productionYear: integer('production_year'),
  /** Motor: prices the renewal by the car price table; null on contracts from before it was kept (priced as petrol). */
  engineType: text('engine_type', { enum: ENGINE_TYPES }),
  /** In JOD; the dinar has three decimals, so a double holds every amount exactly enough. */
  insuredSum: doublePrecision('insured_sum').notNull(),
  premium: doublePrecision('premium').notNull(),
  renewalBlockedReason: text('renewal_blocked_reason', { enum: ['blacklist', 'car-type', 'claim', 'bank'] }),
  /** Random, unguessable: printed as a QR code on the contract PDF, verified by GET /qrcode/policy. */
  qrToken: text('qr_token').notNull().unique(),
  /** The contract this one renews. UNIQUE: a contract is renewed at most once, whatever races. */
  /** What the customer declared for this contract (see PolicyDeclarations); null on contracts issued before it was kept. */
  declarations: jsonb('declarations').$type<PolicyDeclarations>(),
  /** Recorded from the payment that issued the contract; null on contracts issued before it was asked. */
  termsAcceptance: jsonb('terms_acceptance').$type<TermsAcceptance>(),
  /** A home contract: the home it covers (see InsuredHomeRecord); null on other lines and on contracts issued before it was asked. */
  insuredHome: jsonb('insured_home').$type<InsuredHomeRecord>(),
  /** The offer discount in its price, if any. */
  offerDiscount: jsonb('offer_discount').$type<OfferDiscount>(),
  /** The price lines the summary and the payment showed (see PolicyPrice); `premium` above is one amount (on the web, the total paid). */
  priceLines: jsonb('price_lines').$type<PolicyPrice>(),
  renewalOfId: integer('renewal_of_id').unique().references((): AnyPgColumn => policies.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  index('policies_user_idx').on(t.userId, t.line),
  // One car, one contract: every car quote and issue looks up the plate's contracts across customers (payments/plate-holder.ts).
  index('policies_plate_idx').on(t.plateNumber),
]);

/** Lababak accident-assessment appointments, booked by a customer or by customer care for one. */
export const appointments = pgTable('appointments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  policyId: integer('policy_id').notNull().references(() => policies.id, { onDelete: 'cascade' }),
  bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  note: text('note').notNull().default(''),
  /**
   * Arabic versions of the free-text fields, for rows the company writes in both languages (the demo
   * seed, staff notes); null for what a customer typed, which shows as typed in both languages.
   */
  noteAr: text('note_ar'),
  date: day('date').notNull(),
  timePeriod: text('time_period').notNull(),
  /** How the appointment names the car, from its contract when booked: in English, and in Arabic (null on rows from before it was kept). */
  car: text('car').notNull(),
  carAr: text('car_ar'),
  towing: boolean('towing').notNull().default(false),
  carType: text('car_type', { enum: ['saloon', 'suv', 'pickup', 'motorcycle'] }).notNull().default('saloon'),
  canMove: boolean('can_move').notNull().default(true),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  address: text('address').notNull(),
  addressAr: text('address_ar'),
  status: text('status', { enum: ['booked', 'confirmed', 'on_the_way', 'assessed', 'cancelled'] }).notNull().default('booked'),
  cancelNote: text('cancel_note'),
  cancelNoteAr: text('cancel_note_ar'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [index('appointments_user_idx').on(t.userId), index('appointments_day_idx').on(t.date, t.timePeriod)]);
