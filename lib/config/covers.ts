import type { ClaimEvent } from './claims';
import type { PolicyLine } from './lines';
import { PROGRAM_COVER_JOD } from './travel';

/**
 * What each product pays: one table of covers per product, each cover with the events a claim of it
 * reports, its limit and its excess. The claim's events read it (a claim offers exactly what the
 * contract's covers pay, on the form and on the server); the package step of the travel purchase lists
 * it. Figures are the demo's, after the policy wordings in content/terms; a product manager tunes them here.
 */

/** The covers the company sells, each named once; its words are `covers.<key>` in messages/*.json. */
export const COVERS = {
  // Car. Third party is the compulsory cover: damage the car does to others, never the car itself.
  motor_third_party: { line: 'motor', events: ['third_party_damage'] },
  motor_own_damage: { line: 'motor', events: ['collision'] },
  motor_theft: { line: 'motor', events: ['theft'] },
  motor_fire: { line: 'motor', events: ['fire'] },
  motor_glass: { line: 'motor', events: ['glass'] },
  motor_natural_perils: { line: 'motor', events: ['flood'] },
  // Travel. Evacuation is arranged and paid by the assistance company on the call: no claim of its own.
  travel_medical: { line: 'travel', events: ['medical'] },
  travel_evacuation: { line: 'travel', events: [] },
  travel_luggage: { line: 'travel', events: ['baggage', 'baggage_delay'] },
  travel_flight_delay: { line: 'travel', events: ['flight_delay'] },
  travel_cancellation: { line: 'travel', events: ['cancellation'] },
  travel_liability: { line: 'travel', events: ['liability_abroad'] },
  home_fire: { line: 'home', events: ['fire'] },
  home_water: { line: 'home', events: ['water'] },
  home_theft: { line: 'home', events: ['theft'] },
  medical_treatment: { line: 'medical', events: ['treatment'] },
  personal_accident: { line: 'personal-accident', events: ['injury'] },
} as const satisfies Record<string, { line: PolicyLine; events: readonly ClaimEvent[] }>;
export type CoverKey = keyof typeof COVERS;

/**
 * A cover's limit: an amount in JOD (per traveller on a trip, per event elsewhere), a share of the
 * contract's insured sum in percent, or the limits the compulsory motor insurance law sets on the day.
 */
export type CoverLimit = { jod: number } | { insuredSumPercent: number } | { law: true };

export interface ProductCover {
  cover: CoverKey;
  limit: CoverLimit;
  /** What the customer bears of each claim, in JOD (0: none). */
  excessJod: number;
}

/** The products whose covers differ; a contract's product comes from its line and segment code (lib/model/claims/covers.ts). */
export const COVER_PRODUCTS = [
  'motor-comprehensive', 'motor-third-party', 'travel-sky', 'travel-sky-plus', 'home', 'medical', 'personal-accident',
] as const;
export type CoverProduct = (typeof COVER_PRODUCTS)[number];

const whole = { insuredSumPercent: 100 } as const;
const cover = (key: CoverKey, limit: CoverLimit, excessJod = 0): ProductCover => ({ cover: key, limit, excessJod });

/** The excess of a comprehensive car claim (the desk's approval takes it off). */
const CAR_EXCESS_JOD = 100;

/** Travel's covers by programme: Sky has no cancellation and no liability; Sky Plus has higher limits. */
const skyCovers = (program: 'sky' | 'sky-plus'): ProductCover[] => {
  const plus = program === 'sky-plus';
  const medical = { jod: PROGRAM_COVER_JOD[program] };
  return [
    cover('travel_medical', medical, plus ? 0 : 25),
    cover('travel_evacuation', medical),
    cover('travel_luggage', { jod: plus ? 500 : 300 }),
    cover('travel_flight_delay', { jod: plus ? 200 : 100 }),
    ...(plus ? [cover('travel_cancellation', { jod: 1_000 }), cover('travel_liability', { jod: 25_000 })] : []),
  ];
};

/** The one table: each product's covers, in the order the screens list them. */
export const PRODUCT_COVERS: Record<CoverProduct, readonly ProductCover[]> = {
  'motor-third-party': [cover('motor_third_party', { law: true })],
  'motor-comprehensive': [
    cover('motor_third_party', { law: true }),
    cover('motor_own_damage', whole, CAR_EXCESS_JOD),
    cover('motor_theft', whole, CAR_EXCESS_JOD),
    cover('motor_fire', whole, CAR_EXCESS_JOD),
    cover('motor_glass', { jod: 500 }),
    cover('motor_natural_perils', whole, CAR_EXCESS_JOD),
  ],
  'travel-sky': skyCovers('sky'),
  'travel-sky-plus': skyCovers('sky-plus'),
  home: [cover('home_fire', whole, 50), cover('home_water', whole, 50), cover('home_theft', whole, 50)],
  medical: [cover('medical_treatment', whole)],
  'personal-accident': [cover('personal_accident', whole)],
};

