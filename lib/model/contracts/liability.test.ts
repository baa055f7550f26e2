import { isLiabilityOnly } from './liability';

describe('third-party liability instead of an insured sum', () => {
  it('is every third-party car contract, whatever its code is written as', () => {
    expect(isLiabilityOnly({ line: 'motor', segment_code: 'MC-TPL' })).toBe(true);
    expect(isLiabilityOnly({ line: 'motor', segment_code: ' mc-tpl ' })).toBe(true);
  });

  it('is no other contract: comprehensive, an unknown car code, other lines', () => {
    expect(isLiabilityOnly({ line: 'motor', segment_code: 'MC-COMP' })).toBe(false);
    expect(isLiabilityOnly({ line: 'motor', segment_code: 'MC-NEW' })).toBe(false);
    expect(isLiabilityOnly({ line: 'home', segment_code: 'MC-TPL' })).toBe(false);
    expect(isLiabilityOnly({ line: 'personal-accident', segment_code: 'PG-500' })).toBe(false);
  });
});
