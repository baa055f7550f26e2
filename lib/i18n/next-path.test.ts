import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a same-site path under a language, with its query', () => {
    expect(safeNextPath('/en/dashboard/motor?tab=2')).toBe('/en/dashboard/motor?tab=2');
    expect(safeNextPath('/ar/offers/3')).toBe('/ar/offers/3');
  });
  it.each([
    ['https://evil.example/en'], ['//evil.example/en'], ['/\\evil.example'], ['javascript:alert(1)'],
    ['/fr/dashboard'], ['dashboard'], [''], [null], ['/en/\u0000x'], ['/%2F%2Fevil.example'],
  ])('refuses %p', (value) => expect(safeNextPath(value)).toBeNull());
});
