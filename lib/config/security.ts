/** Limits on one-time codes, sessions and sign-in attempts. */
export const OTP_POLICY = {
  validForMs: 5 * 60_000,
  maxTriesPerCode: 5,
  maxCodesPerWindow: 3,
  windowMs: 15 * 60_000,
} as const;

export const LOGIN_LOCKOUT = {
  windowMs: 15 * 60_000,
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 50,
} as const;

export const SESSION_COOKIE = 'portal_session';
/** Cookie and backend session lifetime. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Contact messages one session may send in a window, so the customer-care inbox is not flooded. */
export const CONTACT_LIMIT = { maxPerWindow: 5, windowMs: 15 * 60_000 } as const;

/** Appointments a customer may book or change in a day (customer care is not limited), so one account cannot hoard every period. */
export const BOOKING_LIMIT = { max: 20, windowMs: 24 * 60 * 60_000 } as const;
