import { VEHICLE_SIZES, VEHICLE_TYPES, VEHICLE_USES } from '@/lib/config/car-online';
import { priceThirdParty, THIRD_PARTY_TARIFF_JOD } from './car-third-party';

describe('third-party tariff', () => {
  it('prices a private saloon of up to 1600 cc at 85 JOD, with the fee and 1% stamp duty', () => {
    expect(priceThirdParty({ use: 'private', vehicle_type: 'car', size: 'cc-1600' })).toEqual({ premium: 85_000, fees: 5000, tax: 850, total: 90_850 });
  });

  it('prices entries across the table from their figure in JOD, each with the fee and 1% stamp duty', () => {
    const expected: [string, string, string, number, number][] = [
      ['private', 'car', 'cc-over-3000', 130_000, 1300], ['private', 'car', 'electric', 90_000, 900], ['private', 'pickup', 'ton-over-2', 165_000, 1650],
      ['taxi', 'car', 'cc-3000', 240_000, 2400], ['taxi', 'car', 'electric', 200_000, 2000], ['commercial', 'pickup', 'ton-2', 185_000, 1850],
    ];
    for (const [use, type, size, premium, tax] of expected) {
      const price = priceThirdParty({ use: use as 'private', vehicle_type: type as 'car', size });
      expect([size, price]).toEqual([size, { premium, fees: 5000, tax, total: premium + 5000 + tax }]);
    }
  });

  it('has an entry for every private and commercial size band of cars and pick-ups', () => {
    for (const use of ['private', 'commercial'] as const) {
      for (const type of VEHICLE_TYPES.filter((t) => t !== 'motorcycle')) {
        for (const size of VEHICLE_SIZES[type]) expect(priceThirdParty({ use, vehicle_type: type, size })).not.toBeNull();
      }
    }
  });

  it('does not sell online what the table leaves out: taxis over 3000 cc, taxi pick-ups and any motorcycle', () => {
    expect(priceThirdParty({ use: 'taxi', vehicle_type: 'car', size: 'cc-over-3000' })).toBeNull();
    for (const size of VEHICLE_SIZES.pickup) expect(priceThirdParty({ use: 'taxi', vehicle_type: 'pickup', size })).toBeNull();
    for (const use of VEHICLE_USES) {
      for (const size of VEHICLE_SIZES.motorcycle) expect(priceThirdParty({ use, vehicle_type: 'motorcycle', size })).toBeNull();
    }
  });

  it('answers null for a size of another type or an unknown one, never a price of the prototype chain', () => {
    expect(priceThirdParty({ use: 'private', vehicle_type: 'motorcycle', size: 'cc-1600' })).toBeNull();
    expect(priceThirdParty({ use: 'private', vehicle_type: 'car', size: 'toString' })).toBeNull();
    expect(priceThirdParty({ use: 'private', vehicle_type: 'car', size: '__proto__' })).toBeNull();
  });

  it('keeps its figures in whole dinars for every use', () => {
    for (const use of VEHICLE_USES) {
      for (const sizes of Object.values(THIRD_PARTY_TARIFF_JOD[use])) {
        for (const jod of Object.values(sizes ?? {})) expect(Number.isInteger(jod) && jod > 0).toBe(true);
      }
    }
  });
});
