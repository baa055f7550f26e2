import { HttpError } from './http';

/**
 * PostgreSQL text cannot hold the NUL character: a query carrying one fails inside the database,
 * which would answer 500. The field rules refuse control characters where they are declared; this
 * guard catches the rest (free-form records, path parameters, query values, object keys) before any
 * handler runs. It walks the value without recursion, so deeply nested JSON cannot exhaust the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

export function rejectNul(...values: unknown[]): void {
  if (values.some(containsNul)) {
    throw new HttpError(400, 'invalid_characters', 'The request contains characters that are not allowed');
  }
}
