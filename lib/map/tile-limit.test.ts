/** @jest-environment node */
import { AddressWindows, addressKey } from './tile-limit';

const LIMIT = { max: 3, windowMs: 300_000 };

describe('map tiles per address', () => {
  it('lets an address ask its figure in a window, then says how long until the window ends', () => {
    const windows = new AddressWindows();
    const t0 = 1_000_000;
    expect([windows.take('203.0.113.1', LIMIT, t0), windows.take('203.0.113.1', LIMIT, t0 + 1), windows.take('203.0.113.1', LIMIT, t0 + 2)]).toEqual([null, null, null]);
    // The window began at t0 and lasts 300 s: 240 s are left a minute in.
    expect(windows.take('203.0.113.1', LIMIT, t0 + 60_000)).toBe(240);
    expect(windows.take('203.0.113.1', LIMIT, t0 + 299_500)).toBe(1);
    // Another address has its own count; the first starts again once its window is over.
    expect(windows.take('203.0.113.2', LIMIT, t0 + 60_000)).toBeNull();
    expect(windows.take('203.0.113.1', LIMIT, t0 + 300_000)).toBeNull();
  });

  it('counts an IPv6 customer by the /64 their line is given', () => {
    expect(addressKey('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:85a3:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:0db8:0000:0042::7')).toBe('2001:db8:0:42::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('unknown')).toBe('unknown');
    const windows = new AddressWindows();
    for (let i = 1; i <= 3; i += 1) expect(windows.take(`2001:db8:1:2::${i}`, LIMIT, 0)).toBeNull();
    expect(windows.take('2001:db8:1:2:ffff::9', LIMIT, 0)).toBe(300);
    expect(windows.take('2001:db8:1:3::1', LIMIT, 0)).toBeNull();
  });

  it('keeps at most its number of addresses: the windows that ended go first, then the oldest', () => {
    const windows = new AddressWindows(3);
    windows.take('198.51.100.1', LIMIT, 0);
    windows.take('198.51.100.2', LIMIT, 100_000);
    windows.take('198.51.100.3', LIMIT, 200_000);
    // At 350 s the first window has ended: it goes as the fourth address comes.
    windows.take('198.51.100.4', LIMIT, 350_000);
    expect(windows.size).toBe(3);
    // All three running (from 100 s, 200 s and 350 s): the oldest goes, and its count starts again.
    for (let i = 0; i < 3; i += 1) windows.take('198.51.100.3', LIMIT, 360_000);
    expect(windows.take('198.51.100.3', LIMIT, 360_000)).not.toBeNull();
    windows.take('198.51.100.5', LIMIT, 360_000);
    expect(windows.size).toBe(3);
    expect(windows.take('198.51.100.2', LIMIT, 360_000)).toBeNull();
  });
});
