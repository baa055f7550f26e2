// A response body compressed once and kept in memory, for the files and pages the portal's server
// sends itself (static-assets.mjs, prerendered-pages.mjs): gzip at once, Brotli (about 15% smaller)
// made in the thread pool and sent to browsers that take it once ready.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);

/** `{ raw, gzip, br }`: gzip and br stay null for a body not worth compressing (or not compressible). */
export function compressedBody(raw, { compress = true } = {}) {
  const entry = { raw, gzip: null, br: null };
  if (!compress || raw.length <= 1024) return entry;
  entry.gzip = gzipSync(raw, { level: 9 });
  // In the thread pool, not on the thread that serves pages; gzip is sent until it is ready.
  brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    .then((br) => { entry.br = br; }, () => {});
  return entry;
}

/**
 * Whether an Accept-Encoding header takes `coding`: named, or covered by `*`, with a q-value above 0
 * (`br;q=0` refuses Brotli).
 */
export function accepts(header, coding) {
  let star = false;
  for (const item of String(header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const takes = !q || Number(q.slice(2)) > 0;
    if (name === coding) return takes;
    if (name === '*') star = takes;
  }
  return star;
}

/**
 * Sends `entry` with the best encoding the request accepts, and the Content-Length, Vary and
 * Content-Encoding that go with it; the caller sets the status and its other headers first.
 */
export function sendCompressed(req, res, entry) {
  const header = req.headers['accept-encoding'];
  const encoding = entry.br && accepts(header, 'br') ? 'br' : entry.gzip && accepts(header, 'gzip') ? 'gzip' : null;
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.raw;
  res.setHeader('Content-Length', body.length);
  if (entry.gzip && !res.hasHeader('Vary')) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : body);
}
