import { guardAnswers, guardPriceForm, homeAnswers, homePriceForm, travellerDatesForm } from './price-forms';
import { priceAnswersSchema } from './price-answers';

/** The price pages' fields as typed parse to answers the server's schema takes as they are. */
const today = '2026-11-27';

describe('price forms', () => {
  it('personal accident: Arabic-Indic digits, the answer to the accident question as a boolean', () => {
    const form = guardPriceForm(today).parse({ birth_date: '1980-03-01', previous_accidents: 'no', insured_sum: '٢٥٠٠' });
    const answers = guardAnswers(form);
    expect(answers).toEqual({ line: 'personal-accident', answers: { birth_date: '1980-03-01T00:00:00.000Z', previous_accidents: false, insured_sum: 2500 } });
    expect(priceAnswersSchema.safeParse(answers).success).toBe(true);
  });

  it('home: values within the limits; a birth date to come is refused with its message', () => {
    expect(priceAnswersSchema.safeParse(homeAnswers(homePriceForm(today).parse({ birth_date: '1980-03-01', home_value: '80000', possessions_value: '0' }))).success).toBe(true);
    const future = homePriceForm(today).safeParse({ birth_date: '2027-01-01', home_value: '80000', possessions_value: '0' });
    expect(future.success ? null : future.error.issues[0]?.message).toBe('purchase.validation.birthDate');
  });

  it('travel: a family needs two travellers, an individual exactly one', () => {
    const dates = (n: number) => Array.from({ length: n }, () => ({ birth_date: '1990-01-01' }));
    expect(travellerDatesForm(today).safeParse({ travel_type: 'family', travellers: dates(1) }).success).toBe(false);
    expect(travellerDatesForm(today).safeParse({ travel_type: 'individual', travellers: dates(2) }).success).toBe(false);
    expect(travellerDatesForm(today).safeParse({ travel_type: 'family', travellers: dates(3) }).success).toBe(true);
  });
});
