import { guardQuoteSchema, guardSumForm } from './personal-accident';

const quote = (insured_sum: unknown) => guardQuoteSchema.safeParse({ birth_date: '1990-05-05T00:00:00.000Z', previous_accidents: false, insured_sum });
/** The fields refused and their messages, each once (a sum may break two rules). */
const refusals = (result: ReturnType<typeof quote>) => [...new Set(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))];

describe('the personal guard\'s insured sum (spec §9)', () => {
  it('takes 100 to 10000 JOD in steps of 25', () => {
    for (const sum of [100, 125, 500, 9975, 10_000]) expect([sum, quote(sum).success]).toEqual([sum, true]);
  });

  it('refuses a sum under 100, over 10000 or off a step of 25, with the field\'s message', () => {
    for (const sum of [75, 99, 10_025, 510, 100.5]) expect([sum, refusals(quote(sum))]).toEqual([sum, ['insured_sum: purchase.validation.insuredSum']]);
  });

  it('reads the sum as typed on the form, in Arabic-Indic digits and with separators too', () => {
    expect(guardSumForm.parse({ insured_sum: '2,500' })).toEqual({ insured_sum: 2500 });
    expect(guardSumForm.parse({ insured_sum: '١٠٠٠٠' })).toEqual({ insured_sum: 10_000 });
    expect(guardSumForm.safeParse({ insured_sum: '10,025' }).success).toBe(false);
  });
});
