import { z } from 'zod';
import { AGE_LIMIT } from '@/lib/config/business';
import { ageOn, apiDate, dayField } from './api-date';

/**
 * The insured's birth date in a quotation body. The backend takes the account holder's birth date
 * from the account; this is read only where the account has none: the customer declares it in the
 * purchase, and the account keeps it once a contract is issued on it (a birth date rather than an age,
 * because an age changes). Sent where the account has one, it must be that date.
 */
export const declaredBirthDate = apiDate.optional();

/** A birth date typed into a date field (yyyy-MM-dd), on or before `today`; `required` names whose. */
export function birthDateField(today: string, required = 'purchase.validation.birthDateRequired') {
  return dayField(required).refine((day) => day <= today, 'purchase.validation.birthDate');
}

/** The birth date typed into the declaration field (yyyy-MM-dd), on or before `today`. */
export function birthDateForm(today: string) {
  return z.object({ birth_date: birthDateField(today) });
}

/** Spec §5: personal accident and home are sold under AGE_LIMIT only. */
export function underAgeLimit(birthDay: string, today: string): boolean {
  return ageOn(birthDay, today) < AGE_LIMIT;
}
