import type { quotations } from '@/lib/api/endpoints';
import { dayFrom } from '@/lib/calendar/days';
import { ageOn } from '@/lib/validation/api-date';
import { TRAVEL_PROGRAMS, tripZone, type TravelProgram } from '@/lib/config/travel';
import { assertMayBuyTravel, assertUnderAgeLimit, GUARD_RATES, invalid, priceGuard, priceHome, priceTrip, toJod, tripAges } from '../pricing';
import { isLowCostTrip, type TravelTripRequest } from '@/lib/validation/travel';
import type { Handler, UserRow } from '../context';
import type { Db } from '../db/client';
import { assertTitleDeed, holderBirthDate, holderInputs } from '../contracts';
import { HttpError } from '../http';
import { assertMayBuy, holdQuote, previewQuotes, quotationView, type NewQuote } from '../payments';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';

/** The account holder is the first traveller: their birth date is the account's (or declared in this purchase, see holderBirthDate). */
function travelHolder(me: UserRow, trip: TravelTripRequest, now: Date) {
  return holderBirthDate(me, trip.travellers[0]?.birth_date, 'travellers.0.birth_date', now);
}

/**
 * A trip's quotes in some programs, at the standard rates or the low-cost program's: the one code
 * path of the quotes held (POST /travel/quotation, /travel/quotationlowcost) and the prices shown
 * (POST /quotation/travel/prices), so what the package screen shows is what the summary holds. The
 * zone is the one the trip's countries decide (tripZone), kept with the quote; the browser sends none.
 */
function travelQuotes(me: UserRow, trip: TravelTripRequest, programs: readonly TravelProgram[], lowCost: boolean, now: Date): NewQuote[] {
  assertMayBuyTravel(me);
  if (lowCost && !isLowCostTrip(trip)) throw new HttpError(400, 'not_low_cost_trip', 'The low-cost program covers trips to KSA of up to 30 days');
  const holder = travelHolder(me, trip, now);
  const prices = priceTrip(trip, tripAges(trip, holder.birthDate, now), programs, lowCost);
  return programs.map((program, i) => {
    const inputs = { ...trip, program, low_cost: lowCost, zone: tripZone(trip), ...holderInputs(holder) };
    return { userId: me.id, kind: 'travel', line: 'travel', inputs, price: prices[i]! };
  });
}

async function holdTravelQuote(db: Db, me: UserRow, body: TravelTripRequest & { program: TravelProgram }, lowCost: boolean, now: Date) {
  const [quote] = travelQuotes(me, body, [body.program], lowCost, now);
  return holdQuote(db, quote!, now);
}

/** POST /travel/quotation: Sky or Sky Plus at the standard rates; holds the quote for payment. */
const createTravelQuotation: Handler<typeof quotations.createTravelQuotation> = async ({ db, user, body, now, lang }) =>
  quotationView(await holdTravelQuote(db, requireUser(user), body, false, now), lang);

/** POST /travel/quotationlowcost: the low-cost program, for KSA trips of up to 30 days only. */
const createLowCostTravelQuotation: Handler<typeof quotations.createLowCostTravelQuotation> = async ({ db, user, body, now, lang }) =>
  quotationView(await holdTravelQuote(db, requireUser(user), body, true, now), lang);

/**
 * POST /quotation/travel/prices: the total of each program for this trip, as the quotation the
 * travel flow would ask for (the low-cost one for a low-cost trip) would hold it now; nothing held.
 */
const priceTravelPrograms: Handler<typeof quotations.priceTravelPrograms> = async ({ db, user, body, now }) => {
  const me = requireUser(user);
  const shown = await previewQuotes(db, travelQuotes(me, body, TRAVEL_PROGRAMS, isLowCostTrip(body), now), now);
  return { currency: 'JOD' as const, programs: TRAVEL_PROGRAMS.map((program, i) => ({ program, total: toJod(shown[i]!.amountFils) })) };
};

/** POST /home/quotation: 60 or over (on the account's birth date) is a 400; the title deed must be the customer's own upload. */
const createHomeQuotation: Handler<typeof quotations.createHomeQuotation> = async ({ db, user, body, now, lang }) => {
  const me = requireUser(user);
  assertMayBuy(me);
  await assertTitleDeed(db, me.id, body.title_deed);
  const holder = holderBirthDate(me, body.birth_date, 'birth_date', now);
  assertUnderAgeLimit(holder.birthDate, now);
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
  const holder = holderBirthDate(me, body.birth_date, 'birth_date', now);
  assertUnderAgeLimit(holder.birthDate, now);
  const price = priceGuard(ageOn(holder.birthDate, dayFrom(now, 0)), body.insured_sum);
  if (!price) throw invalid('birth_date', 'purchase.validation.age');
  const inputs = { ...body, ...holderInputs(holder) };
  return quotationView(await holdQuote(db, { userId: me.id, kind: 'personal-accident', line: 'personal-accident', inputs, price }, now), lang);
};

export const quotationHandlers = {
  createTravelQuotation,
  createLowCostTravelQuotation,
  priceTravelPrograms,
  createHomeQuotation,
  createGuardQuotation,
  createGuardQuote,
} satisfies AreaHandlers;
