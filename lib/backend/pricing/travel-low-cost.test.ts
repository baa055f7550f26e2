import { priceLowCostTravel } from './travel-low-cost';
import { priceTravel } from './travel';

const trip = { program: 'sky' as const, zone: 'ksa' as const, days: 10, ages: [30] };

describe('low-cost travel price (KSA trips up to 30 days)', () => {
  it('prices a short KSA trip: 4.500 + 1.000 fee + 0.050 duty (0.045 rounded to the qirsh, half up)', () => {
    expect(priceLowCostTravel(trip)).toEqual({ premium: 4500, fees: 1000, tax: 50, total: 5550 });
  });

  it('is cheaper than the standard tables for the same trip', () => {
    for (const days of [1, 7, 15, 30]) {
      for (const program of ['sky', 'sky-plus'] as const) {
        expect(priceLowCostTravel({ ...trip, days, program })!.total).toBeLessThan(priceTravel({ ...trip, days, program })!.total);
      }
    }
  });

  it('adds each traveller with the age multiplier and no family discount', () => {
    expect(priceLowCostTravel({ ...trip, program: 'sky-plus', days: 30, ages: [40, 12] })?.premium).toBe(15000);
  });

  it('does not price other trips', () => {
    expect(priceLowCostTravel({ ...trip, days: 31 })).toBeNull();
    expect(priceLowCostTravel({ ...trip, zone: 'turkey-egypt' })).toBeNull();
    expect(priceLowCostTravel({ ...trip, zone: 'usa-canada-australia' })).toBeNull();
    expect(priceLowCostTravel({ ...trip, ages: [86] })).toBeNull();
  });
});
