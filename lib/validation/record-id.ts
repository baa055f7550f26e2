/**
 * A record's id as it comes in a path or a query: digits without a leading zero, at most ten. Pages,
 * route handlers and the backend read ids with this one rule; anything else names no record.
 */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value);
}
