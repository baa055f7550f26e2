import { dayBand, priceTravel, travelAgeFactor } from './travel';

const trip = { program: 'sky' as const, zone: 'ksa' as const, days: 7, ages: [30] };

describe('travel price (Sky, Sky Plus)', () => {
  it('reads the band of the trip length', () => {
    expect(dayBand(1)).toBe(0);
    expect(dayBand(7)).toBe(0);
    expect(dayBand(8)).toBe(1);
    expect(dayBand(365)).toBe(6);
    expect(() => dayBand(366)).toThrow(RangeError);
    expect(() => dayBand(0)).toThrow(RangeError);
  });

  it('prices one adult to KSA for a week: 5.000 + 2.000 fee + 0.050 duty', () => {
    expect(priceTravel(trip)).toEqual({ premium: 5000, fees: 2000, tax: 50, total: 7050 });
  });

  it('Sky Plus costs one and a half times Sky', () => {
    expect(priceTravel({ ...trip, program: 'sky-plus', zone: 'turkey-egypt', days: 15 })?.premium).toBe(16500);
  });

  it('prices the USA, Canada and Australia zone at its own rates', () => {
    expect(priceTravel({ ...trip, zone: 'usa-canada-australia', days: 31 })?.premium).toBe(34000);
  });

  it('multiplies by age and takes 10% off a family', () => {
    expect(travelAgeFactor(10)).toBe(0.5);
    expect(travelAgeFactor(70)).toBe(2);
    expect(travelAgeFactor(80)).toBe(3);
    expect(travelAgeFactor(86)).toBeNull();
    // 12000 + 12000 + 6000 = 30000, less 10% = 27000
    expect(priceTravel({ ...trip, days: 20, ages: [40, 38, 9] })?.premium).toBe(27000);
  });

  it('refuses a traveller over 85', () => {
    expect(priceTravel({ ...trip, ages: [30, 90] })).toBeNull();
  });

  it('totals are whole fils', () => {
    const price = priceTravel({ ...trip, program: 'sky-plus', zone: 'other', days: 200, ages: [33, 1, 70] })!;
    expect(Number.isInteger(price.total)).toBe(true);
    expect(price.total).toBe(price.premium + price.fees + price.tax);
  });
});
