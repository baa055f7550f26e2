import type { z } from 'zod';

/** The first message key per field of a failed parse (`travellers.0.name` for nested fields). */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

/** Parses a step's entries with its schema: the values, or the message key of each wrong field. */
export function checkStep<S extends z.ZodType>(schema: S, values: unknown):
  { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByField(result.error) };
}
