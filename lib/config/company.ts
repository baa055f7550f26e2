/**
 * The company's facts, in one place (spec §9, "the configuration also holds"): its name, licence,
 * offices, phones, e-mail, hours and social accounts. Screens, messages (through `{company}`), the
 * contract PDF, the icons and the web app manifest all read them from here.
 */
import { OPENING_HOURS } from './business';

export const COMPANY_NAME = { en: 'Sanad Insurance', ar: 'سند للتأمين' } as const;

/**
 * The company's time zone: every calendar day the portal reads or writes (today, a contract's
 * period, days to expiry, booking days) is a day in Jordan, whatever zone the machine's clock is
 * in: the day helpers (lib/calendar/days.ts) and lib/format name it; nothing sets the process's TZ.
 */
export const COMPANY_TIME_ZONE = 'Asia/Amman';
/** The name a phone shows under the home-screen icon. */
export const COMPANY_SHORT_NAME = { en: 'Sanad', ar: 'سند' } as const;
export const COMPANY_LEGAL_NAME = {
  en: 'Sanad Insurance Company P.L.C.',
  ar: 'شركة سند للتأمين المساهمة العامة المحدودة',
} as const;
export const COMPANY_LICENCE = {
  en: 'Licensed and supervised by the Central Bank of Jordan',
  ar: 'مرخّصة وخاضعة لرقابة البنك المركزي الأردني',
} as const;
/** The colours of the icons and the manifest; the same as --color-brand-700 and --color-accent-500 in app/globals.css. */
export const COMPANY_COLOURS = { brand: '#084a8c', accent: '#f59e0b', background: '#ffffff' } as const;

export const COMPANY_OFFICES = [
  {
    id: 'head-office',
    coordinates: { lat: 31.9716, lng: 35.8394 },
    address: {
      en: 'Head office, Queen Rania Street 112, Amman, Jordan',
      ar: 'الإدارة العامة، شارع الملكة رانيا 112، عمّان، الأردن',
    },
  },
  {
    id: 'claims-office',
    coordinates: { lat: 31.9552, lng: 35.9106 },
    address: {
      en: 'Claims office, Al-Madina Al-Munawara Street 45, Amman, Jordan',
      ar: 'دائرة المطالبات، شارع المدينة المنورة 45، عمّان، الأردن',
    },
  },
] as const;

/** Contact messages from the portal reach this inbox; staff sort them by CONTACT_SUBJECT_PREFIX. */
export const CUSTOMER_CARE_EMAIL = 'care@sanad-insurance.jo';
export const CONTACT_SUBJECT_PREFIX = '[Portal contact]';

/** The company's switchboard, in international form; shown through formatPhone, dialled through telHref (lib/phone). */
export const COMPANY_PHONE = '96265000000';

/** The messaging-app number for general and travel claims, in international form. */
export const MESSAGING_NUMBERS = { general: '962790000001', travelClaims: '962790000002' } as const;

/**
 * The travel assistance line a traveller abroad calls in a medical emergency, day and night, printed on
 * the travel certificate (demo numbers, like the others here: the real ones come with the assistance contract).
 */
export const TRAVEL_ASSISTANCE = { phone: '96265000099', messaging: MESSAGING_NUMBERS.travelClaims, email: 'assistance@sanad-insurance.jo' } as const;

/** When the offices and the switchboard answer (spec §9). */
export const OFFICE_HOURS = OPENING_HOURS;

export const SOCIAL_ACCOUNTS = {
  facebook: 'sanad.insurance.jo',
  instagram: 'sanad.insurance.jo',
  x: 'sanad_ins_jo',
  linkedin: 'sanad-insurance-jo',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_ACCOUNTS;

const SOCIAL_URLS: Record<SocialNetwork, (handle: string) => string> = {
  facebook: (h) => `https://www.facebook.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/company/${h}`,
};

export const SOCIAL_NETWORKS = Object.keys(SOCIAL_ACCOUNTS) as SocialNetwork[];

export function socialLink(network: SocialNetwork): string {
  return SOCIAL_URLS[network](SOCIAL_ACCOUNTS[network]);
}

/** A maps site's page for a place. */
export function mapsLink(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/** Directions from wherever the customer is to a place. */
export function directionsLink(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** Where car and medical purchase requests go (spec §7 POST /email/motor-form, /email/medical-form). */
export const MOTOR_DEPARTMENT_EMAIL = 'motor@sanad-insurance.jo';
export const MEDICAL_DEPARTMENT_EMAIL = 'medical@sanad-insurance.jo';
/** Where a new account's identity scans go for a person's review when no verification provider decides (production). */
export const COMPLIANCE_EMAIL = 'compliance@sanad-insurance.jo';
/** The company's own desks that the portal writes to (requests, contact messages): their e-mails carry no customer footer. */
export const COMPANY_DESK_EMAILS: readonly string[] = [CUSTOMER_CARE_EMAIL, MOTOR_DEPARTMENT_EMAIL, MEDICAL_DEPARTMENT_EMAIL, COMPLIANCE_EMAIL];
