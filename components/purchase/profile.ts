import { ammanDay } from '@/lib/calendar/days';
import { ageOn } from '@/lib/validation/api-date';
import type { User } from '@/lib/api/endpoints/account';

/** What a purchase knows about the customer from the account, so it does not ask again. */
export interface BuyerProfile {
  name_en: string;
  name_ar: string;
  email: string;
  mobile: string;
  passport_id: string | null;
  national_id: string | null;
  birth_date: string | null;
  web_issuing_barred: boolean;
}

export function buyerProfile(user: User): BuyerProfile {
  return {
    name_en: user.name_en,
    name_ar: user.name_ar,
    email: user.email,
    mobile: user.mobile,
    passport_id: user.passport_id,
    national_id: user.national_id,
    birth_date: user.birth_date ?? null,
    web_issuing_barred: user.web_issuing_barred ?? false,
  };
}

/** Whole years of age today in Amman from a yyyy-MM-dd birthday. */
export function ageToday(birthDate: string, today = new Date()): number {
  return ageOn(birthDate, ammanDay(today));
}

/** The insured's age today: from the account's birth date, else from the one the customer is declaring. */
export function holderAge(profile: Pick<BuyerProfile, 'birth_date'>, declared?: string): number | null {
  const birthDate = profile.birth_date ?? declared;
  return birthDate ? ageToday(birthDate) : null;
}
