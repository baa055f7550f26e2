import type { EngineType } from './car-makes';

/**
 * Car cover sold on the portal (third party and comprehensive): what the price asks, and the
 * company's limits beyond which a person prices the car (the car request flow, with the reason shown).
 */
export const CAR_COVERS = ['third-party', 'comprehensive'] as const;
export type CarCover = (typeof CAR_COVERS)[number];

/** Third party (compulsory): the vehicle's use, its type, and its size band for that type. */
export const VEHICLE_USES = ['private', 'taxi', 'commercial'] as const;
export type VehicleUse = (typeof VEHICLE_USES)[number];

export const VEHICLE_SIZES = {
  /** Saloons, hatchbacks and SUVs: engine capacity in cc; an electric car has a band of its own. */
  car: ['cc-1600', 'cc-2000', 'cc-3000', 'cc-over-3000', 'electric'],
  /** Pick-ups and vans: payload in tonnes. */
  pickup: ['ton-1', 'ton-2', 'ton-over-2'],
  motorcycle: ['cc-250', 'cc-over-250'],
} as const;
export type VehicleType = keyof typeof VEHICLE_SIZES;
export const VEHICLE_TYPES = Object.keys(VEHICLE_SIZES) as VehicleType[];
export type VehicleSize = (typeof VEHICLE_SIZES)[VehicleType][number];

export const CAR_ONLINE = {
  /** Comprehensive online: the car's valuation in JOD, within these (outside: the motor department prices it). */
  minValuation: 3000,
  maxValuation: 60_000,
  /** Comprehensive online: the car's age in years at most. */
  maxAgeYears: 15,
  /** Engine types the company covers comprehensively online; the others go to a person. */
  engineTypesOnline: ['petrol', 'diesel', 'hybrid', 'electric'] as readonly EngineType[],
  /** A claim declared on any car in these last years sends comprehensive cover to a person. */
  claimYears: 3,
} as const;

/**
 * Comprehensive renewal: the car is insured at its value at renewal, last year's insured value less a
 * yearly depreciation by the car's age at renewal (per mille): [age up to, depreciation]. Company figures.
 */
export const CAR_RENEWAL_DEPRECIATION_PER_MILLE: readonly [number, number][] = [[5, 100], [10, 75], [Infinity, 50]];
/** A third-party contract from before its tariff entry was kept: renewed on this entry of the tariff (the highest private car band, never more than buying it new). */
export const THIRD_PARTY_UNKNOWN_ENTRY = { use: 'private', vehicle_type: 'car', size: 'cc-over-3000' } as const;

/**
 * Why the rules send a car to a person; each has its message under `carPrice.referral`.
 * `plate-insured`: the plate is on another customer's car contract in force (one car, one contract).
 */
export const CAR_REFERRAL_REASONS = ['valuation', 'car-age', 'engine-type', 'previous-claim', 'vehicle', 'plate-insured'] as const;
export type CarReferralReason = (typeof CAR_REFERRAL_REASONS)[number];
