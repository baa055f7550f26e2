import { z } from 'zod';
import { AGE_LIMIT } from '@/lib/config/business';
import { birthDateField } from '@/lib/validation/birth-date';
import { ageToday } from './profile';

/**
 * A step's form with the insured's birth date: asked (on or before `today`) only where the account has
 * none; with one on the account, nothing is declared (the backend prices on the account's).
 */
export function withHolder<T extends z.ZodRawShape>(shape: T, known: string | null, today: string) {
  return z.object({ ...shape, birth_date: known ? z.string().optional() : birthDateField(today) });
}

/** 60 or over is refused before anything is sent (spec §5), as the backend does: on the account's birth date, else the declared one. */
export function holderRefused(known: string | null, declared?: string): boolean {
  const day = known ?? declared;
  return !!day && ageToday(day) >= AGE_LIMIT;
}
