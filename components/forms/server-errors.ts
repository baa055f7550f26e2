import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api/errors';

/**
 * The one mapping of a server's answer onto a form (spec §8): a 400's `fields` (dotted path → message
 * key, as lib/validation/issues.ts writes them) become the fields' messages, the first of them taking
 * the focus. True when the answer named a field of this form; otherwise the caller shows the answer's
 * message above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  known?: (name: string) => boolean,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const named = Object.entries(error.fields).filter(([name]) => name !== '_' && (!known || known(name)));
  named.forEach(([name, message], index) => setError(name as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return named.length > 0;
}
