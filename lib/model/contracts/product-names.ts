import type { TravelDestination as TravelZone } from '@/lib/config/travel';
import type { PolicyLine } from '@/lib/model/contracts/policy';

/**
 * What customers call a contract, read from its segment code (the insurer's internal product code,
 * never shown to a customer: screens, the PDF and messages print these names). One table per line;
 * the names are message keys under `products` in messages/*.json. A code this table does not know falls back to the line's name, so a
 * new product of the core system never shows a raw code to a customer.
 *
 * Codes in use (seeds and the purchase flows build them with the helpers below):
 * - motor: `MC-COMP` comprehensive, `MC-TPL` third party;
 * - travel: `TR-{SKY|SKY-PLUS}[-{KSA|TUR-EGY|USA-CAN-AUS|OTHER}]`: programme, then the destination zone
 *   of spec §3 (Sky Plus to Turkey and Egypt is `TR-SKY-PLUS-TUR-EGY`);
 * - home: `HM-STD`, `HM-PLUS`;
 * - medical: `MD-{BRONZE|SILVER|GOLD|PLATINUM}`;
 * - personal guard: `PG-{insured sum in JOD}` (`PG-500`, `PG-2500`).
 */

export const MOTOR_PRODUCTS = { 'MC-COMP': 'comprehensive', 'MC-TPL': 'thirdParty' } as const;
export const TRAVEL_PROGRAMS = { 'SKY-PLUS': 'skyPlus', SKY: 'sky' } as const;
export const TRAVEL_DESTINATIONS = { KSA: 'ksa', 'TUR-EGY': 'turkeyEgypt', 'USA-CAN-AUS': 'usaCanadaAustralia', OTHER: 'other' } as const;
export const HOME_PRODUCTS = { 'HM-STD': 'standard', 'HM-PLUS': 'plus' } as const;
export const MEDICAL_PLANS = { 'MD-BRONZE': 'bronze', 'MD-SILVER': 'silver', 'MD-GOLD': 'gold', 'MD-PLATINUM': 'platinum' } as const;

export type TravelProgram = keyof typeof TRAVEL_PROGRAMS;
export type TravelDestination = keyof typeof TRAVEL_DESTINATIONS;
export type DestinationKey = (typeof TRAVEL_DESTINATIONS)[TravelDestination];
/** The name of a trip's zone while buying (its key under `products.destination`): the same words as on the contract. */
export const DESTINATION_OF_ZONE: Record<TravelZone, DestinationKey> = {
  ksa: 'ksa', 'turkey-egypt': 'turkeyEgypt', 'usa-canada-australia': 'usaCanadaAustralia', other: 'other',
};

/** A message key under `products`, with its values. */
export type ProductName =
  | { key: `motor.${(typeof MOTOR_PRODUCTS)[keyof typeof MOTOR_PRODUCTS]}` }
  | { key: `travel.${(typeof TRAVEL_PROGRAMS)[TravelProgram]}` }
  | { key: `home.${(typeof HOME_PRODUCTS)[keyof typeof HOME_PRODUCTS]}` }
  | { key: `medical.${(typeof MEDICAL_PLANS)[keyof typeof MEDICAL_PLANS]}` }
  | { key: 'personalAccident.plan'; values: { sum: number } }
  | { key: `fallback.${'motor' | 'travel' | 'home' | 'medical' | 'personalAccident'}` };

export interface Product {
  name: ProductName;
  /** Travel only: the destination zone, a key under `products.destination`. */
  destination?: DestinationKey;
}

const fallbackKey = {
  motor: 'fallback.motor', travel: 'fallback.travel', home: 'fallback.home', medical: 'fallback.medical',
  'personal-accident': 'fallback.personalAccident',
} as const satisfies Record<PolicyLine, string>;

function lookup<T extends Record<string, string>>(table: T, code: string): T[keyof T] | undefined {
  return Object.hasOwn(table, code) ? table[code as keyof T] : undefined;
}

function travelProduct(code: string): Product | null {
  const rest = code.startsWith('TR-') ? code.slice(3) : null;
  if (rest === null) return null;
  // Longest programme first: "SKY-PLUS-KSA" is Sky Plus to Saudi Arabia, not Sky to "PLUS-KSA".
  const program = (Object.keys(TRAVEL_PROGRAMS) as TravelProgram[])
    .sort((a, b) => b.length - a.length)
    .find((p) => rest === p || rest.startsWith(`${p}-`));
  if (!program) return null;
  const zone = rest.slice(program.length + 1);
  const destination = zone ? lookup(TRAVEL_DESTINATIONS, zone) : undefined;
  if (zone && !destination) return null;
  return { name: { key: `travel.${TRAVEL_PROGRAMS[program]}` }, ...(destination ? { destination } : {}) };
}

/** The customer's name of a contract's product, from its line and segment code. */
export function productOf(line: PolicyLine, segmentCode: string): Product {
  const code = segmentCode.trim().toUpperCase();
  const fallback: Product = { name: { key: fallbackKey[line] } };
  switch (line) {
    case 'motor': {
      const key = lookup(MOTOR_PRODUCTS, code);
      return key ? { name: { key: `motor.${key}` } } : fallback;
    }
    case 'travel':
      return travelProduct(code) ?? fallback;
    case 'home': {
      const key = lookup(HOME_PRODUCTS, code);
      return key ? { name: { key: `home.${key}` } } : fallback;
    }
    case 'medical': {
      const key = lookup(MEDICAL_PLANS, code);
      return key ? { name: { key: `medical.${key}` } } : fallback;
    }
    case 'personal-accident': {
      const sum = /^PG-([1-9]\d{0,6})$/.exec(code)?.[1];
      return sum ? { name: { key: 'personalAccident.plan', values: { sum: Number(sum) } } } : fallback;
    }
  }
}

/** The segment code of a travel contract, for the purchase flow that issues it. */
export function travelSegmentCode(program: TravelProgram, destination?: TravelDestination): string {
  return destination ? `TR-${program}-${destination}` : `TR-${program}`;
}

/** The segment code of a personal guard contract of an insured sum (whole JOD). */
export function personalGuardSegmentCode(insuredSum: number): string {
  return `PG-${Math.round(insuredSum)}`;
}
