import { vehicleSchema } from './car-price';
import { normalisePlate } from './plate';

describe('normalisePlate: one written form per car', () => {
  it('drops leading zeros of the number and of the region code', () => {
    expect(normalisePlate('17-04567')).toBe('17-4567');
    expect(normalisePlate('17-004567')).toBe('17-4567');
    expect(normalisePlate('07-4567')).toBe('7-4567');
    expect(normalisePlate('17-0')).toBe('17-0');
    expect(normalisePlate('17-0004567')).toBe('17-4567');
  });
  it('makes Arabic-Indic digits Latin, removes spaces and makes every dash an ASCII one', () => {
    expect(normalisePlate('١٧-٠٤٥٦٧')).toBe('17-4567');
    expect(normalisePlate('۱۷-۴۵۶۷')).toBe('17-4567');
    for (const dash of ['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2212', '\uFE63', '\uFF0D']) {
      expect(normalisePlate(` 17 ${dash} 4567 `)).toBe('17-4567');
    }
  });
  it('leaves what is not a plate for the schema to refuse', () => {
    expect(normalisePlate('ABC')).toBe('ABC');
    expect(normalisePlate('123-4567890')).toBe('123-4567890');
  });
  it('the car schema keeps the normalised plate', () => {
    const vehicle = { make: 'toyota', model: 'corolla', production_year: 2022, plate_number: '١٧ – ٠٤٥٦٧' };
    const parsed = vehicleSchema.safeParse(vehicle);
    expect(parsed.success && parsed.data.plate_number).toBe('17-4567');
  });
});
