// The build's immutable assets (/_next/static/…: scripts, styles, fonts, images), served from memory
// by the portal's server before Next sees the request. Next reads each file and gzips it again on every
// request: 3 ms for the stylesheet and 8 ms for the largest script on this machine, about 50 ms of
// the server per page a phone loads, on the one thread that also renders pages. Here a file is read
// and compressed once per process: gzip at once, Brotli (15% smaller) in the background, sent to
// browsers that take it once ready. Their names carry a content hash, so they never change.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';

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
const brotli = promisify(brotliCompress);

/**
 * `serve(req, res)` answers a GET or HEAD of a file under `dir` (the build's `.next/static`) and
 * returns true; it returns false, and leaves the request to Next, for anything else: other paths,
 * other methods, names a build does not write, files that do not exist or are larger than `maxBytes`.
 */
export function staticAssets(dir, { maxBytes = 4 * 1024 * 1024 } = {}) {
  const root = path.resolve(dir);
  /** path → Promise of { type, raw, gzip, br } (null when there is no such file). */
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
    const entry = { type: TYPES[ext] ?? 'application/octet-stream', raw, gzip: null, br: null };
    if (COMPRESSIBLE.has(ext) && raw.length > 1024) {
      entry.gzip = gzipSync(raw, { level: 9 });
      // In the thread pool, not on the thread that serves pages; gzip is sent until it is ready.
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        .then((br) => { entry.br = br; }, () => {});
    }
    return entry;
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
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = entry.br && /\bbr\b/.test(accepts) ? 'br' : entry.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.raw;
    res.statusCode = 200;
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Length', body.length);
    if (entry.gzip) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
