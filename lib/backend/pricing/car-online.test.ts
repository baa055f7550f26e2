import { CAR_ONLINE, CAR_REFERRAL_REASONS } from '@/lib/config/car-online';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { priceCarOnline } from './car-online';

const today = new Date('2026-06-01T00:00:00Z');
const comprehensive = (over: Partial<Extract<CarPriceAnswers, { cover: 'comprehensive' }>> = {}): CarPriceAnswers => ({
  cover: 'comprehensive', make: 'toyota', model: 'corolla', engine_type: 'petrol', production_year: 2022, valuation: 15_000, previous_claim: false, ...over,
});
const thirdParty = (use: 'private' | 'taxi' | 'commercial', vehicle_type: 'car' | 'pickup' | 'motorcycle', size: string): CarPriceAnswers =>
  ({ cover: 'third-party', use, vehicle_type, size });

describe('car price online', () => {
  it('prices comprehensive on the car table and third party on the tariff', () => {
    // A petrol car of four years at 3.5% of 15,000; a taxi of up to 2000 cc at the tariff's 210 JOD.
    expect(priceCarOnline(comprehensive(), today)).toEqual({ price: { premium: 525_000, fees: 5000, tax: 5250, total: 535_250 }, referral: null });
    expect(priceCarOnline(thirdParty('taxi', 'car', 'cc-2000'), today)).toEqual({ price: { premium: 210_000, fees: 5000, tax: 2100, total: 217_100 }, referral: null });
  });

  it("sends a third-party vehicle the tariff does not sell online to a person ('vehicle')", () => {
    expect(priceCarOnline(thirdParty('taxi', 'car', 'cc-over-3000'), today)).toEqual({ price: null, referral: 'vehicle' });
    expect(priceCarOnline(thirdParty('taxi', 'motorcycle', 'cc-250'), today)).toEqual({ price: null, referral: 'vehicle' });
    expect(priceCarOnline(thirdParty('private', 'pickup', 'cc-1600'), today)).toEqual({ price: null, referral: 'vehicle' });
  });

  it('refers a declared claim, an engine type not covered online, a valuation outside the limits and an old car', () => {
    expect(priceCarOnline(comprehensive({ previous_claim: true }), today).referral).toBe('previous-claim');
    expect(priceCarOnline(comprehensive({ engine_type: 'plug-in' }), today).referral).toBe('engine-type');
    expect(priceCarOnline(comprehensive({ valuation: CAR_ONLINE.minValuation - 1 }), today).referral).toBe('valuation');
    expect(priceCarOnline(comprehensive({ valuation: CAR_ONLINE.maxValuation + 1 }), today).referral).toBe('valuation');
    expect(priceCarOnline(comprehensive({ production_year: 2026 - CAR_ONLINE.maxAgeYears - 1 }), today).referral).toBe('car-age');
  });

  it('covers every referral reason of the price rules (a plate insured by another customer is the quote handler\'s)', () => {
    const seen = new Set([
      priceCarOnline(thirdParty('taxi', 'pickup', 'ton-1'), today).referral,
      priceCarOnline(comprehensive({ previous_claim: true }), today).referral,
      priceCarOnline(comprehensive({ engine_type: 'plug-in' }), today).referral,
      priceCarOnline(comprehensive({ valuation: 100_000 }), today).referral,
      priceCarOnline(comprehensive({ production_year: 1995 }), today).referral,
    ]);
    expect([...seen].sort()).toEqual(CAR_REFERRAL_REASONS.filter((reason) => reason !== 'plate-insured').sort());
  });

  it('sells online at the limits themselves', () => {
    expect(priceCarOnline(comprehensive({ valuation: CAR_ONLINE.minValuation }), today).price).not.toBeNull();
    expect(priceCarOnline(comprehensive({ valuation: CAR_ONLINE.maxValuation }), today).price).not.toBeNull();
    expect(priceCarOnline(comprehensive({ production_year: 2026 - CAR_ONLINE.maxAgeYears }), today).price).not.toBeNull();
    for (const engine_type of CAR_ONLINE.engineTypesOnline) expect(priceCarOnline(comprehensive({ engine_type }), today).price).not.toBeNull();
  });

  it('ages the car in Jordan: on 31 December 21:00 UTC it is already the new year in Amman', () => {
    const newYearInAmman = new Date('2026-12-31T22:30:00Z');
    const year = 2027 - CAR_ONLINE.maxAgeYears;
    expect(priceCarOnline(comprehensive({ production_year: year }), newYearInAmman).price).not.toBeNull();
    expect(priceCarOnline(comprehensive({ production_year: year - 1 }), newYearInAmman).referral).toBe('car-age');
  });

  it('checks a claim before anything else, then the engine, the valuation, the age', () => {
    expect(priceCarOnline(comprehensive({ previous_claim: true, engine_type: 'plug-in', valuation: 1000, production_year: 1995 }), today).referral).toBe('previous-claim');
    expect(priceCarOnline(comprehensive({ engine_type: 'plug-in', valuation: 1000, production_year: 1995 }), today).referral).toBe('engine-type');
    expect(priceCarOnline(comprehensive({ valuation: 1000, production_year: 1995 }), today).referral).toBe('valuation');
  });
});
