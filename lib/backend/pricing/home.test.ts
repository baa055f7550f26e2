import { priceHome } from './home';
import { toJod } from './money';

describe('home price', () => {
  it('0.9 per mille of the home and 2.5 per mille of the possessions', () => {
    // 100000 × 0.9 + 20000 × 2.5 = 90000 + 50000 = 140000 fils
    expect(priceHome(100_000, 20_000)).toEqual({ premium: 140_000, fees: 3000, tax: 1400, total: 144_400 });
    expect(toJod(priceHome(100_000, 20_000).total)).toBe(144.4);
  });

  it('never less than the minimum premium', () => {
    expect(priceHome(5_000, 0).premium).toBe(25_000);
  });

  it('rounds to whole qirsh (10 fils)', () => {
    const price = priceHome(12_345, 678);
    expect(price.premium).toBe(25_000);
    // 333333 × 0.9 + 1 × 2.5 = 300002.2 fils: 300.000 JOD to the qirsh.
    expect(priceHome(333_333, 1).premium).toBe(300_000);
    // 333339 × 0.9 + 1 × 2.5 = 300007.6 fils: 300.010 JOD to the qirsh.
    expect(priceHome(333_339, 1).premium).toBe(300_010);
    expect(priceHome(333_333, 1).premium % 10).toBe(0);
  });
});
