import { isSameOrigin } from './origin';

const h = (init: Record<string, string>) => new Headers(init);

describe('same-origin check of the BFF', () => {
  it('accepts the portal\'s own origin', () => {
    expect(isSameOrigin(h({ origin: 'http://localhost:3000', host: 'localhost:3000' }), 'http://localhost:3000/api/x')).toBe(true);
  });
  it('refuses another origin, even a look-alike', () => {
    expect(isSameOrigin(h({ origin: 'https://evil.example', host: 'localhost:3000' }), 'http://localhost:3000/api/x')).toBe(false);
    expect(isSameOrigin(h({ origin: 'http://localhost:3000.evil.example', host: 'localhost:3000' }), 'http://localhost:3000/api/x')).toBe(false);
    expect(isSameOrigin(h({ origin: 'null', host: 'localhost:3000' }), 'http://localhost:3000/api/x')).toBe(false);
  });
  it('falls back to Sec-Fetch-Site when there is no Origin, and refuses when neither says', () => {
    expect(isSameOrigin(h({ 'sec-fetch-site': 'same-origin' }), 'http://localhost:3000/api/x')).toBe(true);
    expect(isSameOrigin(h({ 'sec-fetch-site': 'cross-site' }), 'http://localhost:3000/api/x')).toBe(false);
    expect(isSameOrigin(h({}), 'http://localhost:3000/api/x')).toBe(false);
  });
});
