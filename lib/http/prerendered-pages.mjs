// The build's prerendered pages (landing, sign-in, cheque lookup, terms, password pages: the pages a
// visitor from an SMS or a search lands on), served from memory by the portal's server before Next
// sees the request. Next sends these files as they are, but gzips each again on every request and
// passes it through its router first. Here each page is read and compressed once, when the server
// starts (compressed.mjs), and sent only where Next would have sent that same file untouched:
//
// - a GET or HEAD of the page's exact path, without a query (`?_rsc=` and other queries go to Next);
// - not a request of the client router (the headers Next varies these pages on: `rsc`, `next-router-*`);
// - not one the middleware would see: a page that any unconditional matcher of the build's
//   middleware covers is never served here, and one that a conditional matcher covers (the session
//   cookie's) only to a request that does not meet the condition;
// - no redirect, rewrite or header rule of next.config covers it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compressedBody, sendCompressed } from './compressed.mjs';
import { securityHeaders } from './security-headers.mjs';

/** The headers portal-server.mjs sets itself on every response (security-headers.mjs). */
const OWN_HEADERS = new Set(securityHeaders({ https: true }).map(([key]) => key.toLowerCase()));

/** The client router's headers: Next answers them with other content (an RSC payload, a redirect). */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A matcher of the build's middleware, its patterns compiled once. */
function compileMatcher(matcher) {
  const condition = (c) => ({ ...c, pattern: c.value === undefined ? null : new RegExp(`^${c.value}$`) });
  return { path: new RegExp(matcher.regexp), has: (matcher.has ?? []).map(condition), missing: (matcher.missing ?? []).map(condition) };
}

/** Whether a request meets a `has` or `missing` condition of a matcher; null for a kind not read here. */
function meets(req, condition) {
  let value;
  if (condition.type === 'header') value = req.headers[condition.key.toLowerCase()];
  else if (condition.type === 'cookie') value = cookieValue(req.headers.cookie, condition.key);
  else return null;
  if (value === undefined) return false;
  return !condition.pattern || condition.pattern.test(String(value));
}

function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Whether the middleware would run for this request of `pathname` (unknown condition kinds count as yes). */
function middlewareRuns(matchers, pathname, req) {
  return matchers.some((matcher) => {
    if (!matcher.path.test(pathname)) return false;
    const has = matcher.has.map((c) => meets(req, c));
    const missing = matcher.missing.map((c) => meets(req, c));
    return has.every((met) => met !== false) && missing.every((met) => met !== true);
  });
}

/**
 * The pages of a production build (`nextDir`, the `.next` folder) that can be served from memory:
 * fully static (no revalidation), written as HTML with status 200, and not covered by a redirect,
 * rewrite or header rule.
 */
export function loadPrerenderedPages(nextDir) {
  const manifest = readJson(path.join(nextDir, 'prerender-manifest.json'));
  const routes = readJson(path.join(nextDir, 'routes-manifest.json'));
  const functions = path.join(nextDir, 'server/functions-config-manifest.json');
  const matchers = (existsSync(functions) ? (readJson(functions).functions?.['/_middleware']?.matchers ?? []) : []).map(compileMatcher);
  // next.config's header rule of the security headers is covered: this server sets the same ones on every response it sends.
  const headerRules = (routes.headers ?? []).filter((rule) => !(Array.isArray(rule.headers) && rule.headers.every((h) => OWN_HEADERS.has(String(h.key).toLowerCase()))));
  const rules = [...(routes.redirects ?? []), ...headerRules, ...Object.values(routes.rewrites ?? {}).flat()];
  const pages = new Map();
  for (const [route, info] of Object.entries(manifest.routes ?? {})) {
    if (info.initialRevalidateSeconds !== false) continue;
    const html = path.join(nextDir, 'server/app', `${route}.html`);
    const metaFile = path.join(nextDir, 'server/app', `${route}.meta`);
    if (!existsSync(html) || !existsSync(metaFile)) continue;
    const meta = readJson(metaFile);
    if ((meta.status ?? 200) !== 200) continue;
    if (rules.some((rule) => rule.regex && new RegExp(rule.regex).test(route))) continue;
    if (matchers.some((m) => !m.has.length && !m.missing.length && m.path.test(route))) continue;
    pages.set(route, compressedBody(readFileSync(html)));
  }
  return { pages, matchers };
}

/**
 * `serve(req, res)` answers a visitor's request of a prerendered page (see above) and returns true;
 * it returns false, and leaves the request to Next, for anything else.
 */
export function prerenderedPages(nextDir) {
  const { pages, matchers } = loadPrerenderedPages(nextDir);
  return function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const body = pages.get(req.url ?? '');
    if (!body) return false;
    if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
    if (middlewareRuns(matchers, req.url, req)) return false;
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // What Next sends with these pages.
    res.setHeader('Cache-Control', 's-maxage=31536000');
    res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
    sendCompressed(req, res, body);
    return true;
  };
}
