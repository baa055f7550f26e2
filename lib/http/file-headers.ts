import { SESSION_MAX_AGE_S } from '@/lib/config/security';
import type { FileView } from '@/lib/model/uploads/file-view';

/**
 * `Content-Disposition: attachment` with the file's name: plain ASCII for old clients (anything
 * else, quotes and backslashes become `_`), and the name itself in RFC 5987's `filename*`.
 */
export function attachment(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987 wants them encoded too.
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}

/**
 * The headers of a private file. A picture's copy never changes (a new picture is a new upload), so
 * the browser keeps it as long as a signed-in session lasts and asks no more; the original, as before,
 * an hour. Private either way: only the reader's browser keeps it, never a proxy.
 */
export function fileHeaders(view: FileView, contentType: string, name = 'file'): Record<string, string> {
  const copy = view === 'thumb' || view === 'display';
  return {
    'content-type': contentType,
    'content-disposition': view === 'download' ? attachment(name) : 'inline',
    'cache-control': copy ? `private, max-age=${SESSION_MAX_AGE_S}, immutable` : 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
  };
}
