import { networkOf } from './network';

describe('networkOf', () => {
  it('takes an IPv4 address to its /24', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkOf('198.51.100.1')).toBe('198.51.100.0/24');
  });

  it('takes an IPv4-mapped IPv6 address to the IPv4 /24', () => {
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
  });

  it('takes an IPv6 address to its /64, however it is written', () => {
    expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8::/64');
    expect(networkOf('::1')).toBe('::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(networkOf('unknown')).toBe('unknown');
  });
});
