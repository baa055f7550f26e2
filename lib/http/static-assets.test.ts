/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { staticAssets } from './static-assets.mjs';
import { handlerServer } from './test-server';

const script = 'console.log("a build chunk");\n'.repeat(100);
const font = Buffer.alloc(3000, 7);
let dir: string;
let server: Awaited<ReturnType<typeof handlerServer>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  mkdirSync(path.join(dir, 'static/media'), { recursive: true });
  writeFileSync(path.join(dir, 'static/chunks/0abc.js'), script);
  writeFileSync(path.join(dir, 'static/chunks/big.js'), 'x'.repeat(5000));
  writeFileSync(path.join(dir, 'static/media/inter-s.0x.woff2'), font);
  writeFileSync(path.join(dir, 'secret.txt'), 'outside the static folder');
  // Whatever the handler leaves is Next's: here a 404 that says so.
  server = await handlerServer(staticAssets(path.join(dir, 'static'), { maxBytes: 4000 }));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (...args: Parameters<typeof server.get>) => server.get(...args);

test('a script is sent gzipped to a browser that takes gzip, plain to one that does not, cached for a year', async () => {
  const zipped = await get('/_next/static/chunks/0abc.js', { 'accept-encoding': 'gzip' });
  expect(zipped.status).toBe(200);
  expect(zipped.headers).toMatchObject({
    'content-type': 'application/javascript; charset=UTF-8', 'content-encoding': 'gzip',
    'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding',
  });
  expect(gunzipSync(zipped.body).toString()).toBe(script);
  const plain = await get('/_next/static/chunks/0abc.js?dpl=1');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(script);
  expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(script));
});

test('Brotli, once made in the background, goes to browsers that take it', async () => {
  let answer = await get('/_next/static/chunks/0abc.js', { 'accept-encoding': 'gzip, deflate, br' });
  // Compression runs in the thread pool: gzip until it is done (a handful of requests at most).
  for (let i = 0; i < 200 && answer.headers['content-encoding'] !== 'br'; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    answer = await get('/_next/static/chunks/0abc.js', { 'accept-encoding': 'gzip, deflate, br' });
  }
  expect(answer.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(answer.body).toString()).toBe(script);
});

test('a font goes as it is (already compressed); HEAD gets the headers without the body', async () => {
  const woff = await get('/_next/static/media/inter-s.0x.woff2', { 'accept-encoding': 'gzip, br' });
  expect(woff.headers).toMatchObject({ 'content-type': 'font/woff2', 'content-length': '3000' });
  expect(woff.headers['content-encoding']).toBeUndefined();
  expect(woff.body.equals(font)).toBe(true);
  const head = await get('/_next/static/media/inter-s.0x.woff2', {}, 'HEAD');
  expect(head.headers['content-length']).toBe('3000');
  expect(head.body.length).toBe(0);
});

test('anything else is left to Next: other paths and methods, missing or oversized files, and every way out of the folder', async () => {
  for (const rawPath of [
    '/_next/static/chunks/missing.js', '/_next/static/chunks/big.js', '/_next/data/x.json', '/en', '/_next/static/',
    '/_next/static/../secret.txt', '/_next/static/chunks/../../secret.txt', '/_next/static/%2e%2e/secret.txt',
    '/_next/static/..%2fsecret.txt', '/_next/static/chunks/0abc.js%00', '/_next/static//etc/passwd', '/_next/static/./chunks/0abc.js',
  ]) {
    const answer = await get(rawPath);
    expect([rawPath, answer.status, answer.body.toString()]).toEqual([rawPath, 404, 'next']);
  }
  expect((await get('/_next/static/chunks/0abc.js', {}, 'POST')).body.toString()).toBe('next');
});
