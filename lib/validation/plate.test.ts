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
  it('ignores the invisible marks a copied Arabic text carries, and reads full-width digits', () => {
    expect(normalisePlate('\u200F١٢-٣٤٥٦٧\u200F')).toBe('12-34567');
    expect(normalisePlate('\u206612\u200E-\u200E034567\u2069')).toBe('12-34567');
    expect(normalisePlate('\u061C12-34567\uFEFF')).toBe('12-34567');
    expect(normalisePlate('１２-３４５６７')).toBe('12-34567');
  });
  it('takes a space alone between the two numbers as the dash', () => {
    expect(normalisePlate('12 34567')).toBe('12-34567');
    expect(normalisePlate(' ١٢  ٠٣٤٥٦٧ ')).toBe('12-34567');
    expect(normalisePlate('\u00A012\u00A034567')).toBe('12-34567');
  });
  it('gives the seeded Corolla\'s plate one form however it is written', () => {
    const forms = ['12-34567', '012-034567', '١٢-٣٤٥٦٧', '۱۲ – ۳۴۵۶۷', '12 34567', '\u200F12\u2212 34567'];
    expect(new Set(forms.map(normalisePlate))).toEqual(new Set(['12-34567']));
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
