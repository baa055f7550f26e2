/** @jest-environment node */
import { isSecureRequest, publicOrigin, requestOrigin, SOCKET_PROTO_HEADER } from './forwarded.mjs';

/**
 * Forwarding headers from any client were believed: with TRUSTED_PROXY_HOPS=0 a client's
 * X-Forwarded-Host named the origin of absolute links (og:url, the calendar UID) and its
 * X-Forwarded-Proto: https turned on Secure cookies.
 */
const MARK = Symbol.for('portal.socketAddressHeader');
const env = (more: Record<string, string> = {}) => ({ TRUSTED_PROXY_HOPS: '0', ...more });
const h = (init: Record<string, string>) => new Headers(init);

beforeEach(() => ((globalThis as Record<symbol, unknown>)[MARK] = true));
afterEach(() => delete (globalThis as Record<symbol, unknown>)[MARK]);

describe('with no proxy in front (hops 0)', () => {
  const spoofed = h({ host: 'portal.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', [SOCKET_PROTO_HEADER]: 'http' });

  it('a client\'s X-Forwarded-Host and X-Forwarded-Proto name nothing', () => {
    expect(requestOrigin(spoofed, 'localhost', env())).toBe('http://portal.example');
    expect(isSecureRequest(spoofed, env())).toBe(false);
  });

  it('a TLS socket is https; the socket header counts only under the portal\'s server', () => {
    const tls = h({ host: 'portal.example', [SOCKET_PROTO_HEADER]: 'https' });
    expect(isSecureRequest(tls, env())).toBe(true);
    delete (globalThis as Record<symbol, unknown>)[MARK];
    expect(isSecureRequest(tls, env())).toBe(false);
  });

  it('a Host that is no host name falls back', () => {
    expect(requestOrigin(h({ host: 'evil.example/x?y' }), 'localhost', env())).toBe('http://localhost');
  });
});

describe('behind one trusted proxy (hops 1)', () => {
  it('reads the entry the proxy wrote, not the ones the client put before it', () => {
    const headers = h({ host: '10.0.0.5:3000', 'x-forwarded-host': 'evil.example, portal.example', 'x-forwarded-proto': 'https' });
    expect(requestOrigin(headers, 'localhost', env({ TRUSTED_PROXY_HOPS: '1' }))).toBe('https://portal.example');
    expect(isSecureRequest(headers, env({ TRUSTED_PROXY_HOPS: '1' }))).toBe(true);
    const downgraded = h({ host: 'portal.example', 'x-forwarded-proto': 'https, http' });
    expect(isSecureRequest(downgraded, env({ TRUSTED_PROXY_HOPS: '1' }))).toBe(false);
  });

  it('without forwarding headers uses Host and the socket', () => {
    expect(requestOrigin(h({ host: 'portal.example' }), 'localhost', env({ TRUSTED_PROXY_HOPS: '1' }))).toBe('http://portal.example');
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('wins for links, and makes cookies Secure when it is https', () => {
    const headers = h({ host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const configured = env({ PUBLIC_ORIGIN: 'https://portal.example.jo/' });
    expect(requestOrigin(headers, 'localhost', configured)).toBe('https://portal.example.jo');
    expect(isSecureRequest(headers, configured)).toBe(true);
    expect(isSecureRequest(headers, env({ PUBLIC_ORIGIN: 'http://portal.test:8080' }))).toBe(false);
  });

  it.each(['portal.example.jo', 'ftp://portal.example.jo', 'https://portal.example.jo/en', 'https://portal.example.jo?x=1', 'https://u:p@portal.example.jo'])(
    'refuses %s',
    (value) => expect(() => publicOrigin({ PUBLIC_ORIGIN: value })).toThrow(/PUBLIC_ORIGIN/),
  );
});
