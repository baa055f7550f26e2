import type { AreaHandlers } from './registry';

/** Offers and the landing announcements. */
export const offerHandlers: AreaHandlers = {};
