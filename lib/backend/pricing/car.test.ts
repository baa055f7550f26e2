import { carAge, priceCar } from './car';

const today = new Date('2026-06-01T00:00:00Z');

describe('car price table', () => {
  it('prices a new petrol car at 3.5% of its valuation, with the fee and 1% stamp duty', () => {
    const p = priceCar({ engine_type: 'petrol', production_year: 2024, valuation: 20_000 }, today);
    expect(p.premium).toBe(700_000);
    expect(p.fees).toBe(5000);
    expect(p.tax).toBe(7000);
    expect(p.total).toBe(712_000);
  });

  it('rates by engine type', () => {
    const rate = (engine_type: 'diesel' | 'hybrid' | 'plug-in' | 'electric') => priceCar({ engine_type, production_year: 2025, valuation: 10_000 }, today).premium;
    expect(rate('diesel')).toBe(380_000);
    expect(rate('hybrid')).toBe(320_000);
    expect(rate('plug-in')).toBe(310_000);
    expect(rate('electric')).toBe(300_000);
  });

  it('loads older cars by their age band, edges included', () => {
    const at = (year: number) => priceCar({ engine_type: 'petrol', production_year: year, valuation: 10_000 }, today).premium;
    expect(at(2021)).toBe(350_000); // 5 years
    expect(at(2020)).toBe(400_000); // 6 years: +0.5%
    expect(at(2016)).toBe(400_000); // 10
    expect(at(2015)).toBe(450_000); // 11: +1%
    expect(at(2011)).toBe(450_000); // 15
    expect(at(2010)).toBe(500_000); // 16: +1.5%
  });

  it('never goes below the minimum premium', () => {
    expect(priceCar({ engine_type: 'electric', production_year: 2025, valuation: 1000 }, today).premium).toBe(180_000); // JOD 180, not 30
  });

  it('counts a car from next year as new', () => {
    expect(carAge(2027, today)).toBe(0);
  });
});
