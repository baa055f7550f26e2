import type { User } from '@/lib/api/endpoints/account';
import type { UserRow } from '../context';
import { HttpError } from '../http';

/** The user as the API shows it: never the password hash. */
export function publicUser(u: UserRow): User {
  return {
    id: u.id,
    type: u.type,
    is_verified: u.isVerified,
    status: u.status,
    black_list: u.blackList,
    email: u.email,
    mobile: u.mobile,
    nationality: u.nationality,
    national_id: u.nationalId,
    passport_id: u.passportId,
    name_ar: u.nameAr,
    name_en: u.nameEn,
    city: u.city,
    employer: u.employer,
    monthly_income: u.monthlyIncome,
    web_issuing_barred: u.webIssuingBarred,
    birth_date: u.birthDate,
    message_language: u.language,
  };
}

export function requireUser(user: UserRow | null): UserRow {
  if (!user) throw new HttpError(401, 'not_signed_in', 'Please sign in first');
  return user;
}
