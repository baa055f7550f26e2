import { carPriceSchema } from '@/lib/validation/car-price';
import { draftOf } from './draft';

describe('the car price form: what it sends and what it shows again', () => {
  it('third party sends only its three answers', () => {
    const answers = carPriceSchema.parse({ cover: 'third-party', use: 'private', vehicle_type: 'car', size: 'cc-1600', make: 'toyota', valuation: '15000' });
    expect(answers).toEqual({ cover: 'third-party', use: 'private', vehicle_type: 'car', size: 'cc-1600' });
  });

  it('comprehensive reads the year and the value as typed: Arabic-Indic digits and grouping', () => {
    const answers = carPriceSchema.parse({ cover: 'comprehensive', make: 'toyota', model: 'corolla', engine_type: 'petrol', production_year: '٢٠٢١', valuation: '15,000', previous_claim: false });
    expect(answers).toMatchObject({ production_year: 2021, valuation: 15000, previous_claim: false });
  });

  it('a value with fils is refused with its message, never read as another number', () => {
    const result = carPriceSchema.safeParse({ cover: 'comprehensive', make: 'toyota', model: 'corolla', engine_type: 'petrol', production_year: '2021', valuation: '20000.5', previous_claim: false });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['valuation', 'carPrice.validation.valuationWhole']]);
  });

  it('each empty field says what to choose or enter', () => {
    expect(carPriceSchema.safeParse({}).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['cover', 'carPrice.validation.cover']]);
    const messages = (v: object) => carPriceSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(messages({ cover: 'third-party' })).toEqual(['carPrice.validation.use', 'carPrice.validation.vehicleType', 'carPrice.validation.size']);
    expect(messages({ cover: 'comprehensive', production_year: '', valuation: '' })).toEqual([
      'carPrice.validation.make', 'carPrice.validation.model', 'carPrice.validation.engine',
      'carPrice.validation.yearRequired', 'carPrice.validation.valuationRequired', 'carPrice.validation.claim',
    ]);
  });

  it('a size of another vehicle type is refused on the size field', () => {
    const result = carPriceSchema.safeParse({ cover: 'third-party', use: 'private', vehicle_type: 'motorcycle', size: 'cc-1600' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['size', 'carPrice.validation.size']]);
  });

  it('answers given before come back into the form as typed text', () => {
    const draft = draftOf({ cover: 'comprehensive', make: 'kia', model: 'rio', engine_type: 'diesel', production_year: 2019, valuation: 9000, previous_claim: true });
    expect(draft).toMatchObject({ production_year: '2019', valuation: '9000', previous_claim: true, make: 'kia' });
    expect(carPriceSchema.parse(draft)).toMatchObject({ production_year: 2019, valuation: 9000 });
  });
});
