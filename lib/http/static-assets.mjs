// The build's immutable assets (/_next/static/…: scripts, styles, fonts, images), served from memory
// by the portal's server before Next sees the request. Next reads each file and gzips it again on every
// request: 3 ms for the stylesheet and 8 ms for the largest script on this machine, about 50 ms of
// the server per page a phone loads, on the one thread that also renders pages. Here a file is read
// and compressed once per process (compressed.mjs). Their names carry a content hash, so they never change.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compressedBody, sendCompressed } from './compressed.mjs';

export const STATIC_PREFIX = '/_next/static/';

const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.map', '.txt', '.svg']);
/** Only names a build writes: letters, digits and `._-~[]@+` in path segments; nothing to decode, no `..`. */
const SAFE_PATH = /^(?:[\w.\-~[\]@+]+\/)*[\w.\-~[\]@+]+$/;

/**
 * `serve(req, res)` answers a GET or HEAD of a file under `dir` (the build's `.next/static`) and
 * returns true; it returns false, and leaves the request to Next, for anything else: other paths,
 * other methods, names a build does not write, files that do not exist or are larger than `maxBytes`.
 */
export function staticAssets(dir, { maxBytes = 4 * 1024 * 1024 } = {}) {
  const root = path.resolve(dir);
  /** path → Promise of { type, body } (null when there is no such file). */
  const files = new Map();

  async function load(relative) {
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) return null;
    let raw;
    try {
      raw = await readFile(file);
    } catch {
      return null;
    }
    if (raw.length > maxBytes) return null;
    const ext = path.extname(file);
    return { type: TYPES[ext] ?? 'application/octet-stream', body: compressedBody(raw, { compress: COMPRESSIBLE.has(ext) }) };
  }

  return async function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(STATIC_PREFIX)) return false;
    const relative = url.slice(STATIC_PREFIX.length).split('?')[0];
    if (!SAFE_PATH.test(relative) || relative.split('/').some((part) => part === '..' || part === '.')) return false;
    let pending = files.get(relative);
    if (!pending) {
      pending = load(relative);
      files.set(relative, pending);
      // A missing file is not remembered: a request for one must not grow the map.
      pending.then((entry) => { if (!entry) files.delete(relative); });
    }
    const entry = await pending;
    if (!entry) return false;
    res.statusCode = 200;
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    sendCompressed(req, res, entry.body);
    return true;
  };
}
