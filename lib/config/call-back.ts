/**
 * A call back a customer asks for where the web cannot sell them a cover (the refusals of spec §8):
 * the reason, pre-filled on the form and named in customer care's e-mail, and how soon they call.
 */
export const CALL_BACK_REASONS = ['guard-age', 'home-age'] as const;
export type CallBackReason = (typeof CALL_BACK_REASONS)[number];

/** What customer care reads in the e-mail's subject for each reason (the desk reads English). */
export const CALL_BACK_REASON_FOR_STAFF: Record<CallBackReason, string> = {
  'guard-age': 'Personal guard insurance, customer 60 or over',
  'home-age': 'Home insurance, customer 60 or over',
};

export const CALL_BACK = {
  /** Working days within which customer care calls back. */
  workingDays: 2,
  noteMaxLength: 500,
} as const;
