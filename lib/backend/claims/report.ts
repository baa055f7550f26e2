import { and, eq, inArray } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import { addDays, ammanDay } from '@/lib/calendar/days';
import type { Locale } from '@/lib/config/business';
import { CLAIM_REPORT_WINDOW_DAYS, MAX_CLAIM_FILES } from '@/lib/config/claims';
import { CLAIM_REPORT_LIMIT } from '@/lib/config/security';
import { UPLOAD_TYPES } from '@/lib/config/uploads';
import { formatDate } from '@/lib/format';
import { claimEventsOf, coverOfEvent } from '@/lib/model/claims/covers';
import type { claimReport } from '@/lib/validation/claim';
import type { SessionRow, UserRow } from '../context';
import type { Db } from '../db/client';
import { claimFiles, claims, policies } from '../db/schema';
import { uniqueViolationOf } from '../db/unique-violation';
import { enforceRateLimit } from '../limits/rate-limit';
import type { Tx } from '../db/tx';
import { claimUploads } from '../uploads';
import { documentsDueFrom } from './deadlines';
import { claimError, fieldError } from './errors';
import { recordClaimStep } from './record';
import { isOpen, type ClaimRow } from './rules';
import { claimReference, messagesOf } from './text';
import { checkedTripDetails } from './trip-check';

export type ReportBody = z.output<typeof claimReport>;
type PolicyRow = typeof policies.$inferSelect;

const byKey = async (db: Pick<Db, 'select'>, userId: number, key: string) => {
  const [row] = await db.select().from(claims).where(and(eq(claims.userId, userId), eq(claims.reportKey, key))).limit(1);
  return row ?? null;
};

/**
 * The day of the event against today in Jordan, the notice window and the contract's cover: a 400 on
 * the day's field that says what to do.
 */
function assertReportableDay(policy: PolicyRow, day: string, now: Date, lang: Locale): void {
  const today = ammanDay(now);
  if (day > today) throw fieldError('claim_day_future', 'occurred_on', lang);
  if (day < addDays(today, -CLAIM_REPORT_WINDOW_DAYS)) throw fieldError('claim_day_too_old', 'occurred_on', lang, { days: CLAIM_REPORT_WINDOW_DAYS });
  if (day < policy.effectiveDate || day > policy.expiry) {
    throw fieldError('claim_not_covered', 'occurred_on', lang, { from: formatDate(policy.effectiveDate), to: formatDate(policy.expiry) });
  }
}

/** The report's uploads claimed for it (photos as images, documents as images or PDFs), in the report's order. */
async function claimReportFiles(tx: Tx, claim: ClaimRow, body: ReportBody, owner: { sessionId: number | null; userId: number }, now: Date) {
  const photoIds = Object.fromEntries(body.photos.map((p) => [`photos.${p.slot}`, p.upload_id]));
  const seen = new Map<string, number>();
  const documentFields = body.documents.map((d) => {
    const n = seen.get(d.key) ?? 0;
    seen.set(d.key, n + 1);
    return { field: n === 0 ? `documents.${d.key}` : `documents.${d.key}.${n}`, ...d };
  });
  const photos = await claimUploads(tx, { ids: photoIds, owner, purpose: 'claim-file', allowedTypes: ['image/jpeg', 'image/png'], now });
  const documents = await claimUploads(tx, {
    ids: Object.fromEntries(documentFields.map((d) => [d.field, d.upload_id])), owner, purpose: 'claim-file', allowedTypes: UPLOAD_TYPES, now,
  });
  const rows = [
    ...body.photos.map((p) => ({ kind: 'photo' as const, slot: p.slot, uploadId: p.upload_id, name: photos[`photos.${p.slot}`]!.name })),
    ...documentFields.map((d) => ({ kind: 'document' as const, slot: d.key, uploadId: d.upload_id, name: documents[d.field]!.name })),
  ];
  if (rows.length) await tx.insert(claimFiles).values(rows.map((r, i) => ({ claimId: claim.id, ...r, position: i })));
}

/**
 * The event against the contract's covers (lib/config/covers.ts): one its covers do not pay (theft on
 * third party, a cancelled trip on Sky) is refused with 422, naming the cover it would need.
 */
function assertCoveredEvent(policy: PolicyRow, event: ReportBody['event'], lang: Locale): void {
  if (claimEventsOf(policy.line, policy.segmentCode).includes(event)) return;
  const key = coverOfEvent(policy.line, event);
  const t = createTranslator({ locale: lang, messages: messagesOf(lang), namespace: 'covers' });
  const cover = key ? t(`${key}.name`) : event;
  throw claimError(422, 'claim_event_not_covered', lang, { cover }, { fields: { event: 'errors.claim_event_not_covered' } });
}

interface ReportArgs { db: Db; me: UserRow; session: SessionRow | null; body: ReportBody; lang: Locale; now: Date }

/**
 * A customer's report: a claim number at once. A resend of the same report (its report_key) answers
 * the claim the first made, in parallel too (the contract's row lock orders reports of one contract,
 * and the unique key catches the rest). Counted against the customer's daily limit before any work.
 */
export async function reportClaim({ db, me, session, body, lang, now }: ReportArgs): Promise<ClaimRow> {
  const again = await byKey(db, me.id, body.report_key);
  if (again) return again;
  await enforceRateLimit(db, `claim-report:user:${me.id}`, CLAIM_REPORT_LIMIT, now);
  const [policy] = await db.select().from(policies).where(and(eq(policies.id, body.policy_id), eq(policies.userId, me.id))).limit(1);
  if (!policy) throw claimError(404, 'claim_policy_not_found', lang, {}, { fields: { policy_id: 'errors.claim_policy_not_found' } });
  if (body.details.line !== policy.line) throw fieldError('claim_line_mismatch', 'event', lang);
  assertCoveredEvent(policy, body.event, lang);
  const details = checkedTripDetails(policy, body.details, me, lang);
  assertReportableDay(policy, body.occurred_on, now, lang);
  if (body.photos.length + body.documents.length > MAX_CLAIM_FILES) throw claimError(400, 'claim_too_many_files', lang);
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: policies.id }).from(policies).where(eq(policies.id, policy.id)).for('update');
      const existing = await byKey(tx, me.id, body.report_key);
      if (existing) return existing;
      if (!body.confirm_duplicate) await assertNoOpenTwin(tx, policy.id, body, lang);
      const [claim] = await tx.insert(claims).values({
        userId: me.id, policyId: policy.id, reportKey: body.report_key, line: policy.line, event: body.event, state: 'reported',
        occurredOn: body.occurred_on, occurredTime: body.occurred_time, location: body.location, description: body.description,
        details, language: lang, reportedAt: now, updatedAt: now, stateSince: now,
      }).returning();
      await claimReportFiles(tx, claim!, body, { sessionId: session?.id ?? null, userId: me.id }, now);
      const by = formatDate(documentsDueFrom(ammanDay(now)));
      await recordClaimStep(tx, claim!, me, now, { kind: 'reported', values: () => ({ date: by }) });
      return claim!;
    });
  } catch (error) {
    // The same report sent for another contract at the same moment: the first one stands.
    if (uniqueViolationOf(error) === 'claims_report_key_uq') {
      const first = await byKey(db, me.id, body.report_key);
      if (first) return first;
    }
    throw error;
  }
}

/**
 * The duplicate warning: an open claim of the same contract, day and event. 409 claim_duplicate names it
 * in the message and gives `claim_id` and `reference` beside it; the report is sent again with
 * `confirm_duplicate` when it is another event.
 */
async function assertNoOpenTwin(tx: Tx, policyId: number, body: ReportBody, lang: Locale): Promise<void> {
  const twins = await tx.select().from(claims).where(and(
    eq(claims.policyId, policyId), eq(claims.occurredOn, body.occurred_on), eq(claims.event, body.event),
    inArray(claims.state, ['reported', 'assessment', 'documents', 'review', 'decided', 'paid']),
  )).limit(1);
  const twin = twins.find((t) => isOpen(t.state));
  if (twin) {
    const reference = claimReference(twin.id);
    throw claimError(409, 'claim_duplicate', lang, { reference }, { claim_id: twin.id, reference });
  }
}
