import type { Price, PriceOption } from '@/lib/api/endpoints/prices';
import type { Locale } from '@/lib/config/business';
import { TRAVEL_PROGRAMS } from '@/lib/config/travel';
import { dayFrom } from '@/lib/calendar/days';
import { ageOn, dayOfApiDate } from '@/lib/validation/api-date';
import type { PriceAnswers } from '@/lib/validation/price-answers';
import { isLowCostTrip } from '@/lib/validation/travel';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { HttpError } from '../http';
import { findOffer, quoteProduct } from './product';
import { priceCarOnline } from './car-online';
import { priceHome } from './home';
import { toJod, type PriceFils } from './money';
import { applyOffer } from './offer';
import { priceGuard } from './personal-accident';
import { assertMayBuy } from './may-buy';
import { assertMayBuyTravel, assertUnderAgeLimit, invalid, priceTrip, tripAges } from './price-rules';

export type PriceNow = Omit<Price, 'held_until'>;

const ACCIDENT_HISTORY = 'purchase.validation.accidentHistory';

/** One option as the API shows it: the premium of the tables, the offer taken off it as its own line. */
async function optionOf(db: Db, name: string, price: PriceFils, offerProduct: Parameters<typeof findOffer>[1], now: Date, lang: Locale): Promise<PriceOption> {
  const { price: paid, discount } = applyOffer(price, await findOffer(db, offerProduct, now));
  return {
    option: name,
    premium: toJod(paid.premium + (discount?.amount_fils ?? 0)),
    offer: discount ? { title: lang === 'ar' ? discount.title_ar : discount.title_en, percent: discount.percent, amount: toJod(discount.amount_fils) } : null,
    fees: toJod(paid.fees), tax: toJod(paid.tax), total: toJod(paid.total),
  };
}

/**
 * The buyer's birth date for a price: the account's where it has one (never the browser's), else the
 * one declared in the answers. Nothing is stored on the account here: a price is not a quote.
 */
export function buyerBirthDate(user: UserRow | null, declared: string): string {
  return user?.birthDate ?? dayOfApiDate(declared);
}

/** A declared birth date in the future is not a birth date. */
function assertBorn(birthDate: string, field: string, now: Date): void {
  if (birthDate > dayFrom(now, 0)) throw invalid(field, 'purchase.validation.birthDate');
}

/**
 * What a line's answers cost now, with the same tables, refusals and offers as the quotes the
 * summary holds (handlers/quotations.ts), so the price shown is the price paid unless the account
 * says otherwise (its birth date).
 */
export async function priceNow(db: Db, user: UserRow | null, request: PriceAnswers, now: Date, lang: Locale): Promise<PriceNow> {
  const base = { line: request.line, currency: 'JOD' as const, referral: null };
  // A signed-in account that may not buy (blacklisted, staff; travel: barred from the web) is told so here already.
  if (user) {
    if (request.line === 'travel') assertMayBuyTravel(user);
    else assertMayBuy(user);
  }
  switch (request.line) {
    case 'car': {
      const result = priceCarOnline(request.answers, now);
      const options = result.price ? [await optionOf(db, request.answers.cover, result.price, null, now, lang)] : [];
      return { ...base, options, referral: result.referral };
    }
    case 'travel': {
      const trip = request.answers;
      const holder = buyerBirthDate(user, trip.travellers[0]!.birth_date);
      assertBorn(holder, 'travellers.0.birth_date', now);
      const prices = priceTrip(trip, tripAges(trip, holder, now), TRAVEL_PROGRAMS, isLowCostTrip(trip));
      const options = await Promise.all(TRAVEL_PROGRAMS.map((program, i) =>
        optionOf(db, program, prices[i]!, quoteProduct('travel', { program, travel_type: trip.travel_type }).offer, now, lang)));
      return { ...base, options };
    }
    case 'home': {
      const birthDate = buyerBirthDate(user, request.answers.birth_date);
      assertBorn(birthDate, 'birth_date', now);
      assertUnderAgeLimit(birthDate, now);
      const price = priceHome(request.answers.home_value, request.answers.possessions_value);
      return { ...base, options: [await optionOf(db, 'standard', price, null, now, lang)] };
    }
    case 'personal-accident': {
      const { answers } = request;
      if (answers.previous_accidents) {
        throw new HttpError(400, 'accident_history', 'Personal Guard cannot be issued online after previous accidents',
          { fields: { previous_accidents: ACCIDENT_HISTORY } });
      }
      const birthDate = buyerBirthDate(user, answers.birth_date);
      assertBorn(birthDate, 'birth_date', now);
      assertUnderAgeLimit(birthDate, now);
      const price = priceGuard(ageOn(birthDate, dayFrom(now, 0)), answers.insured_sum);
      if (!price) throw invalid('birth_date', 'purchase.validation.age');
      return { ...base, options: [await optionOf(db, 'standard', price, null, now, lang)] };
    }
  }
}
