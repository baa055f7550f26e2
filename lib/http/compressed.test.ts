import { accepts } from './compressed.mjs';

test.each([
  ['gzip, deflate, br', 'br', true],
  ['gzip, deflate, br', 'gzip', true],
  ['gzip, deflate', 'br', false],
  ['br;q=0, gzip', 'br', false],
  ['br;q=0, gzip', 'gzip', true],
  ['GZIP;q=0.5', 'gzip', true],
  ['gzip;q=0', 'gzip', false],
  ['gzip;q=0.000', 'gzip', false],
  ['*', 'br', true],
  ['*;q=0, gzip', 'br', false],
  ['br;q=0, *', 'br', false],
  ['identity', 'gzip', false],
  ['', 'gzip', false],
  [undefined, 'gzip', false],
  ['xbrx, gzipped', 'br', false],
])('Accept-Encoding %p takes %s: %p', (header, coding, expected) => {
  expect(accepts(header, coding)).toBe(expected);
});
