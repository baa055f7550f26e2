/**
 * The constraint or unique index an insert or update broke (PostgreSQL's unique_violation, 23505),
 * or null for any other error. Drizzle wraps the driver's error in `cause`; postgres.js names the
 * index `constraint_name`, PGlite `constraint`.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (const e of [error, (error as { cause?: unknown } | null)?.cause]) {
    const pg = e as { code?: string; constraint_name?: string; constraint?: string } | null | undefined;
    if (pg?.code === '23505') return pg.constraint_name ?? pg.constraint ?? '';
  }
  return null;
}
