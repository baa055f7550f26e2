/** A fixed-window limit: at most `max` events per `windowMs` (the shape lib/backend/limits takes). */
export type Limit = { max: number; windowMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Limits on one-time codes, sessions and sign-in attempts. */
export const OTP_POLICY = {
  validForMs: 5 * MINUTE,
  maxTriesPerCode: 5,
  maxCodesPerWindow: 3,
  windowMs: 15 * MINUTE,
  /** How long after a code a new one may be asked for on the code screen. */
  resendAfterMs: MINUTE,
} as const;

/**
 * Codes sent by SMS cost money and reach strangers' phones when abused ("SMS pumping"). Each send is
 * counted on every key that applies, all or none, in the transaction that writes the message: a
 * refused or failed send counts nowhere. No key is shared by everyone: a crowd of addresses spends
 * only its own addresses' and networks' budgets, never a newcomer's or an owner's.
 * - perDevice: sign-in and reset codes, per device (session cookie) that asked.
 * - perNumber, perAccount: codes only the account's holder can cause (sign-up, `POST /otp/send`,
 *   sign-in codes, which go out only for the right password). Reset codes, which anyone who knows an
 *   e-mail can ask for, are counted by PASSWORD_RESET_LIMITS instead, so they cannot spend these.
 * - perAddress, perNetwork: every code, per client address and per network around it (an IPv4 /24, an
 *   IPv6 /64: what one customer of a host or a carrier usually holds), so changing addresses within
 *   one's own network buys nothing. A device the account's owner signed in on before (KNOWN_DEVICE)
 *   does not count on these: strangers on the owner's network cannot keep the owner's codes away.
 */
export const OTP_SEND_LIMITS = {
  perDevice: { max: OTP_POLICY.maxCodesPerWindow, windowMs: OTP_POLICY.windowMs },
  perNumber: { max: OTP_POLICY.maxCodesPerWindow, windowMs: OTP_POLICY.windowMs },
  perAccount: { max: 6, windowMs: HOUR },
  // Mobile carriers put many customers behind one address: generous, the other keys bind first.
  perAddress: { max: 30, windowMs: HOUR },
  perNetwork: { max: 60, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

/**
 * Codes sent by the whole portal in an hour, over which the operators are alarmed (an error in the
 * log, `codes_alarm` on /readyz) and every code costs its asker a proof of work. An alarm, never a
 * stop: a portal-wide stop is a budget any crowd could spend for everyone.
 */
export const OTP_ALARM = { max: 500, windowMs: HOUR } as const satisfies Limit;

/**
 * The proof of work (ALTCHA) a browser pays before a code is sent, once a limit the code counts on is
 * under pressure: any of its keys at POW_PRESSURE_SHARE of its budget, or the portal past OTP_ALARM.
 * PBKDF2/SHA-256 with `cost` iterations per try and the answer hidden among `counter` tries: about a
 * second in a phone's browser, about 0.2 to 0.6 s of one server core for a script, paid per code. A
 * solution is good for one request, for validForMs.
 */
export const PROOF_OF_WORK = {
  pressureShare: 0.5,
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counter: { min: 1_000, max: 3_000 },
  validForMs: 5 * MINUTE,
} as const;

/**
 * A browser the account's owner has signed in on: a random token in a long-lived httpOnly cookie,
 * stored hashed with the account (one row per account and browser). From such a browser the owner
 * gets the sign-in code with the right password, and a reset code, whatever strangers spent.
 */
export const KNOWN_DEVICE = {
  cookie: 'portal_device',
  maxAgeS: 365 * 24 * 60 * 60,
  /** Accounts one browser is remembered for (a family's shared computer); the oldest goes first. */
  accountsPerDevice: 5,
} as const;

/**
 * Changes of e-mail or mobile number (each sends a code to the new address or number, a stranger's
 * if the customer types one): requests per account and per client address. The code itself lives
 * OTP_POLICY.validForMs and allows OTP_POLICY.maxTriesPerCode tries.
 */
export const CONTACT_CHANGE_LIMITS = {
  perAccount: { max: 5, windowMs: 24 * HOUR },
  perAddress: { max: 30, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

/**
 * Sign-in: every attempt is counted before the password is checked.
 * - perAccount: password checks per account (all spellings of the login, all addresses). Past it the
 *   account is "under attack": a password is let in only together with a one-time code, sent to the
 *   owner's phone for the device that gave the right password and tried only from that device, so
 *   guessing stops, another client's wrong codes spend nothing of the owner's, and the owner still
 *   gets in. Checks of the current password in a signed-in session (change of password, e-mail or
 *   mobile) count on the same key; past it they are refused outright (429 password_locked): the owner
 *   signs in again or resets the password.
 * - perAddress: failed attempts from one client address, whatever the account. Past it, sign-in from
 *   that address also needs the code; it never refuses a right password with its code.
 * - codeRequestsPerAddress, codeRequestsPerNetwork: passwords checked, past either limit, to decide
 *   whether a code goes out (the answer is the same either way); beyond them none is checked from that
 *   address or network, which bounds the hashing an attacker can cause. A browser the owner signed in
 *   on before (KNOWN_DEVICE) is not counted here: its owner gets the code whatever strangers did.
 * - attackAlert: the e-mail telling the owner that the account crossed perAccount.
 */
export const SIGN_IN_LIMITS = {
  perAccount: { max: 10, windowMs: 15 * MINUTE },
  perAddress: { max: 100, windowMs: 15 * MINUTE },
  codeRequestsPerAddress: { max: 30, windowMs: 15 * MINUTE },
  codeRequestsPerNetwork: { max: 60, windowMs: 15 * MINUTE },
  attackAlert: { max: 1, windowMs: 24 * HOUR },
} as const satisfies Record<string, Limit>;

/**
 * Forget-password and reset-password. A reset code is bound to the device that asked for it (only it
 * may try it, OTP_POLICY.maxTriesPerCode times), so requests are what is limited: per device, per
 * address and network, per login and address (one source's share). The login's own budget
 * (`textsPerLogin`, counted for known and unknown logins alike) decides only how the reset goes, never
 * whether: while it lasts the code goes by SMS (and e-mail); once strangers have spent it the reset
 * goes as a link to the account's e-mail (`linksPerLogin` an hour, each link good for
 * RESET_LINK_VALID_MS), which only the inbox's owner can use, so the links strangers cause reach the
 * owner too. From a device the owner signed in on, the code goes by SMS whatever was spent.
 */
export const PASSWORD_RESET_LIMITS = {
  requestsPerDevice: { max: 3, windowMs: 15 * MINUTE },
  requestsPerAddress: { max: 20, windowMs: HOUR },
  requestsPerNetwork: { max: 60, windowMs: HOUR },
  requestsPerLoginAndAddress: { max: 2, windowMs: 15 * MINUTE },
  textsPerLogin: { max: 5, windowMs: 15 * MINUTE },
  linksPerLogin: { max: 5, windowMs: HOUR },
  resetTriesPerAddress: { max: 30, windowMs: HOUR },
} as const satisfies Record<string, Limit>;
/** How long a reset link sent by e-mail may be used (once). */
export const RESET_LINK_VALID_MS = HOUR;

/** Cheque lookups: per address, and phone guesses per cheque (the amount shows only to the right phone). */
export const CHEQUE_LOOKUP_LIMITS = {
  perAddress: { max: 60, windowMs: 15 * MINUTE },
  phoneTriesPerCheque: { max: 10, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

export const SESSION_COOKIE = 'portal_session';
/** A signed-in session's lifetime, the cookie's and the backend's. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
/**
 * A visitor's session before any sign-in (it holds prices and a sign-up's first steps, which keep a
 * day, PRICE_HOLD_HOURS): it lives this long after its last use. The backend moves its end on at
 * most once per ANONYMOUS_SESSION_EXTEND_STEP_S (a write per hour, not per request); the cookie is
 * written that much shorter, so it never outlives the backend's session.
 */
export const ANONYMOUS_SESSION_MAX_AGE_S = 24 * 60 * 60;
export const ANONYMOUS_SESSION_EXTEND_STEP_S = 60 * 60;
/**
 * New sessions (POST /session) per client address and per network around it (as OTP_SEND_LIMITS),
 * counted before the row is written. A visitor needs one a day; a carrier's address is shared by many
 * customers, so it is generous. A session the BFF ends at once because the call it was made for was
 * refused gives its count back.
 */
export const SESSION_CREATE_LIMIT = { max: 300, windowMs: HOUR } as const satisfies Limit;
export const SESSION_CREATE_LIMIT_PER_NETWORK = { max: 1_000, windowMs: HOUR } as const satisfies Limit;
/**
 * Visitors' sessions (no user) the database keeps at most. Past it the least recently used go first,
 * checked every `checkEvery` new ones and at each clean-up: a crowd of addresses can make the table
 * no bigger than this, and a newcomer still gets a session (a cap that refused new ones would be a
 * budget strangers spend for everyone).
 */
export const ANONYMOUS_SESSION_CAP = { max: 200_000, checkEvery: 1_000 } as const;
/** Expired sessions, ended rate-limit windows and old codes are deleted at most this often. */
export const CLEAN_UP_EVERY_MS = HOUR;

/** Contact messages one account, and one address, may send in a window, so the inbox is not flooded. */
export const CONTACT_LIMIT = { maxPerWindow: 5, windowMs: 15 * MINUTE } as const;
export const CONTACT_LIMITS = {
  perAccount: { max: CONTACT_LIMIT.maxPerWindow, windowMs: CONTACT_LIMIT.windowMs },
  perAddress: { max: 10, windowMs: CONTACT_LIMIT.windowMs },
} as const satisfies Record<string, Limit>;

/** Quotes one user may ask for in a window (each prices and stores a row). */
export const QUOTE_LIMIT = { max: 60, windowMs: 15 * 60_000 } as const;
/** Price-only requests (POST /quotation/travel/prices) one user may make in a window: each prices every program and stores nothing. */
export const QUOTE_PRICES_LIMIT = { max: 60, windowMs: 15 * 60_000 } as const;
/**
 * Prices before any account (POST /quotation/price), counted before pricing: per session (a visitor's
 * own), per client address (many visitors may share one, so more), and for a signed-in customer per
 * account, with the price-only limit.
 */
export const PRICE_LIMITS = {
  perSession: QUOTE_PRICES_LIMIT,
  perAddress: { max: 5 * QUOTE_PRICES_LIMIT.max, windowMs: QUOTE_PRICES_LIMIT.windowMs },
  perUser: QUOTE_PRICES_LIMIT,
} as const satisfies Record<string, Limit>;
/** Card submissions one user may make in a window, so the payment page cannot be used to test stolen cards. */
export const CARD_ATTEMPT_LIMIT = { max: 20, windowMs: 15 * 60_000 } as const;

/** Appointments a customer may book or change in a day (customer care is not limited), so one account cannot hoard every period. */
export const BOOKING_LIMIT = { max: 20, windowMs: 24 * 60 * 60_000 } as const;

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

/**
 * Claims a customer may report in a day, counted before the report is checked or written (a resend of
 * the same report, by its report_key, answers the claim it made and is not counted).
 */
export const CLAIM_REPORT_LIMIT = { max: 10, windowMs: 24 * HOUR } as const satisfies Limit;

/**
 * Changes of the bank account claim money goes to: each checks the password (on the sign-in budget as
 * well, accounts/auth/current-password.ts) and sends a code to the account's mobile. Counted per account and
 * per address before any of that; the code lives OTP_POLICY.validForMs and allows OTP_POLICY.maxTriesPerCode tries.
 */
export const PAYOUT_CHANGE_LIMITS = {
  perAccount: { max: 5, windowMs: 24 * HOUR },
  perAddress: { max: 30, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

/**
 * Map tiles one client address may ask the portal for (/api/map-tiles), served from the store or not:
 * a person placing a pin pans and zooms through a few hundred; a scraper walking Jordan tile by tile
 * is refused. Counted in each instance's memory (lib/map/tile-limit.ts); nginx's `limit_req` for the
 * path counts across instances (deploy/nginx.conf). MAP_TILES_PER_ADDRESS changes `max` (the browser
 * tests, whose pages all load tiles from 127.0.0.1).
 */
export const MAP_TILE_LIMIT = { max: 300, windowMs: 5 * MINUTE } as const satisfies Limit;
