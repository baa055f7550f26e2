import type { AreaHandlers } from './registry';

/** Claims: the customer's report and steps, and customer care's claims desk (lib/backend/claims). */
export const claimHandlers = {} satisfies AreaHandlers;
