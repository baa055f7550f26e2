import { and, asc, eq } from 'drizzle-orm';
import type { Policy } from '@/lib/api/endpoints/policies';
import { carNamesIn } from '@/lib/config/car-makes';
import { termsTitle } from '@/lib/config/product-terms';
import { daysToExpiry } from '@/lib/format';
import type { Db } from '../db/client';
import { policies } from '../db/schema';
import type { Locale } from '@/lib/config/business';
import { toJod } from '../pricing/money';

export type PolicyRow = typeof policies.$inferSelect;

/**
 * A contract as the API shows it: the display fields of spec §3, days to expire counted from `today`,
 * the car's make and model in the request's language.
 */
export function policyView(row: PolicyRow, today: Date, lang: Locale): Policy {
  const days = daysToExpiry(row.expiry, today);
  const car = carNamesIn(lang, row.vehicleType, row.vehicleModel);
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
    declarations: declarationsView(row.declarations),
    offer_discount: row.offerDiscount
      ? { title: lang === 'ar' ? row.offerDiscount.title_ar : row.offerDiscount.title_en, percent: row.offerDiscount.percent, amount: toJod(row.offerDiscount.amount_fils) }
      : null,
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
  };
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
