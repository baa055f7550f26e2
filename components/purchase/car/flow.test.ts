import { resolveStep } from '@/lib/flow/resolve';
import { carCarry } from './carry';
import { carFlow, carQuoteOf, type CarData } from './flow';

const answers = { cover: 'comprehensive', make: 'toyota', model: 'corolla', engine_type: 'petrol', production_year: 2021, valuation: 15000, previous_claim: false } as const;
const price = { option: 'comprehensive', premium: 300, offer: null, fees: 10, tax: 3, total: 313 };
const file = (id: string) => ({ id, name: `${id}.png`, type: 'image/png' as const, size: 10 });
const ids = ['1', '2', '3'].map((n) => `00000000-0000-4000-8000-00000000000${n}`);

describe('the car purchase flow', () => {
  it('a held price (car and price done) opens on the documents', () => {
    const state = { data: { answers, price } as Partial<CarData>, done: ['car', 'price'] };
    expect(resolveStep(carFlow, state, null).step.key).toBe('documents');
    expect(resolveStep(carFlow, state, 'summary').step.key).toBe('documents');
  });

  it('new answers drop the price: the price step opens again', () => {
    const state = { data: { answers, price: undefined } as Partial<CarData>, done: ['car', 'price'] };
    expect(resolveStep(carFlow, state, 'documents').step.key).toBe('price');
  });

  it('the quotation names the upload ids, the registration pages in order', () => {
    const vehicle = { make: 'toyota', model: 'corolla', production_year: 2021, plate_number: '23-45678' };
    const body = carQuoteOf({ answers, price, vehicle, licence_front: file(ids[0]!), licence_back: file(ids[1]!), registration: [file(ids[2]!)] });
    expect(body).toEqual({ answers, vehicle, licence_front: ids[0], licence_back: ids[1], registration: [ids[2]] });
  });
});

describe('the car purchase from a price held for the session (carry.ts)', () => {
  it('a held price of this cover opens on the documents; a referred car on the price step', () => {
    const { data, done } = carCarry.draft(answers, {} as never);
    const priced = { data: { ...data, price_shown: { totals: { comprehensive: 313 }, for: '' } } as Partial<CarData>, done };
    expect(resolveStep(carFlow, priced, null).step.key).toBe('documents');
    const referred = { data: { ...data, price_shown: { totals: {}, for: '' } } as Partial<CarData>, done };
    expect(resolveStep(carFlow, referred, null).step.key).toBe('price');
  });
});
