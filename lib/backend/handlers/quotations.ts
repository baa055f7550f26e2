import type { quotations } from '@/lib/api/endpoints';
import { TRAVEL } from '@/lib/config/business';
import { dayFrom, daysBetween } from '@/lib/bookings/time';
import { ageOn, dayOfApiDate } from '@/lib/validation/api-date';
import { underAgeLimit } from '@/lib/validation/birth-date';
import { isLowCostTrip, type TravelQuotationRequest } from '@/lib/validation/travel';
import type { Handler } from '../context';
import type { Db } from '../db/client';
import { HttpError } from '../http';
import { holderBirthDate, type HolderBirthDate } from '../payments/holder-birth-date';
import { holderInputs } from '../payments/holder-inputs';
import { assertMayBuy, holdQuote, quotationView } from '../payments/quotes';
import { assertTitleDeed } from '../payments/title-deed';
import { priceHome } from '../pricing/home';
import { GUARD_RATES, priceGuard } from '../pricing/personal-accident';
import { priceTravel } from '../pricing/travel';
import { priceLowCostTravel } from '../pricing/travel-low-cost';
import type { UserRow } from '../context';
import type { AreaHandlers } from './registry';
import { requireUser } from './user-view';

export const TRAVEL_BARRED_MESSAGE = 'You can not issue a travel insurance contract through the web app';

const invalid = (field: string, key: string) =>
  new HttpError(400, 'validation_error', 'Some fields are not valid', { fields: { [field]: key } });

/** Blacklisted, or barred from web issuing (spec §6, §8): travel is refused before anything is priced. */
function assertMayBuyTravel(user: UserRow): void {
  assertMayBuy(user);
  if (user.webIssuingBarred) throw new HttpError(403, 'travel_web_barred', TRAVEL_BARRED_MESSAGE);
}

/**
 * The trip's dates against today, and each traveller's age at its start. The first traveller is the
 * account holder, aged from the account's birth date; the others are as declared.
 */
function tripAges(trip: TravelQuotationRequest, holder: HolderBirthDate, now: Date): number[] {
  const today = dayFrom(now, 0);
  const start = dayOfApiDate(trip.start_date);
  const ahead = daysBetween(today, start);
  if (ahead < 0 || ahead > TRAVEL.maxStartInDays) throw invalid('start_date', 'purchase.validation.startDate');
  return trip.travellers.map((t, i) => {
    const birth = i === 0 ? holder.birthDate : dayOfApiDate(t.birth_date);
    if (daysBetween(birth, today) < 0) throw invalid(`travellers.${i}.birth_date`, 'purchase.validation.birthDate');
    return ageOn(birth, start);
  });
}

/** The account holder is the first traveller: their birth date is the account's (or declared once, see holderBirthDate). */
function travelHolder(db: Db, me: UserRow, trip: TravelQuotationRequest, now: Date) {
  return holderBirthDate(db, me, trip.travellers[0]?.birth_date, 'travellers.0.birth_date', now);
}

/** Spec §5: personal accident and home are refused at 60 or over, on the account holder's birth date. */
function assertUnderAgeLimit(holder: HolderBirthDate, now: Date): void {
  if (!underAgeLimit(holder.birthDate, dayFrom(now, 0))) {
    throw new HttpError(400, 'age_refused', 'Personal accident and home insurance are for customers under 60',
      { fields: { birth_date: 'purchase.validation.ageRefusal' } });
  }
}

const notCovered = () => new HttpError(400, 'age_not_covered', `Travellers over ${TRAVEL.maxAge} are insured through the company`);

/** POST /travel/quotation: Sky or Sky Plus at the standard rates; holds the quote for payment. */
const createTravelQuotation: Handler<typeof quotations.createTravelQuotation> = async ({ db, user, body, now, lang }) => {
  const me = requireUser(user);
  assertMayBuyTravel(me);
  const holder = await travelHolder(db, me, body, now);
  const price = priceTravel({ ...body, ages: tripAges(body, holder, now) });
  if (!price) throw notCovered();
  const inputs = { ...body, low_cost: false, ...holderInputs(holder) };
  return quotationView(await holdQuote(db, { userId: me.id, kind: 'travel', line: 'travel', inputs, price }, now), lang);
};

/** POST /travel/quotationlowcost: the low-cost program, for KSA trips of up to 30 days only. */
const createLowCostTravelQuotation: Handler<typeof quotations.createLowCostTravelQuotation> = async ({ db, user, body, now, lang }) => {
  const me = requireUser(user);
  assertMayBuyTravel(me);
  if (!isLowCostTrip(body)) throw new HttpError(400, 'not_low_cost_trip', 'The low-cost program covers trips to KSA of up to 30 days');
  const holder = await travelHolder(db, me, body, now);
  const price = priceLowCostTravel({ ...body, ages: tripAges(body, holder, now) });
  if (!price) throw notCovered();
  const inputs = { ...body, low_cost: true, ...holderInputs(holder) };
  return quotationView(await holdQuote(db, { userId: me.id, kind: 'travel', line: 'travel', inputs, price }, now), lang);
};

/** POST /home/quotation: 60 or over (on the account's birth date) is a 400; the title deed must be the customer's own upload. */
const createHomeQuotation: Handler<typeof quotations.createHomeQuotation> = async ({ db, user, body, now, lang }) => {
  const me = requireUser(user);
  assertMayBuy(me);
  await assertTitleDeed(db, me.id, body.title_deed);
  const holder = await holderBirthDate(db, me, body.birth_date, 'birth_date', now);
  assertUnderAgeLimit(holder, now);
  const price = priceHome(body.home_value, body.possessions_value);
  const inputs = { ...body, ...holderInputs(holder) };
  return quotationView(await holdQuote(db, { userId: me.id, kind: 'home', line: 'home', inputs, price }, now), lang);
};

/** POST /guard/quotation (no body): the rate table. */
const createGuardQuotation: Handler<typeof quotations.createGuardQuotation> = async ({ user }) => {
  requireUser(user);
  return GUARD_RATES;
};

/**
 * POST /guard/quote: priced again here from the same table, at the account holder's age today (from the
 * account's birth date, never an age the browser sends); the browser's estimate is not used.
 */
const createGuardQuote: Handler<typeof quotations.createGuardQuote> = async ({ db, user, body, now, lang }) => {
  const me = requireUser(user);
  assertMayBuy(me);
  const holder = await holderBirthDate(db, me, body.birth_date, 'birth_date', now);
  assertUnderAgeLimit(holder, now);
  const price = priceGuard(ageOn(holder.birthDate, dayFrom(now, 0)), body.insured_sum);
  if (!price) throw invalid('birth_date', 'purchase.validation.age');
  const inputs = { ...body, ...holderInputs(holder) };
  return quotationView(await holdQuote(db, { userId: me.id, kind: 'personal-accident', line: 'personal-accident', inputs, price }, now), lang);
};

export const quotationHandlers = {
  createTravelQuotation,
  createLowCostTravelQuotation,
  createHomeQuotation,
  createGuardQuotation,
  createGuardQuote,
} satisfies AreaHandlers;
