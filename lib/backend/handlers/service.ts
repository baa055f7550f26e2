import type { AreaHandlers } from './registry';

/** Cheque status and the contact message. */
export const serviceHandlers: AreaHandlers = {};
