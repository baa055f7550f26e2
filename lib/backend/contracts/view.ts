import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Policy } from '@/lib/api/endpoints/policies';
import { carNamesIn } from '@/lib/config/car-makes';
import { termsTitle } from '@/lib/config/product-terms';
import { daysToExpiry } from '@/lib/format';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { policies } from '../db/schema';
import type { Writer } from '../db/tx';
import { eligibility } from './renewals/eligibility';
import type { Locale } from '@/lib/config/business';
import { priceInJod, toJod } from '../pricing';

export type { PolicyRow } from './row';
import type { PolicyRow } from './row';
/** What decides a car renewal on the holder's side (spec §6). */
export type RenewalHolder = Pick<UserRow, 'webIssuingBarred' | 'blackList'>;

/**
 * What a view can say beyond the row: the renewals of the contracts shown (by the id they renew), and
 * the holder, whose own list shows each car contract's renewal state.
 */
export interface ViewContext {
  renewals?: ReadonlyMap<number, PolicyRow>;
  holder?: RenewalHolder;
}

/**
 * A contract as the API shows it: the display fields of spec §3, days to expire counted from `today`,
 * the car's make and model in the request's language, and, where the context tells, the renewal that
 * continues it and (for the holder) whether a car contract can be renewed on the web now.
 */
export function policyView(row: PolicyRow, today: Date, lang: Locale, ctx: ViewContext = {}): Policy {
  const days = daysToExpiry(row.expiry, today);
  const car = carNamesIn(lang, row.vehicleType, row.vehicleModel);
  const renewal = ctx.renewals?.get(row.id) ?? null;
  const state = row.line === 'motor' && ctx.holder && ctx.renewals ? eligibility(row, ctx.holder, renewal !== null, today) : null;
  return {
    id: row.id,
    line: row.line,
    contract_number: row.contractNumber,
    segment_code: row.segmentCode,
    effective_date: row.effectiveDate,
    expiry: row.expiry,
    days_to_expire: days,
    plate_number: row.plateNumber,
    document_id: row.documentId,
    vehicle_type: car.make,
    vehicle_model: car.model,
    production_year: row.productionYear,
    insured_sum: row.insuredSum,
    premium: row.premium,
    status: days < 0 ? 'expired' : 'active',
    renewal_blocked_reason: row.renewalBlockedReason,
    renewal_of_id: row.renewalOfId,
    renewed_by: renewal && { id: renewal.id, contract_number: renewal.contractNumber, expiry: renewal.expiry },
    renewal: state && { state: state.state, reason: state.reason, opens_on: state.opensOn },
    declarations: declarationsView(row.declarations),
    insured_home: row.insuredHome,
    offer_discount: row.offerDiscount
      ? { title: lang === 'ar' ? row.offerDiscount.title_ar : row.offerDiscount.title_en, percent: row.offerDiscount.percent, amount: toJod(row.offerDiscount.amount_fils) }
      : null,
    price_lines: row.priceLines && priceInJod(row.priceLines, row.offerDiscount),
    terms_acceptance: row.termsAcceptance ? { ...row.termsAcceptance, title: termsTitle(row.termsAcceptance.document, lang) } : null,
  };
}

/** The declarations a customer sees on their contract (not the other travellers' passport numbers). */
function declarationsView(d: PolicyRow['declarations']): Policy['declarations'] {
  if (!d) return null;
  return {
    holder_birth_date: d.holder_birth_date,
    holder_birth_date_declared: d.holder_birth_date_declared,
    travellers: d.travellers?.map((t) => ({ name: t.name, birth_date: t.birth_date })),
    holder_name: d.trip?.holder_name,
    countries: d.trip?.countries,
    worldwide: d.trip?.worldwide,
  };
}

/** The renewals of these contracts, by the id of the contract each renews (`renewal_of_id` is UNIQUE). */
export async function renewalsOf(db: Writer, ids: readonly number[]): Promise<Map<number, PolicyRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(policies).where(inArray(policies.renewalOfId, [...ids]));
  return new Map(rows.map((r) => [r.renewalOfId!, r]));
}

/** The renewals among a customer's own contracts (a renewal is issued to the holder of what it renews). */
export function renewalsAmong(rows: readonly PolicyRow[]): Map<number, PolicyRow> {
  return new Map(rows.filter((r) => r.renewalOfId !== null).map((r) => [r.renewalOfId!, r]));
}

/**
 * A holder's contracts as the holder sees them: each with its renewal, and the renewal state of car
 * contracts. `rows` is either all the holder's contracts (`complete`: their renewals are among them, no
 * second query on the dashboard's path) or a selection, whose renewals are looked up.
 */
export async function holderViews(db: Db, holder: RenewalHolder, rows: readonly PolicyRow[], today: Date, lang: Locale, complete = false): Promise<Policy[]> {
  const renewals = complete ? renewalsAmong(rows) : await renewalsOf(db, rows.map((r) => r.id));
  return rows.map((row) => policyView(row, today, lang, { renewals, holder }));
}

/** A user's contracts, soonest expiry first. */
export async function policiesOf(db: Db, userId: number): Promise<PolicyRow[]> {
  return db.select().from(policies).where(eq(policies.userId, userId)).orderBy(asc(policies.expiry), asc(policies.id));
}

/** One contract, only if it belongs to the user. */
export async function policyOf(db: Db, userId: number, id: number): Promise<PolicyRow | null> {
  const [row] = await db.select().from(policies).where(and(eq(policies.userId, userId), eq(policies.id, id))).limit(1);
  return row ?? null;
}
