import { isStorableText } from '@/lib/validation/rules';
import { HttpError } from './http';

/**
 * PostgreSQL text and jsonb cannot hold the NUL character nor half of a surrogate pair (JSON may spell
 * either, `"\u0000"`, `"\ud800"`): a query carrying one fails inside the database, which would answer
 * 500. The field rules refuse them where they are declared (lib/validation/rules.ts, isStorableText);
 * this guard, on the same rule, catches the rest (free-form records, path parameters, query values,
 * object keys) before any handler runs. It walks the value without recursion, so deeply nested JSON
 * cannot exhaust the stack.
 */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

export function rejectUnstorableText(...values: unknown[]): void {
  if (values.some(containsUnstorableText)) {
    throw new HttpError(400, 'invalid_characters', 'The request contains characters that are not allowed');
  }
}
