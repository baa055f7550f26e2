import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pageNeedsNonce } from '@/lib/http/page-csp';
import { LANGS, signIn, text, type SeededCustomer, seedOwn } from './helpers';
import { skipOfferPopup } from './support/offers';

/**
 * Issue 8, findings 3, 10, 11 and 14, tried from outside against the production build: bodies,
 * undecodable paths, redirects and the Content-Security-Policy of the pages.
 */

const NONCE_CSP = /script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/;

/**
 * A customer of the file's own, made like the demo customer: signing in records the page's language
 * and opening the bell marks notifications read, and its ready cheque carries its mobile (lookups with
 * a phone count toward the cheque's hourly tries).
 */
let customer: SeededCustomer;
test.beforeAll(async ({ playwright }) => {
  customer = await seedOwn(playwright, 'demo');
});
// The path the lookup opens: the number as the cheque keeps it (E.164), its + escaped.
const readyCheque = () => `${customer.cheques.find((c) => c.status === 'ready')!.id}/${encodeURIComponent(customer.mobile)}`;

test('finding 10: paths whose escapes do not decode answer the not-found page or a 404 {code, message}, never a 500', async ({ request }) => {
  for (const path of ['/%ff', '/en/%ff', '/ar/%ff', '/en/documents/%ff', '/en/offers/%ff', '/en/cheques/%ff', '/_next/%ff', '/%E0%A4%A', '/en/a%']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toContain('text/html');
  }
  for (const path of ['/api/offers/%ff', '/api/%ff', '/api/user/polices/%C0%AF/1/export']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.json(), path).toEqual({ code: 'not_found', message: expect.any(String) });
  }
  // A well-formed escape still reaches its page: an Arabic word is not malformed.
  expect((await request.get('/ar/%D8%B4%D8%B1%D9%88%D8%B7')).status()).toBe(404);
  expect((await request.get('/en/terms')).status()).toBe(200);
});

test('finding 11: redirects name a path, never the address the server is bound to', async ({ request }) => {
  const headers = { host: 'portal.example.com', 'x-forwarded-proto': 'https' };
  const cases: [string, string][] = [
    ['/en/dashboard', '/en/signin-signup?next=%2Fen%2Fdashboard'],
    ['/', '/en'],
    ['/dashboard', '/en/dashboard'],
    ['/api/session/reset?lang=ar', '/ar'],
    ['/en/policy/motor/1/pdf', '/en/signin-signup?next=%2Fen%2Fpolicy%2Fmotor%2F1%2Fpdf'],
  ];
  for (const [path, location] of cases) {
    const res = await request.get(path, { headers, maxRedirects: 0 });
    expect(res.status(), path).toBeGreaterThanOrEqual(300);
    expect(res.status(), path).toBeLessThan(400);
    expect(res.headers().location, path).toBe(location);
  }
});

test('finding 3: a chunked body far over the limit is refused once it passes the limit, not read whole', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // 48 MB offered against a 64 kB limit, produced only as the socket takes it: the answer comes while
  // the socket buffers (about 10 MB on loopback) still hold what was sent, so the sender stops far short.
  let sent = 0;
  const total = 48 * 1024 * 1024;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += 64 * 1024;
      controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
    },
  });
  const upload = new AbortController();
  const res = await fetch(`${origin}/api/email/send`, {
    method: 'POST', body, headers: { 'content-type': 'application/json', origin }, duplex: 'half', signal: upload.signal,
  } as RequestInit);
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ code: 'payload_too_large', message: expect.any(String) });
  expect(sent).toBeLessThan(40 * 1024 * 1024);
  upload.abort();
});

test('finding 14: no prerendered page is one that gets a nonce (it could not carry one)', () => {
  const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as { routes: Record<string, unknown> };
  const prerendered = Object.keys(manifest.routes);
  expect(prerendered).toContain('/en');
  // With a session (the price pages get a nonce only then): none of them may be prerendered either.
  expect(prerendered.filter((path) => pageNeedsNonce(path, { session: true }))).toEqual([]);
});

/** CSP violations the page reports, collected from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) console.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test('finding 14: signed-in pages send a per-request nonce and no unsafe-inline, and still work; the landing keeps its static policy', async ({ page }) => {
  // The first sign-in of a cold server on a busy two-core machine can take more than 30 s.
  test.setTimeout(90_000);
  await skipOfferPopup(page);
  const violations = await watchViolations(page);

  const landing = await page.goto('/en');
  expect(landing?.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");

  // Sign-in loads the dashboard as a new document: its policy is the one that guards the session.
  const dashboard = page.waitForResponse((r) => new URL(r.url()).pathname === '/en/dashboard' && r.request().resourceType() === 'document');
  await signIn(page, 'en', customer.email, customer.password);
  const csp = (await dashboard).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(NONCE_CSP);
  expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');

  // Hydrated and interactive under the policy: the notifications panel opens, a link navigates.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: /^Car\s*\d+ contracts$/ }).click();
  await expect(page).toHaveURL('/en/dashboard/motor');

  // Arabic, another layout: the profile screens.
  const profile = await page.goto('/ar/profile/login-info');
  expect(profile?.headers()['content-security-policy']).toMatch(NONCE_CSP);
  // A nonce per response, not one per server.
  expect(profile?.headers()['content-security-policy']).not.toBe(csp);
  await expect(page.locator('input[type="password"]').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

const scriptPolicy = (csp: string | undefined) => (csp ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? '';

test('the public pages that show one customer\'s data carry a nonce on every script: a looked-up cheque and QR verification', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of [`/en/cheques/${readyCheque()}`, `/ar/cheques/${readyCheque()}`, '/en/policy/qrCode?token=unknown', '/ar/policy/qrCode']) {
    const res = await page.goto(path);
    const csp = res?.headers()['content-security-policy'];
    expect(csp, path).toMatch(NONCE_CSP);
    expect(scriptPolicy(csp), path).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    // Every script of the server's HTML (those loaded later are trusted through 'strict-dynamic').
    const scripts = (await res!.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !tag.includes(` nonce="${nonce}"`)), path).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The cheque's amount is there, drawn under that policy.
  await page.goto(`/en/cheques/${readyCheque()}`);
  await expect(page.locator('bdi', { hasText: '860' })).toBeVisible();

  // The bare form is prerendered without a nonce, so its lookup opens the cheque's own page.
  const bare = await page.goto('/en/cheques');
  expect(scriptPolicy(bare?.headers()['content-security-policy'])).toContain('unsafe-inline');
  const lookedUp = page.waitForResponse((r) => new URL(r.url()).pathname === `/en/cheques/${readyCheque()}` && r.request().resourceType() === 'document');
  const [chequeId, phone] = readyCheque().split('/').map(decodeURIComponent);
  await page.locator('input[name="cheque_id"]').fill(chequeId!);
  await page.locator('input[name="phone"]').fill(phone!);
  await page.locator('form button[type="submit"]').click();
  expect((await lookedUp).headers()['content-security-policy']).toMatch(NONCE_CSP);
  await expect(page.locator('bdi', { hasText: '860' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the price pages carry a nonce on every script for a visitor with a session (a customer\'s birth date prices there), and keep the static policy without one', async ({ page }) => {
  const violations = await watchViolations(page);
  const bare = await page.goto('/en/price/home');
  expect(scriptPolicy(bare?.headers()['content-security-policy'])).toContain('unsafe-inline');
  const origin = new URL(page.url()).origin;
  const login = await page.request.post('/api/user/login', { headers: { origin }, data: { login: customer.email, password: customer.password } });
  expect(login.status()).toBe(200);
  for (const path of ['/en/price/home', '/ar/price/car', '/en/price/travel', '/ar/price/personal-accident']) {
    const res = await page.goto(path);
    const csp = res?.headers()['content-security-policy'];
    expect(csp, path).toMatch(NONCE_CSP);
    expect(scriptPolicy(csp), path).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const scripts = (await res!.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !tag.includes(` nonce="${nonce}"`)), path).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(await violations()).toEqual([]);
});

test('a form pressed before its script runs posts the page afresh: no password or card number lands in the address', async ({ browser }) => {
  // A phone on a slow line shows the server's form before React takes it over; without method="post"
  // the browser would send the form by GET, the password in the query, into histories and logs.
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  for (const lang of LANGS) {
    await page.goto(`/${lang}/signin-signup`);
    await page.getByLabel(text[lang].login).fill(customer.email);
    await page.getByLabel(text[lang].password, { exact: true }).fill(customer.password);
    const sent = page.waitForRequest((r) => r.isNavigationRequest() && r.method() === 'POST');
    await page.getByRole('button', { name: text[lang].signIn }).click();
    expect(new URL((await sent).url()).search).toBe('');
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/${lang}/signin-signup`);
    await expect(page.getByLabel(text[lang].login)).toHaveValue('');
  }
  await page.context().close();
});
