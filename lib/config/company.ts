/** Company facts the screens show (spec §9, "the configuration also holds"). */
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
export const CUSTOMER_CARE_EMAIL = 'care@portal-insurance.jo';
export const CONTACT_SUBJECT_PREFIX = '[Portal contact]';

/** The company's switchboard, in international form. */
export const COMPANY_PHONE = '96265000000';

/** The messaging-app number for general and travel claims, in international form. */
export const MESSAGING_NUMBERS = { general: '962790000001', travelClaims: '962790000002' } as const;

export const SOCIAL_ACCOUNTS = {
  facebook: 'portal.insurance.jo',
  instagram: 'portal.insurance.jo',
  x: 'portal_ins_jo',
  linkedin: 'portal-insurance-jo',
} as const;

export function mapsLink(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/** Where car and medical purchase requests go (spec §7 POST /email/motor-form, /email/medical-form). */
export const MOTOR_DEPARTMENT_EMAIL = 'motor@portal-insurance.jo';
export const MEDICAL_DEPARTMENT_EMAIL = 'medical@portal-insurance.jo';
