/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadPrerenderedPages, prerenderedPages } from './prerendered-pages.mjs';
import { handlerServer } from './test-server';

const landing = `<!DOCTYPE html><html lang="en"><body>${'<p>The landing page.</p>'.repeat(100)}</body></html>`;
let dir: string;
let server: Awaited<ReturnType<typeof handlerServer>>;

/** A build folder as `next build` writes it, with one page of each kind the server must tell apart. */
function writeBuild(root: string) {
  const page = (route: string, html: string, meta: object = { headers: { 'x-nextjs-prerender': '1' } }) => {
    mkdirSync(path.dirname(path.join(root, 'server/app', route)), { recursive: true });
    writeFileSync(path.join(root, 'server/app', `${route}.html`), html);
    writeFileSync(path.join(root, 'server/app', `${route}.meta`), JSON.stringify(meta));
  };
  page('/en', landing);
  page('/en/terms', '<p>terms</p>');
  page('/en/news', '<p>revalidated hourly</p>');
  page('/_not-found', '<p>not found</p>', { status: 404 });
  page('/en/dashboard', '<p>always behind the middleware</p>');
  page('/en/legacy', '<p>redirected by next.config</p>');
  page('/en/campaign', '<p>matched on a query condition</p>');
  const routes = ['/en', '/en/terms', '/_not-found', '/en/dashboard', '/en/legacy', '/en/campaign', '/en/missing'];
  writeFileSync(path.join(root, 'prerender-manifest.json'), JSON.stringify({
    routes: {
      ...Object.fromEntries(routes.map((route) => [route, { initialRevalidateSeconds: false }])),
      '/en/news': { initialRevalidateSeconds: 3600 },
    },
  }));
  writeFileSync(path.join(root, 'routes-manifest.json'), JSON.stringify({
    redirects: [{ source: '/:path+/', regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$' }, { source: '/en/legacy', regex: '^/en/legacy$' }],
    headers: [], rewrites: { beforeFiles: [], afterFiles: [], fallback: [] },
  }));
  mkdirSync(path.join(root, 'server'), { recursive: true });
  writeFileSync(path.join(root, 'server/functions-config-manifest.json'), JSON.stringify({
    functions: {
      '/_middleware': {
        matchers: [
          { regexp: '^/((?!api|_next).*)$', has: [{ type: 'cookie', key: 'portal_session' }] },
          { regexp: '^/(en|ar)/dashboard$' },
          { regexp: '^/en/campaign$', has: [{ type: 'query', key: 'utm' }] },
        ],
      },
    },
  }));
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'prerendered-pages-'));
  writeBuild(dir);
  // Whatever the handler leaves is Next's: here a 404 that says so.
  server = await handlerServer(prerenderedPages(dir));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (...args: Parameters<typeof server.get>) => server.get(...args);

test('a visitor gets the prerendered page as Next writes it, gzipped, with the headers Next sends', async () => {
  const page = await get('/en', { 'accept-encoding': 'gzip, deflate' });
  expect(page.status).toBe(200);
  expect(page.headers).toMatchObject({
    'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 's-maxage=31536000',
    vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  });
  expect(gunzipSync(page.body).toString()).toBe(landing);
  const plain = await get('/en');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(landing);
});

test('Brotli goes to a browser that takes it once made; HEAD sends the length and no body', async () => {
  let page = await get('/en', { 'accept-encoding': 'gzip, br' });
  for (let i = 0; i < 50 && page.headers['content-encoding'] !== 'br'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    page = await get('/en', { 'accept-encoding': 'gzip, br' });
  }
  expect(page.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(page.body).toString()).toBe(landing);
  expect((await get('/en', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  const head = await get('/en', {}, 'HEAD');
  expect(head.status).toBe(200);
  expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(landing));
  expect(head.body.length).toBe(0);
});

test('a request with the session cookie goes to Next, where the middleware sees it; another cookie does not', async () => {
  expect((await get('/en', { cookie: 'portal_session=sealed' })).body.toString()).toBe('next');
  expect((await get('/en', { cookie: 'theme=dark; portal_session=sealed' })).body.toString()).toBe('next');
  expect((await get('/en', { cookie: 'NEXT_LOCALE=en; portal_session_old=1' })).body.toString()).toBe(landing);
});

test.each([
  ['the client router', '/en', { rsc: '1' }],
  ['a prefetch', '/en', { 'next-router-prefetch': '1' }],
  ['a query', '/en?_rsc=abc', {}],
  ['a trailing slash (Next redirects it)', '/en/', {}],
  ['a revalidated page', '/en/news', {}],
  ['a page Next answers 404', '/_not-found', {}],
  ['a page every request of which the middleware sees', '/en/dashboard', {}],
  ['a page next.config redirects', '/en/legacy', {}],
  ['a page under a matcher condition not read here', '/en/campaign', {}],
  ['a route without its HTML file', '/en/missing', {}],
  ['another path', '/en/other', {}],
])('%s goes to Next', async (_what, rawPath, headers) => {
  expect((await get(rawPath, headers as Record<string, string>)).body.toString()).toBe('next');
});

test('a POST goes to Next', async () => {
  expect((await get('/en', {}, 'POST')).body.toString()).toBe('next');
});

test('the pages it keeps are the static ones no rule covers', () => {
  expect([...loadPrerenderedPages(dir).pages.keys()].sort()).toEqual(['/en', '/en/campaign', '/en/terms']);
});
