import { AGE_LIMIT } from '@/lib/config/business';
import { birthDateForm } from '@/lib/validation/birth-date';
import { ammanDay } from '@/lib/bookings/time';
import { checkStep } from './form-errors';
import { ageToday } from './profile';

/** What the insured's-age part of a step decided: go on (with the birth date to declare, if any), refuse, or a field error. */
export type HolderCheck = { ok: true; birth_date?: string } | { ok: false; refused: true } | { ok: false; refused: false; error: string };

/**
 * Checks the insured's age before anything is sent: the account's birth date when it has one (then
 * nothing is declared), else the typed one. 60 or over is refused here (spec §5), as the backend does.
 */
export function checkHolder(known: string | null, typed: string): HolderCheck {
  if (known) return ageToday(known) >= AGE_LIMIT ? { ok: false, refused: true } : { ok: true };
  const checked = checkStep(birthDateForm(ammanDay(new Date())), { birth_date: typed });
  if (!checked.ok) return { ok: false, refused: false, error: checked.errors.birth_date ?? 'validation.invalid' };
  if (ageToday(checked.data.birth_date) >= AGE_LIMIT) return { ok: false, refused: true };
  return { ok: true, birth_date: checked.data.birth_date };
}
