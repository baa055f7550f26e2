import { VEHICLE_SIZES, VEHICLE_TYPES, VEHICLE_USES } from '@/lib/config/car-online';
import { CAR_FEE_FILS } from './car';
import { priceThirdParty, THIRD_PARTY_TARIFF_JOD } from './car-third-party';
import { priceOf } from './money';

describe('third-party tariff', () => {
  it('prices a private saloon of up to 1600 cc at 85 JOD, with the fee and 1% stamp duty', () => {
    expect(priceThirdParty({ use: 'private', vehicle_type: 'car', size: 'cc-1600' })).toEqual({ premium: 85_000, fees: CAR_FEE_FILS, tax: 850, total: 90_850 });
  });

  it('prices every entry of the table from its figure in JOD', () => {
    const expected: [string, string, string, number][] = [
      ['private', 'car', 'cc-over-3000', 130], ['private', 'car', 'electric', 90], ['private', 'pickup', 'ton-over-2', 165],
      ['taxi', 'car', 'cc-3000', 240], ['taxi', 'car', 'electric', 200], ['commercial', 'pickup', 'ton-2', 185],
    ];
    for (const [use, type, size, jod] of expected) {
      const price = priceThirdParty({ use: use as 'private', vehicle_type: type as 'car', size });
      expect(price).toEqual(priceOf(jod * 1000, CAR_FEE_FILS));
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
