import { expect, test, type APIRequestContext } from '@playwright/test';
import type { GateUser } from '@/lib/access/gate-user';
import { resolveAccess } from '@/lib/access/rules';
import { DEMO_PASSWORD } from './helpers';

// The access rules of spec §4 through the running server, for every route class and account state:
// after each request the visitor is on the screen lib/access/rules.ts names. The middleware runs for a
// visitor without a session cookie only where it has work (middleware.ts); these requests prove the
// rules still hold everywhere, with and without the cookie.

/** One path of each route class (after the language prefix), and a second one where a class has forms. */
const PATHS = [
  '', // landing
  'terms', 'cheques', 'policy/qrCode', // public (the QR check under the protected `policy`)
  'signin-signup', 'forget-password', // login-status
  'dashboard', 'dashboard/motor', 'offers', 'profile', 'create-policy-travel', 'lababak-service', 'car-insurance-renewal', // protected
  'validate-otp',
  'create-lababak-appointment', 'appointment-preview-c', // customer-care
  'account-review',
  'account-suspended',
];
const QUERY: Record<string, string> = { 'policy/qrCode': '?token=made-up-token-123', 'car-insurance-renewal': '?policyId=1', 'appointment-preview-c': '?id=1' };

const complete: GateUser = { type: 'customer', is_verified: true, status: 'complete', black_list: false };
const STATES: { login: string | null; user: GateUser | null }[] = [
  { login: null, user: null },
  { login: 'demo@portal.test', user: complete },
  { login: 'new@portal.test', user: { ...complete, is_verified: false } },
  { login: 'review@portal.test', user: { ...complete, status: 'refer' } },
  { login: 'rejected@portal.test', user: { ...complete, status: 'rejected' } },
  { login: 'blocked@portal.test', user: { ...complete, black_list: true } },
  { login: 'care@portal.test', user: { ...complete, type: 'customerCare' } },
];

async function signedIn(request: APIRequestContext, login: string, baseURL: string) {
  const res = await request.post('/api/user/login', { headers: { origin: new URL(baseURL).origin }, data: { login, password: DEMO_PASSWORD } });
  expect(res.status(), `${login} signs in`).toBe(200);
}

for (const { login, user } of STATES) {
  test(`${login ?? 'a visitor'} is let through or sent on as the access rules say, on every route class`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    if (login) await signedIn(request, login, baseURL!);
    const landed: string[] = [];
    const expected: string[] = [];
    for (const lang of ['en', 'ar']) {
      for (const path of PATHS) {
        const res = await request.get(`/${lang}${path ? `/${path}` : ''}${QUERY[path] ?? ''}`);
        const url = new URL(res.url());
        landed.push(`${lang}/${path} → ${url.pathname}`);
        const target = resolveAccess(path, user);
        expected.push(`${lang}/${path} → /${lang}${target !== null ? `/${target}` : path ? `/${path}` : ''}`);
        expect(res.status(), `${lang}/${path}`).toBeLessThan(500);
      }
    }
    // A path without the language prefix gets it first, then the same rules.
    const bare = await request.get('/dashboard');
    landed.push(`dashboard (no prefix) → ${new URL(bare.url()).pathname}`);
    expected.push(`dashboard (no prefix) → /en/${resolveAccess('dashboard', user) ?? 'dashboard'}`);
    expect(landed).toEqual(expected);
    await request.dispose();
  });
}

test('the root sends a visitor to the English landing and a signed-in customer to the dashboard', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  expect(new URL((await request.get('/')).url()).pathname).toBe('/en');
  await signedIn(request, 'demo@portal.test', baseURL!);
  expect(new URL((await request.get('/')).url()).pathname).toBe('/en/dashboard');
  await request.dispose();
});
