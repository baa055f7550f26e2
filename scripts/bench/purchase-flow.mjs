/**
 * `npm run bench -- --purchase`: one travel purchase in a browser, from the landing page's Buy to the
 * issued contract, with the demo account and the demo payment page, counting what reached the
 * portal's server on the way:
 *   - page renders: document navigations, and React Server Component requests (`RSC: 1` header or an
 *     `_rsc` parameter; prefetches counted apart), as the browser sent them to the portal;
 *   - backend calls: the browser's calls to the BFF (/api/…), by path, and the server's own calls
 *     while rendering pages (its 'render call' log lines);
 *   - quotes held: the distinct quotation ids the quotation endpoints answered.
 * On the summary the customer goes back to the package step once and comes back (comparing prices),
 * as a customer does. Counted per stage and in total; printed and returned.
 * The portal served is `dir`'s build (.next), so the same walk can run against another worktree's
 * build (`--dir <path>` on scripts/bench.mjs).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serve, stop } from './servers.mjs';

const DEMO = { login: 'demo@portal.test', password: 'Demo1234' };
const CARD = { number: '4111 1111 1111 1111', expiry: '1239', cvc: '123', holder: 'Omar Haddad' };
const QUOTE_PATHS = /^\/api\/(travel\/quotation|travel\/quotationlowcost|home\/quotation|guard\/quote|car\/renewal\/quotation)$/;

const emptyCount = () => ({ documents: 0, rsc: 0, prefetches: 0, api: 0, renderCalls: 0, apiPaths: {}, renders: [] });

/** A day `days` from now as the date field takes it (yyyy-MM-dd). */
const dayIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signIn(base) {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST', headers: { origin: base, 'content-type': 'application/json' }, body: JSON.stringify(DEMO),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
}

/** The walk itself; `stage(name)` closes the counts of the stage before. */
async function travelPurchase(page, base, stage) {
  const popup = page.waitForResponse((r) => r.url().includes('/api/offer-popup'), { timeout: 10_000 }).catch(() => null);
  await page.goto(`${base}/en`);
  await page.locator('a[href="/en/create-policy-travel"]').first().waitFor();
  // The offer of the day may open over the page: the customer closes it first.
  await popup;
  await page.waitForTimeout(300);
  if (await page.locator('dialog[open]').count()) {
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
  }
  await stage('landing (signed in)');

  await page.locator('a[href="/en/create-policy-travel"]').first().click();
  await page.getByLabel('Country you travel to').waitFor();
  await stage('Buy → trip');

  await page.getByLabel('Country you travel to').selectOption('TR');
  await page.getByLabel('First day of the trip', { exact: true }).fill(dayIn(10));
  await page.getByLabel('Trip length in days', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('radio', { name: 'Just me' }).waitFor();
  await stage('trip → travellers');

  await page.getByRole('radio', { name: 'Just me' }).check();
  // A passport of this run only: no contract of an earlier run overlaps it.
  await page.getByLabel('Passport number', { exact: true }).fill(`B${String(Date.now()).slice(-7)}`);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByTestId('price-sky').filter({ hasText: /\d/ }).waitFor();
  await page.getByTestId('price-sky-plus').filter({ hasText: /\d/ }).waitFor();
  await stage('travellers → package (prices)');

  await page.locator('input[name="program"][value="sky"]').check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByTestId('quote-total').filter({ hasText: /\d/ }).waitFor();
  await stage('package → summary (quote)');

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByTestId('price-sky').filter({ hasText: /\d/ }).waitFor();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByTestId('quote-total').filter({ hasText: /\d/ }).waitFor();
  await stage('summary → package → summary');

  await page.getByTestId('terms-acceptance').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await page.waitForURL(/\/pay\//);
  await page.getByTestId('pay-amount').filter({ hasText: /\d/ }).waitFor();
  await stage('Pay → payment page');

  await page.getByLabel('Card number', { exact: true }).fill(CARD.number);
  await page.getByLabel('Expiry date', { exact: true }).fill(CARD.expiry);
  await page.getByLabel('CVC', { exact: true }).fill(CARD.cvc);
  await page.getByLabel('Name on the card', { exact: true }).fill(CARD.holder);
  await page.getByRole('button', { name: /^Pay JOD/ }).click();
  await page.waitForURL(/\/payment-result\?paymentId=/);
  await page.getByTestId('contract-number').filter({ hasText: /^P-TRV-/ }).waitFor({ timeout: 20_000 });
  const contract = await page.getByTestId('contract-number').textContent();
  await stage('card → issued contract');
  return contract;
}

/**
 * Serves `dir`'s build on `port` with a fresh data folder, walks one travel purchase and counts.
 * Resolves { contract, stages: [{ name, ...counts }], total, quotesHeld }.
 */
export async function purchaseFlow({ dir, port, chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium', label = dir }) {
  const dataDir = path.join(dir, `.data/bench-purchase-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  const portal = await serve({ name: 'portal', dir, port, server: 'server.mjs', env: { DATA_DIR: dataDir } }, '/api/offers');
  let renderCalls = 0;
  portal.child.stdout.on('data', (chunk) => {
    renderCalls += String(chunk).split('\n').filter((line) => line.includes('"msg":"render call')).length;
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ timezoneId: 'Asia/Amman', locale: 'en-GB' });
    await context.addCookies(await signIn(portal.base));
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);

    let current = emptyCount();
    let renderCallsBefore = renderCalls;
    const quoteIds = new Set();
    // allHeaders, not headers: the RSC and prefetch headers are not among the provisional ones.
    const pending = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== portal.base) return;
      const counted = request.allHeaders().then((headers) => {
        if (request.isNavigationRequest() && request.resourceType() === 'document') {
          current.documents += 1;
          current.renders.push(`${url.pathname}${url.search} (document)`);
        } else if (headers.rsc === '1' || url.searchParams.has('_rsc')) {
          if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) current.prefetches += 1;
          else {
            current.rsc += 1;
            current.renders.push(`${url.pathname}${url.search.replace(/[?&]_rsc=[^&]*/, '')}`);
          }
        } else if (url.pathname.startsWith('/api/')) {
          current.api += 1;
          const key = `${request.method()} ${url.pathname.replace(/\/[0-9a-f-]{36}(?=\/|$)/g, '/{id}')}`;
          current.apiPaths[key] = (current.apiPaths[key] ?? 0) + 1;
        }
      }, () => undefined).finally(() => pending.delete(counted));
      pending.add(counted);
    });
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.origin !== portal.base || !QUOTE_PATHS.test(url.pathname) || !response.ok()) return;
      const body = await response.json().catch(() => null);
      if (body?.quotation_id) quoteIds.add(body.quotation_id);
    });

    const stages = [];
    // Each stage waits a moment for the requests and log lines it caused, so they are counted in it.
    const stage = async (name) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await Promise.all([...pending]);
      stages.push({ name, ...current, renderCalls: renderCalls - renderCallsBefore });
      current = emptyCount();
      renderCallsBefore = renderCalls;
    };
    const contract = await travelPurchase(page, portal.base, stage);

    const counted = stages.slice(1); // from Buy on: the landing page is where the customer starts
    const total = emptyCount();
    for (const s of counted) {
      for (const k of ['documents', 'rsc', 'prefetches', 'api', 'renderCalls']) total[k] += s[k];
      for (const [p, n] of Object.entries(s.apiPaths)) total.apiPaths[p] = (total.apiPaths[p] ?? 0) + n;
      total.renders.push(...s.renders);
    }
    const result = { label, contract, stages, total, quotesHeld: quoteIds.size };
    printPurchase(result);
    return result;
  } finally {
    await browser.close();
    await stop(portal.child);
  }
}

export function printPurchase({ label, contract, stages, total, quotesHeld }) {
  console.log(`\ntravel purchase, Buy → issued contract (${label}): ${contract}`);
  console.log('stage                              documents  rsc  prefetch  api  render calls');
  for (const s of [...stages, { name: 'total from Buy', ...total }]) {
    console.log(`${s.name.padEnd(34)} ${String(s.documents).padStart(9)} ${String(s.rsc).padStart(4)} ${String(s.prefetches).padStart(9)} ${String(s.api).padStart(4)} ${String(s.renderCalls).padStart(13)}`);
  }
  console.log(`server page renders (documents + RSC, prefetches apart): ${total.documents + total.rsc} (+${total.prefetches} prefetches)`);
  console.log(`backend calls: ${total.api} from the browser (BFF) + ${total.renderCalls} while rendering`);
  for (const [p, n] of Object.entries(total.apiPaths).sort()) console.log(`  ${String(n).padStart(3)} × ${p}`);
  console.log(`pages rendered by the server: ${total.renders.join(', ')}`);
  console.log(`quotes held: ${quotesHeld}`);
}
