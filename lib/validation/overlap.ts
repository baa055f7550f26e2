import { z } from 'zod';

/**
 * Added to the body of every new-contract quote: the customer's answer on the summary's overlap
 * screen ("you already hold … until …; do you want a second cover?"). Without it, a quote for a
 * cover that overlaps one they hold answers 409 cover_overlap.
 */
export const overlapConfirmation = { confirm_overlap: z.boolean().optional() };
export type OverlapConfirmation = { confirm_overlap?: boolean };
