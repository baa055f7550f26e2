import { VEHICLE_SIZES } from '@/lib/config/car-online';
import { carPriceSchema } from '@/lib/validation/car-price';
import { priceCarOnline } from '../../pricing/car-online';
import type { PolicyRow } from '../view';
import { renewalPricing, valueAtRenewal } from './price';

const NOW = new Date('2026-11-28T09:00:00Z');

/** A motor contract as the demo seeds it (lib/backend/seeds/policies.ts). */
const contract = (over: Partial<PolicyRow>): PolicyRow => ({
  id: 1, userId: 1, line: 'motor', contractNumber: 'P-MOT-2026-000102', segmentCode: 'MC-TPL', effectiveDate: '2025-12-29', expiry: '2026-12-28',
  plateNumber: '22-11890', documentId: 'DOC-MOT-102', vehicleType: 'Hyundai', vehicleModel: 'Elantra', productionYear: 2019, engineType: 'petrol',
  insuredSum: 9800, premium: 145, renewalBlockedReason: null, qrToken: 'q', declarations: null, termsAcceptance: null, offerDiscount: null,
  renewalOfId: null, priceLines: null, insuredHome: null, createdAt: NOW, ...over,
});

/** What the same car costs bought new today, third party, on a size band of a private car. */
const newSale = (size: string) => {
  const result = priceCarOnline(carPriceSchema.parse({ cover: 'third-party', use: 'private', vehicle_type: 'car', size }), NOW);
  return result.price!.total;
};

describe('renewal price: the same price function as a car bought new, by cover', () => {
  it('renews the Elantra (third party) on the tariff entry it was sold on, at its new-sale price, with the tariff as the reason', () => {
    const elantra = contract({ declarations: { third_party: { use: 'private', vehicle_type: 'car', size: 'cc-2000' } } });
    const renewal = renewalPricing(elantra, NOW)!;
    expect(renewal.price.total).toBe(newSale('cc-2000'));
    expect(renewal.price.total).toBe(100_950);
    expect(renewal.insuredSum).toBe(0);
    expect(renewal.basis).toEqual([{ kind: 'tariff', use: 'private', vehicle_type: 'car', size: 'cc-2000', on_file: true }]);
  });

  it('never prices a third-party renewal from before entries were kept above the car bought new (once 400.920 on the comprehensive table)', () => {
    const renewal = renewalPricing(contract({}), NOW)!;
    const dearest = Math.max(...VEHICLE_SIZES.car.map(newSale));
    expect(renewal.price.total).toBeLessThanOrEqual(dearest);
    expect(renewal.price.total).toBe(136_300);
    expect(renewal.basis).toEqual([{ kind: 'tariff', use: 'private', vehicle_type: 'car', size: 'cc-over-3000', on_file: false }]);
  });

  it('prices a comprehensive renewal on the car value at renewal, depreciated by its age, and says from what to what', () => {
    const corolla = contract({ segmentCode: 'MC-COMP', productionYear: 2021, engineType: 'hybrid', insuredSum: 14_500, premium: 362.5 });
    const renewal = renewalPricing(corolla, NOW)!;
    // Five years old: 10% off last year's insured value; the hybrid rate, 3.2%, of that.
    expect(valueAtRenewal(14_500, 2021, NOW)).toBe(13_050);
    expect(renewal.insuredSum).toBe(13_050);
    expect(renewal.price.premium).toBe(417_600);
    expect(renewal.basis).toEqual([
      { kind: 'value', from: 14_500, to: 13_050, age: 5 },
      { kind: 'rate', engine_type: 'hybrid', percent: 3.2, age: 5, loading_percent: 0 },
    ]);
    // The same car bought new at the value it has now costs the same.
    const bought = priceCarOnline(carPriceSchema.parse({ cover: 'comprehensive', make: 'toyota', model: 'corolla', engine_type: 'hybrid', production_year: 2021, valuation: 13_050, previous_claim: false }), NOW);
    expect(bought.price).toEqual(renewal.price);
  });

  it('depreciates an older car less each year, and says when the minimum premium applies', () => {
    expect(valueAtRenewal(10_000, 2018, NOW)).toBe(9250);
    expect(valueAtRenewal(10_000, 2010, NOW)).toBe(9500);
    const cheap = renewalPricing(contract({ segmentCode: 'MC-COMP', productionYear: 2020, insuredSum: 4000 }), NOW)!;
    expect(cheap.basis.at(-1)).toEqual({ kind: 'minimum', amount: 180 });
  });
});
