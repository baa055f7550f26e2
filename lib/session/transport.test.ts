/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverApi } from './transport';

/** A render's calls to the company's API carry the id of the request being answered (none without one). */
let server: Server;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ offers: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.API_BASE_URL;
  await new Promise((resolve) => server.close(resolve));
});

test('a call made for a request carries its id; one made outside a request carries none', async () => {
  await serverApi({ lang: 'ar', token: 't', requestId: 'req-0123456789' }).getOffers();
  await serverApi({ lang: 'ar', token: 't' }).getOffers();
  expect(seen.map((h) => h['x-request-id'])).toEqual(['req-0123456789', undefined]);
  expect(seen[0]?.authorization).toBe('Bearer t');
});
