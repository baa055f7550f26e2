import ipaddr from 'ipaddr.js';

/** The prefix lengths of a "network": what one customer of a host or a carrier usually holds. */
export const NETWORK_PREFIX = { ipv4: 24, ipv6: 64 } as const;

/**
 * The network around a client address, for limits a crowd of neighbouring addresses must share:
 * `203.0.113.0/24` for an IPv4 address (an IPv4-mapped IPv6 one too), `2001:db8:1:2::/64` for IPv6.
 * Anything that is not an address (the "unknown" of a launcher with no socket) is its own network.
 */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  const bits = parsed.kind() === 'ipv4' ? NETWORK_PREFIX.ipv4 : NETWORK_PREFIX.ipv6;
  const bytes = parsed.toByteArray();
  const masked = bytes.map((byte, i) => {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    return byte & (0xff << (8 - keep)) & 0xff;
  });
  return `${ipaddr.fromByteArray(masked).toString()}/${bits}`;
}
