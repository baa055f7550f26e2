import { priceCar } from './car';
import { priceOf } from './money';
import { applyOffer, bestOffer, offerInForce, type OfferRow } from './offer';
import { priceTravel } from './travel';

const offer = (over: Partial<OfferRow> = {}): OfferRow => ({
  id: 1, titleEn: '15% off comprehensive car insurance', titleAr: 'خصم 15% على التأمين الشامل للسيارات',
  summaryEn: '', summaryAr: '', bodyEn: '', bodyAr: '', image: '/assets/offers/motor.png', line: 'motor',
  publishedAt: new Date('2026-11-01T09:00:00Z'), validUntil: '2026-11-30',
  discountPercent: 15, discountProduct: 'motor-comprehensive',
  ...over,
});

// The demo Corolla: hybrid, 2021, insured for 14,500 JOD; 5 years old in 2026, so 3.2% with no loading.
const corolla = priceCar({ engine_type: 'hybrid', production_year: 2021, valuation: 14_500 }, new Date('2026-11-20T10:00:00Z'));

describe('an offer in force: from its publication to the end of its last day in Jordan', () => {
  it('is in force within its dates, its last day included', () => {
    expect(offerInForce(offer(), new Date('2026-11-15T12:00:00Z'))).toBe(true);
    expect(offerInForce(offer(), new Date('2026-11-01T09:00:00Z'))).toBe(true);
    // 23:30 in Amman (UTC+3) on the last day is still that day there.
    expect(offerInForce(offer(), new Date('2026-11-30T20:30:00Z'))).toBe(true);
  });

  it('is not before its publication, nor once its last day has ended in Jordan', () => {
    expect(offerInForce(offer(), new Date('2026-11-01T08:59:59Z'))).toBe(false);
    // 00:30 on 1 December in Amman, while it is still 30 November in UTC.
    expect(offerInForce(offer(), new Date('2026-11-30T21:30:00Z'))).toBe(false);
    expect(offerInForce(offer(), new Date('2027-01-10T10:00:00Z'))).toBe(false);
  });

  it('with no end date stays in force', () => {
    expect(offerInForce(offer({ validUntil: null }), new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('the offer that applies to a quote', () => {
  const now = new Date('2026-11-20T10:00:00Z');

  it('is the offer in force for the quote\'s product', () => {
    expect(bestOffer([offer()], 'motor-comprehensive', now)?.id).toBe(1);
  });

  it('is none for another product, for a product no offer names, before or after the offer\'s dates', () => {
    expect(bestOffer([offer()], 'travel-family', now)).toBeNull();
    expect(bestOffer([offer()], null, now)).toBeNull();
    expect(bestOffer([offer()], 'motor-comprehensive', new Date('2026-10-31T10:00:00Z'))).toBeNull();
    expect(bestOffer([offer()], 'motor-comprehensive', new Date('2026-12-01T10:00:00Z'))).toBeNull();
  });

  it('is none for an offer that promises no price (no percentage)', () => {
    expect(bestOffer([offer({ discountPercent: null }), offer({ discountPercent: 0 })], 'motor-comprehensive', now)).toBeNull();
  });

  it('of two in force, is the larger percentage, then the newer: offers do not add up', () => {
    const small = offer({ id: 2, discountPercent: 5, publishedAt: new Date('2026-11-19T00:00:00Z') });
    const older = offer({ id: 3, discountPercent: 15, publishedAt: new Date('2026-10-01T00:00:00Z') });
    expect(bestOffer([small, offer(), older], 'motor-comprehensive', now)?.id).toBe(1);
  });
});

describe('an offer\'s discount is taken off the premium, before the fee and the stamp duty', () => {
  it('the Corolla renewal: 15% of 464.000 JOD, stamp duty on what is left, the fee untouched', () => {
    expect(corolla).toEqual({ premium: 464_000, fees: 5000, tax: 4640, total: 473_640 });
    const { price, discount } = applyOffer(corolla, offer());
    expect(discount).toEqual({ offer_id: 1, percent: 15, amount_fils: 69_600, title_en: '15% off comprehensive car insurance', title_ar: 'خصم 15% على التأمين الشامل للسيارات' });
    // Stamp duty 1% of 394.400 = 3.944 JOD, rounded to the qirsh: 3.940.
    expect(price).toEqual({ premium: 394_400, fees: 5000, tax: 3940, total: 403_340 });
  });

  it('rounds the discount to the qirsh (10 fils) as the tables round (half up)', () => {
    const { price, discount } = applyOffer(priceOf(12_350, 2000), offer({ discountPercent: 10 }));
    expect(discount?.amount_fils).toBe(1240); // 1235 fils = 123.5 qirsh, half up
    // 12.350 - 1.240 = 11.110; stamp duty 0.1111 JOD rounded to the qirsh: 0.110.
    expect(price).toEqual({ premium: 11_110, fees: 2000, tax: 110, total: 13_220 });
    expect(applyOffer(priceOf(12_340, 2000), offer({ discountPercent: 10 })).discount?.amount_fils).toBe(1230); // 1234 fils = 123.4 qirsh
  });

  it('a family trip: 10% more off a premium that already has the family rate', () => {
    const trip = priceTravel({ program: 'sky', zone: 'turkey-egypt', days: 10, ages: [38, 36] })!;
    expect(trip.premium).toBe(19_800); // 2 × 11.000 less the 10% family rate
    const { price } = applyOffer(trip, offer({ discountPercent: 10, discountProduct: 'travel-family' }));
    // Stamp duty 1% of 17.820 = 0.1782 JOD, rounded to the qirsh: 0.180.
    expect(price).toEqual({ premium: 17_820, fees: 2000, tax: 180, total: 20_000 });
  });

  it('no offer leaves the price as it is', () => {
    expect(applyOffer(corolla, null)).toEqual({ price: corolla, discount: null });
  });
});
