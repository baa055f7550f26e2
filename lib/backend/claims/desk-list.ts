import { and, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClaimSummary } from '@/lib/api/endpoints/claims';
import type { Locale } from '@/lib/config/business';
import { toE164 } from '@/lib/phone';
import type { deskClaimsQuery } from '@/lib/validation/claim';
import type { Db } from '../db/client';
import { claims, policies, users } from '../db/schema';
import { claimSummaries } from './view';

/** The most claims one desk list shows (the search narrows it). */
export const DESK_LIST_MAX = 200;

/** A search: a claim number (CL-000042, or its digits), a contract number (spaces and dashes aside) or the customer's mobile. */
function searchOn(q: string): SQL | undefined {
  if (!q) return undefined;
  const bare = q.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const number = bare.match(/^(?:CL)?0*(\d{1,9})$/)?.[1];
  return or(
    number ? eq(claims.id, Number(number)) : undefined,
    sql`upper(regexp_replace(${policies.contractNumber}, '[^0-9A-Za-z]', '', 'g')) = ${bare}`,
    eq(users.mobile, toE164(q) ?? q),
  );
}

/** Overdue first, then by the next due day (none last), then the oldest report first. */
export function deskOrder(a: ClaimSummary, b: ClaimSummary): number {
  const overdue = Number(b.due?.overdue ?? false) - Number(a.due?.overdue ?? false);
  if (overdue) return overdue;
  const [da, db] = [a.due?.by ?? '9999-12-31', b.due?.by ?? '9999-12-31'];
  if (da !== db) return da < db ? -1 : 1;
  return a.reported_at.localeCompare(b.reported_at) || a.id - b.id;
}

/**
 * Customer care's list: by state, every open claim (not closed or refused), the overdue ones, or all;
 * searched by claim number, contract or mobile; ordered by what is due (deskOrder).
 */
export async function deskClaims(db: Db, query: z.output<typeof deskClaimsQuery>, lang: Locale, now: Date): Promise<ClaimSummary[]> {
  const { status, q } = query;
  const byState = status === 'all' ? undefined
    : status === 'open' || status === 'overdue' ? notInArray(claims.state, ['closed', 'refused'])
      : eq(claims.state, status);
  const rows = await db.select({ claim: claims }).from(claims)
    .innerJoin(policies, eq(policies.id, claims.policyId)).innerJoin(users, eq(users.id, claims.userId))
    .where(and(byState, searchOn(q)));
  const summaries = await claimSummaries(db, rows.map((r) => r.claim), lang, now, 'desk');
  return summaries.filter((s) => status !== 'overdue' || s.due?.overdue === true).sort(deskOrder).slice(0, DESK_LIST_MAX);
}
