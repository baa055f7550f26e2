import { and, eq } from 'drizzle-orm';
import type { renewals } from '@/lib/api/endpoints';
import type { RenewalView } from '@/lib/api/endpoints/renewals';
import { RENEWAL_LINK_LOOKUP_LIMIT } from '@/lib/config/security';
import type { Handler, UserRow } from '../context';
import type { Db } from '../db/client';
import { policies } from '../db/schema';
import { HttpError } from '../http';
import { enforceRateLimit } from '../limits/rate-limit';
import { applyOffer, findOffer, quoteProduct, toJod } from '../pricing';
import { assertMayBuy, holdQuote, plateCoverOf, plateHeldByAnother, quotationView } from '../payments';
import { eligibility, linkOf, linkUsable, policyOf, type PolicyRow, policyView, renewalPricing, renewalsOf } from '../contracts';
import { idParam } from '../params';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';
import type { Locale } from '@/lib/config/business';

export const RENEWAL_BARRED_MESSAGE = 'You cannot renew this insurance contract through the web app';
export const RENEWAL_TOO_EARLY_MESSAGE = "Unfortunately your insurance contract can only be renewed 45 days before its expiry date";

const notFound = () => new HttpError(404, 'policy_not_found', 'No such contract');

async function viewOf(db: Db, policy: PolicyRow, user: UserRow, now: Date, lang: Locale): Promise<RenewalView> {
  const renewals = await renewalsOf(db, [policy.id]);
  const e = eligibility(policy, user, renewals.has(policy.id), now);
  return {
    policy: policyView(policy, now, lang, { renewals, holder: user }),
    state: e.state,
    reason: e.reason,
    opens_on: e.opensOn,
    new_period: { effective_date: e.newPeriod.effectiveDate, expiry: e.newPeriod.expiry },
    price_change: priceChangeOf(policy, now),
  };
}

/**
 * Last year's price beside what this year's rests on, for the summary: the total paid, as this year's
 * total is (a contract's `premium` is the total for one bought online, the premium alone for one the
 * company issued; its price lines say which).
 */
function priceChangeOf(policy: PolicyRow, now: Date): RenewalView['price_change'] {
  const pricing = renewalPricing(policy, now);
  const lastYear = policy.priceLines ? toJod(policy.priceLines.total_fils) : policy.premium;
  return pricing ? { last_year: lastYear, basis: pricing.basis } : null;
}

/**
 * The renewal's price now, or the company-only refusal when the tariff no longer sells its entry
 * online; or, when the car is now on another customer's contract in force (one car, one contract;
 * checked again at issue), 409 car_plate_insured.
 */
async function pricingOf(db: Db, policy: PolicyRow, now: Date) {
  const pricing = renewalPricing(policy, now);
  if (!pricing) throw refusal.blocked();
  const cover = await plateCoverOf(db, { kind: 'motor-renewal', userId: policy.userId, inputs: renewalQuoteInputs(policy, null, pricing.insuredSum) }, now);
  if (cover && await plateHeldByAnother(db, policy.userId, cover)) {
    throw new HttpError(409, 'car_plate_insured', 'This car is now insured under another customer\'s contract, so it cannot be renewed online. Please contact us');
  }
  return pricing;
}

async function myMotorPolicy(db: Db, userId: number, rawId: string | number): Promise<PolicyRow> {
  const id = typeof rawId === 'number' ? rawId : idParam(rawId, notFound());
  const policy = await policyOf(db, userId, id);
  if (!policy || policy.line !== 'motor') throw notFound();
  return policy;
}

/** GET /car/renewal/{id}. */
const getCarRenewal: Handler<typeof renewals.getCarRenewal> = async ({ db, user, params, now, lang }) => {
  const me = requireUser(user);
  return viewOf(db, await myMotorPolicy(db, me.id, params.id ?? ''), me, now, lang);
};

const refusal: Record<Exclude<RenewalView['state'], 'renewable'>, () => HttpError> = {
  barred: () => new HttpError(403, 'renewal_web_barred', RENEWAL_BARRED_MESSAGE),
  blocked: () => new HttpError(403, 'renewal_company_only', 'This contract can only be renewed through the company. Please contact us for assistance'),
  'too-early': () => new HttpError(409, 'renewal_too_early', RENEWAL_TOO_EARLY_MESSAGE),
  renewed: () => new HttpError(409, 'renewal_done', 'This contract has already been renewed'),
  expired: () => new HttpError(409, 'renewal_expired', 'This contract expired too long ago to be renewed on the web. Please contact us for assistance'),
};

/**
 * What a renewal quote is priced from: the contract renewed, its product (segment code), the company
 * link, if any, and the insured sum the price was worked out on (the renewed contract insures that).
 */
const renewalQuoteInputs = (policy: PolicyRow, linkId: number | null, insuredSum: number) =>
  ({ policy_id: policy.id, link_id: linkId, segment_code: policy.segmentCode, insured_sum: insuredSum });

/** POST /car/renewal/quotation: only a renewable contract is priced and held. */
const createCarRenewalQuotation: Handler<typeof renewals.createCarRenewalQuotation> = async ({ db, user, body, now, lang }) => {
  const me = requireUser(user);
  assertMayBuy(me);
  const policy = await myMotorPolicy(db, me.id, body.policy_id);
  const view = await viewOf(db, policy, me, now, lang);
  if (view.state !== 'renewable') throw refusal[view.state]();
  const { price, insuredSum } = await pricingOf(db, policy, now);
  return quotationView(await holdQuote(db, {
    userId: me.id, kind: 'motor-renewal', line: 'motor', inputs: renewalQuoteInputs(policy, null, insuredSum), price,
  }, now), lang);
};

/**
 * The link's state for this user; the contract only when the link is theirs: usable, or its contract
 * renewed (by this link or otherwise), which the customer is told rather than that the link expired.
 */
async function resolveLink(db: Db, me: UserRow, token: string, address: string, now: Date) {
  await enforceRateLimit(db, `renewal-link:address:${address}`, RENEWAL_LINK_LOOKUP_LIMIT, now);
  const link = await linkOf(db, token);
  if (!link) return { state: 'expired' as const, link: null, policy: null };
  if (link.userId !== me.id) return { state: 'other-customer' as const, link: null, policy: null };
  const [policy] = await db.select().from(policies).where(and(eq(policies.id, link.policyId), eq(policies.userId, me.id))).limit(1);
  if (!policy) return { state: 'expired' as const, link: null, policy: null };
  if ((await renewalsOf(db, [policy.id])).has(policy.id)) return { state: 'renewed' as const, link: null, policy };
  if (!linkUsable(link, policy.expiry, now)) return { state: 'expired' as const, link: null, policy: null };
  return { state: 'valid' as const, link, policy };
}

/** GET /renewal/link?token=… */
const getRenewalLink: Handler<typeof renewals.getRenewalLink> = async ({ db, user, query, address, now, lang }) => {
  const me = requireUser(user);
  const found = await resolveLink(db, me, query.token, address, now);
  if (found.state === 'renewed') return { state: found.state, renewal: await viewOf(db, found.policy, me, now, lang), quotation: null };
  if (found.state !== 'valid') return { state: found.state, renewal: null, quotation: null };
  const view = await viewOf(db, found.policy, me, now, lang);
  // The price shown, with the offer a quote held now would take; paying holds a quote of its own (POST /renewal/link/quotation).
  const pricing = await pricingOf(db, found.policy, now);
  const inputs = renewalQuoteInputs(found.policy, found.link.id, pricing.insuredSum);
  const { price, discount } = applyOffer(pricing.price, await findOffer(db, quoteProduct('motor-renewal', inputs).offer, now));
  const shown = {
    id: 'estimate', kind: 'motor-renewal', inputs, expiresAt: now, offerDiscount: discount,
    premiumFils: price.premium, feesFils: price.fees, taxFils: price.tax, amountFils: price.total,
  };
  return { state: 'valid' as const, renewal: view, quotation: quotationView(shown, lang) };
};

/** POST /renewal/link/quotation. */
const createRenewalLinkQuotation: Handler<typeof renewals.createRenewalLinkQuotation> = async ({ db, user, body, address, now, lang }) => {
  const me = requireUser(user);
  assertMayBuy(me);
  const found = await resolveLink(db, me, body.token, address, now);
  if (found.state === 'other-customer') throw new HttpError(403, 'renewal_link_other_customer', 'This renewal link was sent to another customer');
  if (found.state === 'renewed') throw refusal.renewed();
  if (found.state !== 'valid') throw new HttpError(410, 'renewal_link_expired', 'This renewal link has expired');
  const { price, insuredSum } = await pricingOf(db, found.policy, now);
  return quotationView(await holdQuote(db, {
    userId: me.id, kind: 'motor-renewal', line: 'motor', inputs: renewalQuoteInputs(found.policy, found.link.id, insuredSum), price,
  }, now), lang);
};

export const renewalHandlers = {
  getCarRenewal,
  createCarRenewalQuotation,
  getRenewalLink,
  createRenewalLinkQuotation,
} satisfies AreaHandlers;
