import type { policies } from '../db/schema';

/** A contract as its table holds it. */
export type PolicyRow = typeof policies.$inferSelect;
