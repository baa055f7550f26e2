import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from './uploads';

/**
 * The lists a new customer chooses from at sign-up (city, employer, monthly income). The embedded
 * backend serves them (`GET /lookup/registration`); the company's API serves its own.
 */
export interface Choice { value: string; en: string; ar: string }

export const CITIES: Choice[] = [
  { value: 'amman', en: 'Amman', ar: 'عمّان' },
  { value: 'zarqa', en: 'Zarqa', ar: 'الزرقاء' },
  { value: 'irbid', en: 'Irbid', ar: 'إربد' },
  { value: 'aqaba', en: 'Aqaba', ar: 'العقبة' },
  { value: 'salt', en: 'Salt', ar: 'السلط' },
  { value: 'madaba', en: 'Madaba', ar: 'مادبا' },
  { value: 'jerash', en: 'Jerash', ar: 'جرش' },
  { value: 'ajloun', en: 'Ajloun', ar: 'عجلون' },
  { value: 'mafraq', en: 'Mafraq', ar: 'المفرق' },
  { value: 'karak', en: 'Karak', ar: 'الكرك' },
  { value: 'tafilah', en: 'Tafilah', ar: 'الطفيلة' },
  { value: 'maan', en: "Ma'an", ar: 'معان' },
];

export const EMPLOYERS: Choice[] = [
  { value: 'government', en: 'Government sector', ar: 'القطاع الحكومي' },
  { value: 'military', en: 'Armed forces and security services', ar: 'القوات المسلحة والأجهزة الأمنية' },
  { value: 'private', en: 'Private sector', ar: 'القطاع الخاص' },
  { value: 'self-employed', en: 'Self-employed', ar: 'عمل حر' },
  { value: 'ngo', en: 'International or non-profit organisation', ar: 'منظمة دولية أو غير ربحية' },
  { value: 'student', en: 'Student', ar: 'طالب' },
  { value: 'retired', en: 'Retired', ar: 'متقاعد' },
  { value: 'not-working', en: 'Not working', ar: 'لا أعمل' },
];

export const MONTHLY_INCOMES: Choice[] = [
  { value: 'under-500', en: 'Under 500 JOD', ar: 'أقل من 500 دينار' },
  { value: '500-1000', en: '500 to 1,000 JOD', ar: 'من 500 إلى 1,000 دينار' },
  { value: '1000-2000', en: '1,000 to 2,000 JOD', ar: 'من 1,000 إلى 2,000 دينار' },
  { value: '2000-5000', en: '2,000 to 5,000 JOD', ar: 'من 2,000 إلى 5,000 دينار' },
  { value: 'over-5000', en: 'Over 5,000 JOD', ar: 'أكثر من 5,000 دينار' },
];

/** Identity documents: what the scanning step accepts. */
export const IDENTITY_DOCUMENT = {
  types: UPLOAD_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
};
