/** @jest-environment node */
import { clientAddress, fromThisMachine, SOCKET_ADDRESS_HEADER } from './client-address';

/** Issue 8, findings 1 and 2: the client address comes from the socket, or through trusted proxy hops only. */
const MARK = Symbol.for('portal.socketAddressHeader');
const headers = (socket: string | null, more: Record<string, string> = {}) =>
  new Headers({ ...(socket === null ? {} : { [SOCKET_ADDRESS_HEADER]: socket }), ...more });

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  delete (globalThis as Record<symbol, unknown>)[MARK];
});
const underServer = () => ((globalThis as Record<symbol, unknown>)[MARK] = true);

describe('finding 1: X-Forwarded-For from the client is not believed', () => {
  it('with no trusted proxies the socket is the address, whatever the client writes', () => {
    underServer();
    expect(clientAddress(headers('203.0.113.50', { 'x-forwarded-for': '1.2.3.4, 198.51.100.9' }))).toBe('203.0.113.50');
    expect(clientAddress(headers('::ffff:203.0.113.50'))).toBe('203.0.113.50');
  });

  it('behind one trusted proxy only the entry that proxy appended counts, so prepending entries escapes nothing', () => {
    underServer();
    process.env.TRUSTED_PROXY_HOPS = '1';
    expect(clientAddress(headers('10.0.0.2', { 'x-forwarded-for': '198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientAddress(headers('10.0.0.2', { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }))).toBe('198.51.100.7');
    process.env.TRUSTED_PROXY_HOPS = '2';
    expect(clientAddress(headers('10.0.0.2', { 'x-forwarded-for': '1.2.3.4, 198.51.100.7, 10.0.0.1' }))).toBe('198.51.100.7');
    // Fewer entries than hops: the outermost address known.
    expect(clientAddress(headers('10.0.0.2', { 'x-forwarded-for': '10.0.0.1' }))).toBe('10.0.0.1');
  });

  it('without server.mjs the socket header is not believed: with no proxy every client shares one address', () => {
    expect(clientAddress(headers('203.0.113.50', { 'x-forwarded-for': '198.51.100.1' }))).toBe('unknown');
  });

  it('under next start behind a trusted proxy, the entry the proxy appended is the address (Next passes the header on as it came)', () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    expect(clientAddress(headers(null, { 'x-forwarded-for': '198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientAddress(headers(null, { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }))).toBe('198.51.100.7');
    // A client's own socket header is no socket there.
    expect(clientAddress(headers('203.0.113.50', { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }))).toBe('198.51.100.7');
    process.env.TRUSTED_PROXY_HOPS = '2';
    expect(clientAddress(headers(null, { 'x-forwarded-for': '1.2.3.4, 198.51.100.7, 10.0.0.1' }))).toBe('198.51.100.7');
    expect(clientAddress(headers(null))).toBe('unknown');
  });

  it('garbage is no address', () => {
    underServer();
    process.env.TRUSTED_PROXY_HOPS = '1';
    expect(clientAddress(headers('10.0.0.2', { 'x-forwarded-for': 'not-an-ip' }))).toBe('10.0.0.2');
    process.env.TRUSTED_PROXY_HOPS = 'lots';
    expect(clientAddress(headers('10.0.0.2', { 'x-forwarded-for': '198.51.100.7' }))).toBe('10.0.0.2');
  });
});

describe('finding 5: the machine itself', () => {
  it('is a loopback socket with no proxy in between and no trusted hops', () => {
    underServer();
    expect(fromThisMachine(headers('127.0.0.1'))).toBe(true);
    expect(fromThisMachine(headers('::1', { 'x-forwarded-for': '::1' }))).toBe(true);
    expect(fromThisMachine(headers('203.0.113.50'))).toBe(false);
    // A proxy on the same machine forwards other clients: not local.
    expect(fromThisMachine(headers('127.0.0.1', { 'x-forwarded-for': '203.0.113.50' }))).toBe(false);
    expect(fromThisMachine(headers('127.0.0.1', { 'x-real-ip': '203.0.113.50' }))).toBe(false);
    process.env.TRUSTED_PROXY_HOPS = '1';
    expect(fromThisMachine(headers('127.0.0.1'))).toBe(false);
  });

  it('is never a client that writes the socket header itself when server.mjs did not', () => {
    expect(fromThisMachine(headers('127.0.0.1'))).toBe(false);
  });
});
