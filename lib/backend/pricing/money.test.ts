import { toQirsh } from '@/lib/api/guard-rates';
import { priceOf } from './money';

describe('prices in whole qirsh (10 fils): card gateways refuse a JOD amount whose last digit is not 0', () => {
  it('toQirsh rounds fils to the nearest 10, half up', () => {
    expect(toQirsh(12_345)).toBe(12_350);
    expect(toQirsh(12_344)).toBe(12_340);
    expect(toQirsh(12_340)).toBe(12_340);
    expect(toQirsh(44.5)).toBe(40);
    expect(toQirsh(45)).toBe(50);
  });

  it('priceOf gives a premium, fee, stamp duty and total that are each a multiple of 10 fils', () => {
    const premiums = [0, 1, 5, 9, 44, 45, 999, 4500, 6500, 12_343, 12_345, 17_820, 19_998, 333_333, 394_400, 464_000, 1_234_567];
    const fees = [0, 1, 5, 999, 1000, 2000, 2345, 3000, 5000];
    for (const premium of premiums) {
      for (const fee of fees) {
        const price = priceOf(premium, fee);
        for (const amount of [price.premium, price.fees, price.tax, price.total]) expect(amount % 10).toBe(0);
        expect(price.total).toBe(price.premium + price.fees + price.tax);
      }
    }
    // Stamp duty 1% of 6.500 JOD is 0.065, charged as 0.070.
    expect(priceOf(6500, 1000)).toEqual({ premium: 6500, fees: 1000, tax: 70, total: 7570 });
  });
});
