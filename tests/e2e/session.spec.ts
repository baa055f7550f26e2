import { expect, test } from '@playwright/test';
import { expectCleanScreen, latestCode, signIn, signUpByApi, text, type SeededCustomer, seedOwn } from './helpers';
import { skipOfferPopup } from './support/offers';

// The dashboard's offer popup is modal: these tests are about the session, so it counts as seen.
test.beforeEach(({ page }) => skipOfferPopup(page));

/**
 * Where each demo account lands (spec §4), signed in in the account's own language: signing in records
 * the language used, and these accounts are only read. The other tests sign in, fail to and sign out
 * as a customer of the file's own, made like the demo customer.
 */
const landing = {
  'demo@portal.test': ['ar', '/dashboard'],
  'new@portal.test': ['en', '/validate-otp'],
  'review@portal.test': ['en', '/account-review'],
  'rejected@portal.test': ['en', '/account-suspended'],
  'blocked@portal.test': ['en', '/account-suspended'],
  'care@portal.test': ['en', '/create-lababak-appointment'],
} as const;

let own: SeededCustomer;
test.beforeAll(async ({ playwright }) => {
  own = await seedOwn(playwright, 'demo');
});

for (const [email, [lang, path]] of Object.entries(landing)) {
  test(`${email} signs in and lands where the access rules say (${path})`, async ({ page }) => {
    await signIn(page, lang, email);
    // The staff home's booking flow adds its first step to the address once the page is alive.
    await expect(page).toHaveURL(new RegExp(`/${lang}${path}(\\?step=contract)?$`));
  });
}

test('signing in returns to the page that was asked for', async ({ page }) => {
  await page.goto('/ar/dashboard');
  await expect(page).toHaveURL(/\/ar\/signin-signup\?next=/);
  await page.getByLabel(text.ar.login).fill(own.email);
  await page.getByLabel(text.ar.password, { exact: true }).fill(own.password);
  await page.getByRole('button', { name: text.ar.signIn }).click();
  await expect(page).toHaveURL('/ar/dashboard');
  await expect(page.getByRole('heading', { name: 'أهلاً بك، عمر' })).toBeVisible();
});

test('a next parameter pointing at another site is ignored', async ({ page }) => {
  await signIn(page, 'en', own.email, own.password, '/en/signin-signup?next=%2F%2Fevil.example%2Fen');
  await expect(page).toHaveURL('/en/dashboard');
});

test('a wrong password gets one generic message', async ({ page }) => {
  await page.goto('/en/signin-signup');
  // A failed sign-in counts toward the account's lockout: the file's own customer's.
  await page.getByLabel(text.en.login).fill(own.email);
  await page.getByLabel(text.en.password, { exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: text.en.signIn }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Wrong e-mail, mobile number or password');
});

test('/ sends a signed-in customer to the dashboard, and logout ends the session', async ({ page }) => {
  await signIn(page, 'en', own.email, own.password);
  await page.goto('/');
  await expect(page).toHaveURL('/en/dashboard');
  await page.getByRole('button', { name: text.en.logout }).first().click();
  await expect(page).toHaveURL('/en');
  await page.goto('/en/dashboard');
  await expect(page).toHaveURL(/\/en\/signin-signup/);
});

test('a new unverified user asks for a code, reads it in the outbox, and is verified', async ({ page }) => {
  const { mobile } = await signUpByApi(page, { verify: false });
  await page.goto('/ar/dashboard');
  await expect(page).toHaveURL('/ar/validate-otp');
  // Sign-up sent a code: the screen says where it went, and a new one waits for its minute.
  await expect(page.getByTestId('otp-state')).toContainText('أرسلنا رمزاً من 4 أرقام برسالة نصية إلى');
  await expect(page.getByRole('button', { name: 'أرسل رمزاً جديداً' })).toBeDisabled();

  // The outbox page lists the code sent to the number.
  const code = await latestCode(page.request, mobile);
  const outboxPage = await page.context().newPage();
  await outboxPage.goto('/ar/dev/outbox');
  await expect(outboxPage.getByText(mobile).first()).toBeVisible();
  await expect(outboxPage.getByText(code).first()).toBeVisible();
  // Each message says what became of it: in the demo, nothing leaves.
  await expect(outboxPage.getByText('بانتظار الإرسال: هذا العرض التجريبي لا يرسل شيئاً').first()).toBeVisible();
  await expectCleanScreen(outboxPage);
  await outboxPage.goto('/en/dev/outbox');
  await expect(outboxPage.getByText('Waiting here: this demo sends nothing').first()).toBeVisible();
  await expectCleanScreen(outboxPage);
  await outboxPage.close();

  // Arabic-Indic digits are accepted.
  const arabicDigits = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  await page.getByLabel(text.ar.code).fill(arabicDigits);
  await page.getByRole('button', { name: text.ar.verify, exact: true }).click();
  await expect(page).toHaveURL('/ar/dashboard');
});

test('the BFF refuses unknown endpoints and cross-origin writes', async ({ request }) => {
  expect((await request.get('/api/not/an/endpoint')).status()).toBe(404);
  const res = await request.post('/api/user/login', {
    headers: { origin: 'https://evil.example' },
    data: { login: own.email, password: own.password },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ code: 'forbidden_origin' });
});

test('a client\'s X-Forwarded-Host does not make another site\'s origin ours', async ({ request }) => {
  const res = await request.post('/api/user/login', {
    headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    data: { login: own.email, password: own.password },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ code: 'forbidden_origin' });
});

test('opening /api/session/reset does not sign a customer out', async ({ page }) => {
  await signIn(page, 'en', own.email, own.password);
  // The session is alive, so opening the address (as a link or an image anywhere could) changes nothing.
  await page.goto('/api/session/reset?lang=ar');
  await expect(page).toHaveURL('/ar/dashboard');
  await page.goto('/en/dashboard');
  await expect(page).toHaveURL('/en/dashboard');
  expect((await page.context().cookies()).find((c) => c.name === 'portal_session')).toBeDefined();
});

test('bad input to the BFF gets 400 {code, message}, never a 500', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  for (const data of ['{', '[]', '{"login": 5}', JSON.stringify({ login: 'x'.repeat(70_000), password: 'y' })]) {
    const res = await request.post('/api/user/login', { headers: { origin, 'content-type': 'application/json' }, data });
    expect([400, 413]).toContain(res.status());
    expect(await res.json()).toHaveProperty('code');
  }
});

test('a cookie whose session the backend has ended is cleared instead of looping', async ({ page, context }) => {
  await signIn(page, 'en', own.email, own.password);
  const stale = (await context.cookies()).find((c) => c.name === 'portal_session');
  expect(stale?.httpOnly).toBe(true);
  expect(stale?.sameSite).toBe('Lax');
  await page.getByRole('button', { name: text.en.logout }).first().click();
  await expect(page).toHaveURL('/en');
  await context.addCookies([stale!]);
  await page.goto('/en/dashboard');
  await expect(page).toHaveURL('/en');
  expect((await context.cookies()).find((c) => c.name === 'portal_session')).toBeUndefined();
});

test('the landing opens the sign-up tab in the page (the query is read after a client navigation too)', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/en\/signin-signup\?mode=signup/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /./ }).getByRole('link', { name: 'Create an account' })).toHaveAttribute('aria-current', 'page');
});
