/** Business constants of spec §9: each lives here once. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const CURRENCY = 'JOD';
export const DATE_DISPLAY_FORMAT = 'dd-MM-yyyy';
/** Dates sent to the API are calendar days with this suffix. */
export const API_DATE_SUFFIX = 'T00:00:00.000Z';
/**
 * No date or month a customer or staff member sends is before this year: no one insured was born
 * earlier, and PostgreSQL refuses year 0 and the years before it.
 */
export const EARLIEST_YEAR = 1900;

export const CAROUSEL_INTERVAL_MS = 3000;
export const EXPIRY_WARNING_DAYS = 20;
export const RENEWAL_WINDOW_DAYS = 45;
/** Personal accident and home: the insured must be under this age. */
export const AGE_LIMIT = 60;

export const INSURED_SUM = { default: 500, step: 25, min: 100, max: 10000 } as const;

export const CHEQUE_PROCESSING_DAYS = 14;
/** The longest cheque number the lookup accepts (digits only). */
export const CHEQUE_ID_MAX_DIGITS = 12;
/** The contact message's length limit, shown with its character count. */
export const CONTACT_MESSAGE_MAX_LENGTH = 1000;
export const OTP_LENGTH = 4;
/** The code sent to a new e-mail address or mobile number before it replaces the confirmed one. */
export const CONTACT_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_DIGITS = { min: 9, max: 14 } as const;

export const OPENING_HOURS = { days: 'sunday-thursday', from: '08:30', to: '16:30' } as const;

/** Six two-hour appointment slots from 8:30 to 20:30. */
export const APPOINTMENT_SLOTS = [
  '08:30-10:30',
  '10:30-12:30',
  '12:30-14:30',
  '14:30-16:30',
  '16:30-18:30',
  '18:30-20:30',
] as const;

export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;
export const ASSETS_BASE = '/assets/';

/**
 * Buying online (travel, home, personal accident). A quote the backend prices is held this long;
 * an older quote cannot be paid and the customer prices again.
 */
export const QUOTE_VALID_MINUTES = 30;
/** How long a session holds a price's answers (POST /quotation/price) for the purchase flow to start from. */
export const PRICE_HOLD_HOURS = 24;

export const TRAVEL = {
  /** Trip length in days. */
  minDays: 1,
  maxDays: 365,
  /** The trip may start from today up to this many days ahead. */
  maxStartInDays: 180,
  /** A family contract covers 2 to this many travellers. */
  maxTravellers: 8,
  /** The oldest traveller the web covers, at the trip's start. */
  maxAge: 85,
} as const;

/**
 * The low-cost travel program (POST /travel/quotationlowcost) prices only short trips to KSA
 * (Umrah and family visits): destination KSA, not worldwide, at most this many days.
 */
export const LOW_COST_TRAVEL = { destination: 'ksa', maxDays: 30 } as const;

/** Home values the web prices, in JOD; larger homes go through the company. */
export const HOME_VALUES = { minHome: 5_000, maxHome: 2_000_000, maxPossessions: 500_000 } as const;

/**
 * Car renewal (spec §5, §9): renewable from RENEWAL_WINDOW_DAYS before expiry; the company's rule
 * for a contract that has already expired: renewable on the web up to this many days after its
 * expiry, the new year then starting today (after that, through the company).
 */
export const RENEWAL_GRACE_DAYS_AFTER_EXPIRY = 30;

/** Car purchase requests: the estimate's production years and valuation, and when the motor department calls. */
export const CAR_REQUEST = {
  oldestYear: 1990,
  minValuation: 1000,
  maxValuation: 500_000,
  /** Working days within which the motor department calls the customer back. */
  callBackWorkingDays: 2,
  /** Driver licence front and back, and one to this many registration images. */
  maxRegistrationImages: 4,
} as const;

/** The company's renewal link (SMS): how long it stays valid. */
export const RENEWAL_LINK_VALID_DAYS = 14;
