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

/** Quotes one user may ask for in a window (each prices and stores a row). */
export const QUOTE_LIMIT = { max: 60, windowMs: 15 * 60_000 } as const;
/** Card submissions one user may make in a window, so the payment page cannot be used to test stolen cards. */
export const CARD_ATTEMPT_LIMIT = { max: 20, windowMs: 15 * 60_000 } as const;
