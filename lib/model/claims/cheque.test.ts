import { chequeReadyOn } from './cheque';

// Expected days counted by hand on the 2026-2027 calendar and lib/config's holidays (14 days, then the next open day).
describe('the day a cheque can be collected', () => {
  it('is 14 calendar days after the settlement when the offices open that day', () => {
    expect(chequeReadyOn('2026-12-07')).toBe('2026-12-21'); // Monday → Monday
    expect(chequeReadyOn('2026-05-21')).toBe('2026-06-04'); // Thursday → Thursday
  });
  it('moves past a weekend', () => {
    expect(chequeReadyOn('2026-12-11')).toBe('2026-12-27'); // Friday → Friday 25 (also Christmas), Saturday 26, so Sunday 27
  });
  it('moves past a public holiday', () => {
    // Settled Tuesday 22 December 2026: the 14th day is Tuesday 5 January 2027, Isra and Mi'raj.
    expect(chequeReadyOn('2026-12-22')).toBe('2027-01-06');
  });
  it('moves past Eid for a cheque settled on a Thursday whose 14th day falls in it', () => {
    // Settled Thursday 14 May 2026: the 14th day, Thursday 28 May, is in Eid al-Adha (25-29 May), then Saturday.
    expect(chequeReadyOn('2026-05-14')).toBe('2026-05-31');
  });
});
