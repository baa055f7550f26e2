import type { AreaHandlers } from './registry';

/** Contracts, statistics, contract PDF and QR verification, the customer's appointments. */
export const policyHandlers: AreaHandlers = {};
