/**
 * Paths whose percent-escapes do not decode (`/%ff`, `/en/%E0%A4%A`): Next's router decodes the
 * parameters of dynamic routes (`/[lang]/[...rest]`, `/api/[...path]`) before any page or route
 * handler runs, throws on these, and answers a plain-text 500 (it looks for a `/400` page the App
 * Router does not have). Middleware cannot help without running on every path. Rewrites run before
 * that matching and do not decode, so next.config.mjs sends such paths to a path that shows the
 * not-found page (404), or the BFF's 404 `{code, message}` under /api.
 *
 * A path is well-formed when every escape is part of a UTF-8 sequence, as decodeURIComponent wants
 * (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF).
 */
const H = '[0-9a-f]';
const C = `%[89ab]${H}`;
const UTF8_UNIT = [
  '[^%]',
  `%[0-7]${H}`,
  `%c[2-9a-f]${C}`,
  `%d${H}${C}`,
  `%e0%[ab]${H}${C}`,
  `%e[1-9a-cef]${C}${C}`,
  `%ed%[89]${H}${C}`,
  `%f0%[9ab]${H}${C}${C}`,
  `%f[1-3]${C}${C}${C}`,
  `%f4%8${H}${C}${C}`,
].join('|');

/** A path-to-regexp pattern (case-insensitive, as Next matches) for the rest of a path that does not decode. */
export const UNDECODABLE = `(?!(?:${UTF8_UNIT})*$).*`;

/** Where an undecodable path goes: nothing is routed there, so the catch-all pages answer 404. */
export const MALFORMED_PATH = '__malformed-path';

/** @type {{ source: string, destination: string }[]} */
export const malformedPathRewrites = [
  { source: `/api/(${UNDECODABLE})`, destination: `/api/${MALFORMED_PATH}` },
  { source: `/:lang(en|ar)/(${UNDECODABLE})`, destination: `/:lang/${MALFORMED_PATH}` },
  { source: `/(${UNDECODABLE})`, destination: `/en/${MALFORMED_PATH}` },
];
