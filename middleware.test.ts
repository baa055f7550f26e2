/**
 * @jest-environment node
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { unstable_doesMiddlewareMatch as matches } from 'next/experimental/testing/server';
import { classifyRoute, needsUser } from '@/lib/access/routes';
import { LOCALES } from '@/lib/config/business';
import { SESSION_COOKIE } from '@/lib/config/security';
import { pageNeedsNonce } from '@/lib/http/page-csp';
import { config } from './middleware';

/** The first path segment of every page and route handler under app/[lang], route groups left out. */
function appFirstSegments(dir = path.join(__dirname, 'app', '[lang]'), found = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    if (/^\(.*\)$/.test(name)) appFirstSegments(full, found);
    else if (!name.startsWith('[')) found.add(name);
  }
  return found;
}

const segments = [...appFirstSegments()];
const visitor = (url: string) => matches({ config, url });
const withCookie = (url: string) => matches({ config, url, cookies: { [SESSION_COOKIE]: 'sealed' } });

it('finds the app routes it checks', () => {
  expect(segments).toEqual(expect.arrayContaining(['dashboard', 'cheques', 'signin-signup', 'create-lababak-appointment', 'dev']));
});

it('runs on every page for a request with a session cookie', () => {
  for (const lang of LOCALES) {
    for (const url of ['/', `/${lang}`, ...segments.map((s) => `/${lang}/${s}`), ...segments.map((s) => `/${lang}/${s}/x/y`)]) {
      expect([url, withCookie(url)]).toEqual([url, true]);
    }
  }
});

it('runs for a visitor wherever the access rules send them on or a page needs a nonce', () => {
  for (const lang of LOCALES) {
    for (const segment of segments) {
      for (const url of [`/${lang}/${segment}`, `/${lang}/${segment}/123`]) {
        const needed = needsUser(classifyRoute(url.slice(lang.length + 2))) || pageNeedsNonce(url);
        if (needed) expect([url, visitor(url)]).toEqual([url, true]);
      }
    }
  }
});

it('skips a visitor on the public pages with a language prefix, where it has nothing to do', () => {
  const publicPages = segments.filter((s) => !needsUser(classifyRoute(s)) && !pageNeedsNonce(`/en/${s}`) && s !== 'policy');
  expect(publicPages).toEqual(expect.arrayContaining(['cheques', 'signin-signup', 'terms', 'forget-password', 'reset-password']));
  for (const lang of LOCALES) {
    for (const url of [`/${lang}`, `/${lang}/`, ...publicPages.map((s) => `/${lang}/${s}`)]) {
      expect([url, visitor(url)]).toEqual([url, false]);
    }
  }
});

it('runs for a visitor on the root and on paths without a language prefix', () => {
  for (const url of ['/', '/dashboard', '/cheques', '/english', '/arabic/terms', '/fr/terms']) {
    expect([url, visitor(url)]).toEqual([url, true]);
  }
});

it('never runs on the BFF, Next files or assets', () => {
  for (const url of ['/api/user/current', '/_next/static/chunks/a.js', '/favicon.ico', '/fonts/x.woff2']) {
    expect([url, withCookie(url), visitor(url)]).toEqual([url, false, false]);
  }
});
