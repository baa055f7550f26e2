import { holderRefused, withHolder } from './holder-step';

const today = '2026-06-10';

describe('the insured\'s birth date on a purchase step (holder-step.ts)', () => {
  it('is asked, with a message that says so, only where the account has none', () => {
    const asked = withHolder({}, null, today);
    expect(asked.safeParse({ birth_date: '' }).error?.issues[0]?.message).toBe('purchase.validation.birthDateRequired');
    expect(asked.safeParse({ birth_date: '2026-06-11' }).error?.issues[0]?.message).toBe('purchase.validation.birthDate');
    expect(asked.parse({ birth_date: '1980-01-01' })).toEqual({ birth_date: '1980-01-01' });
    expect(withHolder({}, '1980-01-01', today).safeParse({}).success).toBe(true);
  });

  it('refuses 60 or over on the account\'s birth date, else on the declared one', () => {
    expect(holderRefused('1940-01-01')).toBe(true);
    expect(holderRefused(null, '1940-01-01')).toBe(true);
    expect(holderRefused(null, '1990-01-01')).toBe(false);
    expect(holderRefused(null)).toBe(false);
  });
});
