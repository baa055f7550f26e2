import { ApiError } from '@/lib/api/errors';

/**
 * The backend's answer to an accept, a dispute or an appeal of a decision that is no longer the one in
 * force (a new decision, or another tab's answer): the page reads the claim again and says so.
 */
export const isDecisionChanged = (error: unknown): boolean => error instanceof ApiError && error.code === 'claim_decision_changed';
