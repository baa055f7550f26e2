/**
 * How the seed names what must be unique across customers: contract numbers, plates (one car, one
 * contract in force) and renewal-link tokens. The demo accounts keep the README's names; a customer
 * seeded from one of them as a template (customers.ts) gets its own, derived from its id.
 */
export interface SeedNames {
  /** `P-MOT-2026-000101` for the demo's contract 101. */
  contract(code: string, year: number, n: number): string;
  /** A seeded plate as the template has it (`12-34567`) → this customer's. */
  plate(original: string): string;
  /** A fixed demo renewal-link token → this customer's. */
  token(original: string): string;
}

export const DEMO_NAMES: SeedNames = {
  contract: (code, year, n) => `P-${code}-${year}-${String(n).padStart(6, '0')}`,
  plate: (original) => original,
  token: (original) => original,
};

/**
 * Names of a customer seeded from a template: contract n becomes id × 1000 + n (never one of the demo's
 * 000101…000999, nor a web-issued W number), a plate keeps its region with a number made of the id and
 * the plate's place among the template's, a token gets the id appended.
 */
export function namesFor(userId: number, templatePlates: readonly string[]): SeedNames {
  return {
    contract: (code, year, n) => `P-${code}-${year}-${String(userId * 1000 + n).padStart(6, '0')}`,
    plate: (original) => {
      const index = templatePlates.indexOf(original);
      if (index < 0) throw new Error(`Plate ${original} is not one of the template's`);
      return `${original.split('-')[0]}-${userId * 100 + index}`;
    },
    token: (original) => `${original}-${userId}`,
  };
}
