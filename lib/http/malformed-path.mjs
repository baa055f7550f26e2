/**
 * Paths whose percent-escapes do not decode (`/%ff`, `/en/%E0%A4%A`): Next's router decodes the
 * parameters of dynamic routes (`/[lang]/[...rest]`, `/api/[...path]`) before any page or route
 * handler runs, throws on these, and answers a plain-text 500 (it looks for a `/400` page the App
 * Router does not have). Middleware cannot help without running on every path. So the portal's
 * server (portal-server.mjs) sends such a request, before Next sees it, to a path that shows the
 * not-found page (404), or to the BFF's 404 `{code, message}` under /api. (Rewrites in
 * next.config.mjs did the same, but Next evaluated them on every request: a third of the
 * throughput of a prerendered page.)
 *
 * A path is well-formed when decodeURIComponent takes it: every escape part of a UTF-8 sequence
 * (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF).
 */

/** Where an undecodable path goes: nothing is routed there, so the catch-all pages answer 404. */
export const MALFORMED_PATH = '__malformed-path';

/**
 * The URL a request should be served as when its path does not decode, else null.
 * @param {string} url the request's URL as sent (path and query)
 * @returns {string | null}
 */
export function malformedPathTarget(url) {
  const path = url.split('?', 1)[0] ?? '';
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    if (/^\/api(\/|$)/i.test(path)) return `/api/${MALFORMED_PATH}`;
    const lang = /^\/(en|ar)\//i.exec(path)?.[1]?.toLowerCase() ?? 'en';
    return `/${lang}/${MALFORMED_PATH}`;
  }
}
