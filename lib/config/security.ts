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

/**
 * Uploads per hour, counted before the file streams (bytes reserved at the declared size or the
 * maximum, the unused part given back after). Anonymous uploads (sign-up's identity scan) get a
 * small allowance per session, per address and in total; customers a larger one per account.
 */
export const UPLOAD_LIMITS = {
  windowMs: 60 * 60_000,
  anonymous: { files: 12, bytes: 60 * 1024 * 1024 },
  customer: { files: 60, bytes: 300 * 1024 * 1024 },
  address: { files: 120, bytes: 600 * 1024 * 1024 },
  /** All anonymous uploads of the whole site in one hour, whatever their addresses. */
  anonymousTotal: { files: 600, bytes: 1500 * 1024 * 1024 },
  /** Files never claimed by a form are deleted after this. */
  unclaimedTtlMs: 24 * 60 * 60_000,
} as const;

/** Car and medical purchase requests (e-mails to a department): per account. */
export const REQUEST_FORM_LIMIT = { max: 6, windowMs: 60 * 60_000 } as const;
/** Company renewal links looked up (valid or not) per address: tokens are 256 bits, this only stops noise. */
export const RENEWAL_LINK_LOOKUP_LIMIT = { max: 60, windowMs: 15 * 60_000 } as const;
