/** The price shown before the account existed, and the answers it was for (see `signature` in carry.ts). */
export type PriceShown = { totals: Record<string, number>; for: string };
