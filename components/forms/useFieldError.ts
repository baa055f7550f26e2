'use client';

import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useFieldMessage } from './useApiErrorMessage';

/**
 * The translated message of a field of a react-hook-form form, by its dotted name
 * (`travellers.0.name`): `const error = useFieldError(form.formState.errors)`, then
 * `<TextField error={error('mobile')} />`.
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  const message = useFieldMessage();
  return (name: string): string | undefined => {
    const found: unknown = get(errors, name);
    return message(typeof found === 'object' && found && 'message' in found && typeof found.message === 'string' ? found.message : undefined);
  };
}
