/** @jest-environment node */
import { isSameOrigin } from './origin';

const h = (init: Record<string, string>) => new Headers(init);

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  delete process.env.PUBLIC_ORIGIN;
});

describe('same-origin check of the BFF', () => {
  it('accepts the portal\'s own origin', () => {
    expect(isSameOrigin(h({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(true);
  });
  it('refuses another origin, even a look-alike', () => {
    expect(isSameOrigin(h({ origin: 'https://evil.example', host: 'localhost:3000' }))).toBe(false);
    expect(isSameOrigin(h({ origin: 'http://localhost:3000.evil.example', host: 'localhost:3000' }))).toBe(false);
    expect(isSameOrigin(h({ origin: 'null', host: 'localhost:3000' }))).toBe(false);
  });
  it('falls back to Sec-Fetch-Site when there is no Origin, and refuses when neither says', () => {
    expect(isSameOrigin(h({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(h({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOrigin(h({}))).toBe(false);
  });
});

describe('forwarding headers in the origin check', () => {
  const attack = h({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', host: 'portal.example' });

  it('with no trusted proxy a client\'s X-Forwarded-Host does not make its origin ours', () => {
    expect(isSameOrigin(attack)).toBe(false);
  });

  it('behind a trusted proxy only the host the proxy wrote counts', () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    expect(isSameOrigin(h({ origin: 'https://portal.example', 'x-forwarded-host': 'portal.example', host: '10.0.0.5:3000' }))).toBe(true);
    expect(isSameOrigin(h({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example, portal.example', host: '10.0.0.5:3000' }))).toBe(false);
  });

  it('with PUBLIC_ORIGIN set only that origin is ours', () => {
    process.env.PUBLIC_ORIGIN = 'https://portal.example';
    expect(isSameOrigin(h({ origin: 'https://portal.example', host: '10.0.0.5:3000' }))).toBe(true);
    expect(isSameOrigin(h({ origin: 'http://portal.example', host: 'portal.example' }))).toBe(false);
    expect(isSameOrigin(attack)).toBe(false);
  });
});
