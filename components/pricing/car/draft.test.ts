import { carPriceSchema } from '@/lib/validation/car-price';
import { answersOf, draftOf } from './draft';

describe('the car price form: what it sends and what it shows again', () => {
  it('third party sends only its three answers', () => {
    const answers = answersOf({ cover: 'third-party', use: 'private', vehicle_type: 'car', size: 'cc-1600', make: 'toyota', valuation: '15000' });
    expect(answers).toEqual({ cover: 'third-party', use: 'private', vehicle_type: 'car', size: 'cc-1600' });
    expect(carPriceSchema.safeParse(answers).success).toBe(true);
  });

  it('comprehensive sends numbers, Arabic-Indic digits and grouping read as typed', () => {
    const answers = answersOf({ cover: 'comprehensive', make: 'toyota', model: 'corolla', engine_type: 'petrol', production_year: '٢٠٢١', valuation: '15,000', previous_claim: false });
    expect(answers).toMatchObject({ production_year: 2021, valuation: 15000, previous_claim: false });
    expect(carPriceSchema.safeParse(answers).success).toBe(true);
  });

  it('a size of another vehicle type is refused on the size field', () => {
    const result = carPriceSchema.safeParse(answersOf({ cover: 'third-party', use: 'private', vehicle_type: 'motorcycle', size: 'cc-1600' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['size']);
  });

  it('answers given before come back into the form as typed text', () => {
    const draft = draftOf({ cover: 'comprehensive', make: 'kia', model: 'rio', engine_type: 'diesel', production_year: 2019, valuation: 9000, previous_claim: true });
    expect(draft).toMatchObject({ production_year: '2019', valuation: '9000', previous_claim: true, make: 'kia' });
    expect(answersOf(draft)).toMatchObject({ production_year: 2019, valuation: 9000 });
  });
});
