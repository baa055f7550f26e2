import { codesPerAddressLimit, codesPerNetworkLimit } from './code-budget';
import { OTP_SEND_LIMITS } from './security';

describe('the per-address code budget', () => {
  it('is the portal\'s own unless set', () => {
    expect(codesPerAddressLimit({})).toEqual(OTP_SEND_LIMITS.perAddress);
    expect(codesPerAddressLimit({ OTP_CODES_PER_ADDRESS: ' ' })).toEqual(OTP_SEND_LIMITS.perAddress);
  });

  it('takes a whole number for the hour', () => {
    expect(codesPerAddressLimit({ OTP_CODES_PER_ADDRESS: '400' })).toEqual({ max: 400, windowMs: OTP_SEND_LIMITS.perAddress.windowMs });
  });

  it.each(['0', '-3', '2.5', 'lots', '1e9'])('refuses %s, naming the setting', (value) => {
    expect(() => codesPerAddressLimit({ OTP_CODES_PER_ADDRESS: value })).toThrow(/OTP_CODES_PER_ADDRESS/);
  });
});

describe('codesPerNetworkLimit', () => {
  it('is 60 an hour, or the address\'s budget where that is larger', () => {
    expect(codesPerNetworkLimit({})).toEqual({ max: 60, windowMs: 3_600_000 });
    expect(codesPerNetworkLimit({ OTP_CODES_PER_ADDRESS: '10' })).toEqual({ max: 60, windowMs: 3_600_000 });
    expect(codesPerNetworkLimit({ OTP_CODES_PER_ADDRESS: '1000' })).toEqual({ max: 1000, windowMs: 3_600_000 });
  });
});
