import { expect, test, type Browser, type Page } from '@playwright/test';
import { asUser, expectCleanScreen, type SeededCustomer, seedOwn } from './helpers';
import { skipOfferPopup } from './support/offers';
import { fm, m, myContracts } from './support/purchase';

/**
 * Renewals the web refuses, as customers of the file's own made like renewals@, barred@ and demo@
 * (signing in records the language used, so even reading would change the demo accounts):
 * window, the four popups, barred.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const own = {} as Record<'renewals' | 'barred' | 'demo', SeededCustomer>;
test.beforeAll(async ({ playwright }) => {
  for (const template of ['renewals', 'barred', 'demo'] as const) own[template] = await seedOwn(playwright, template);
});

/** A page of its own, signed in as the customer (once per file: asUser), on its dashboard. */
async function open(browser: Browser, customer: SeededCustomer): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await skipOfferPopup(page);
  await asUser(page, customer.email, customer.password);
  await page.goto('/en/dashboard');
  return page;
}

test('the cards of renewals@ offer no Renew the web would refuse: the day the window opens, each company-only reason, expired (ar, en)', async ({ browser }) => {
  const page = await open(browser, own.renewals);
  const contracts = await myContracts(page);
  const card = (n: string) => page.locator(`article[data-contract="${own.renewals.contracts[n]!.number}"]`);
  for (const lang of ['ar', 'en'] as const) {
    await page.goto(`/${lang}/dashboard/motor`);
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: new RegExp(`^${m(lang, 'contracts.renewal.renewLabel').replace(' {number}', '')}`) })).toHaveCount(0);
    const camry = contracts.find((c) => c.contract_number === own.renewals.contracts['601']!.number)!;
    const opens = new Date(Date.parse(`${camry.expiry}T00:00:00Z`) - 45 * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('-');
    await expect(card('601')).toContainText(opens);
    for (const [n, reason] of [['602', 'blacklist'], ['603', 'carType'], ['604', 'claim'], ['605', 'bank']] as const) {
      await expect(card(n).getByTestId('company-only')).toContainText(m(lang, `contracts.renewal.reason.${reason}`));
      await expect(card(n).getByRole('link', { name: m(lang, 'contracts.renewal.contactLink') })).toHaveAttribute('href', `/${lang}/dashboard/contact-us`);
    }
    await expect(card('606').getByTestId('company-only')).toContainText(fm(lang, 'contracts.renewal.reason.expired', { days: 30 }));
  }
  await expectCleanScreen(page);
  await page.context().close();
});

test('46 days before expiry: the window message with the date it opens (ar)', async ({ browser }) => {
  const page = await open(browser, own.renewals);
  const contracts = await myContracts(page);
  const camry = contracts.find((c) => c.contract_number === own.renewals.contracts['601']!.number)!;
  await page.goto(`/ar/car-insurance-renewal?policyId=${camry.id}`);
  await expect(page.getByRole('heading', { name: m('ar', 'renewal.tooEarly') })).toBeVisible();
  const opens = new Date(Date.parse(`${camry.expiry}T00:00:00Z`) - 45 * 86_400_000);
  const shown = `${String(opens.getUTCDate()).padStart(2, '0')}-${String(opens.getUTCMonth() + 1).padStart(2, '0')}-${opens.getUTCFullYear()}`;
  await expect(page.getByTestId('window-opens')).toContainText(shown);
  await expectCleanScreen(page);

  // Each company-only condition shows its popup with the contact actions.
  const reasons = [['602', 'blacklist'], ['603', 'carType'], ['604', 'claim'], ['605', 'bank']] as const;
  for (const [n, reason] of reasons) {
    const lang = reason === 'claim' ? 'ar' : 'en';
    const c = contracts.find((p) => p.contract_number === own.renewals.contracts[n]!.number)!;
    await page.goto(`/${lang}/car-insurance-renewal?policyId=${c.id}`);
    const dialog = page.getByRole('dialog', { name: m(lang, 'renewal.companyOnlyTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(m(lang, `contracts.renewal.reason.${reason}`));
    await expect(dialog.getByRole('link', { name: m(lang, 'renewal.contactUs') })).toBeVisible();
    if (reason === 'bank' || reason === 'claim') await expectCleanScreen(page);
  }
  await page.context().close();
});

test('a car contract expired 12 days ago is renewed from its card, the new year starting today (ar)', async ({ browser }) => {
  const page = await open(browser, own.demo);
  await page.goto('/ar/dashboard/motor');
  const kia = page.getByRole('article', { name: /كيا سبورتاج/ });
  await kia.getByRole('link', { name: m('ar', 'contracts.renewal.renew') }).click();
  await expect(page).toHaveURL(/\/ar\/car-insurance-renewal\?policyId=\d+$/);
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Amman', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()).replaceAll('/', '-');
  await expect(page.getByTestId('new-period')).toContainText(new RegExp(`^من ${today} إلى `));
  await expect(page.getByText(m('ar', 'renewal.expiredOn'))).toBeVisible();
  await expectCleanScreen(page);
  await page.context().close();
});

test('a customer barred from web issuing is told they cannot renew through the web app', async ({ browser }) => {
  const page = await open(browser, own.barred);
  const [accent] = await myContracts(page);
  // Upfront, on the card and the contract page: no Renew, the reason and the way to the company.
  for (const lang of ['en', 'ar'] as const) {
    for (const path of [`/${lang}/dashboard/motor`, `/${lang}/policy/motor/${accent!.id}`]) {
      await page.goto(path);
      const box = page.getByTestId('company-only');
      await expect(box).toContainText(m(lang, 'contracts.renewal.blockedTitle'));
      await expect(box).toContainText(m(lang, 'contracts.renewal.reason.barred'));
      await expect(box.getByRole('link', { name: m(lang, 'contracts.renewal.contactLink') })).toHaveAttribute('href', `/${lang}/dashboard/contact-us`);
      await expect(page.getByRole('link', { name: new RegExp(`^${m(lang, 'contracts.renewal.renew')}`) })).toHaveCount(0);
    }
    await page.goto(`/${lang}/dashboard/motor`);
    await expectCleanScreen(page);
  }
  await page.goto(`/en/car-insurance-renewal?policyId=${accent!.id}`);
  await expect(page.getByRole('heading', { name: 'You cannot renew this insurance contract through the web app' })).toBeVisible();
  await expect(page.getByRole('link', { name: m('en', 'purchase.refusal.contactUs') })).toBeVisible();
  // A renewal address without a contract (or with a malformed one) opens the car contracts to choose from.
  for (const query of ['', '?policyId=abc']) {
    await page.goto(`/ar/car-insurance-renewal${query}`);
    await expect(page).toHaveURL(/\/ar\/dashboard\/motor$/);
    await expect(page.getByText(accent!.contract_number)).toBeVisible();
  }
  // Another customer's renewal link, opened while signed in as someone else.
  await page.goto(`/en/renewal?token=${own.demo.renewalTokens.expired}`);
  await expect(page.getByRole('heading', { name: m('en', 'renewal.otherCustomer') })).toBeVisible();
  await page.context().close();
});

test('the request endpoints answer bad bodies, fake and oversized images with 400/413 {code, message}, never 500', async ({ browser }) => {
  const page = await open(browser, own.renewals);
  const headers = { origin: new URL(page.url()).origin };
  const fake = await page.request.post('/api/uploads?purpose=driving-licence', {
    headers: { ...headers, 'content-type': 'image/jpeg', 'x-file-name': 'licence.jpg' }, data: Buffer.from('just some text, not a picture'),
  });
  expect(fake.status()).toBe(400);
  expect(await fake.json()).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  const big = await page.request.post('/api/uploads?purpose=vehicle-licence', {
    headers: { ...headers, 'content-type': 'image/png', 'x-file-name': 'big.png' }, data: Buffer.alloc(10 * 1024 * 1024 + 10, 1),
  });
  expect([400, 413]).toContain(big.status());
  expect((await big.json()).code).toEqual(expect.any(String));
  const bodies: [string, unknown][] = [
    ['/api/email/motor-form', { car: { make: 'x' } }],
    ['/api/email/motor-form', { car: { make: 'toyota', model: 'corolla', engine_type: 'petrol', production_year: 2020, valuation: 9000 }, contact: { name: 'A B C D', phone: '0790000008' }, licence_front: 'x', licence_back: 'y', registration: ['z'] }],
    ['/api/email/motor-form', '{"car":'],
    ['/api/email/medical-form', { main: {}, members: [] }],
    ['/api/email/medical-form', [1, 2, 3]],
    ['/api/car/quotation', { make: 'toyota', model: 'elantra', engine_type: 'petrol', production_year: 2020, valuation: 9000 }],
    ['/api/car/quotation', { answers: { cover: 'third-party', use: 'private', vehicle_type: 'car', size: 'cc-1600' }, vehicle: { make: 'toyota', model: 'corolla', production_year: 2020, plate_number: 'AB\u0000' }, licence_front: 'x', licence_back: 'y', registration: [] }],
    ['/api/car/renewal/quotation', { policy_id: 'abc' }],
    ['/api/renewal/link/quotation', { token: 'short' }],
  ];
  for (const [path, body] of bodies) {
    const res = await page.request.post(path, { headers: { ...headers, 'content-type': 'application/json' }, data: typeof body === 'string' ? body : JSON.stringify(body) });
    expect(res.status(), path).toBe(400);
    expect(await res.json()).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  }
  await page.context().close();
});
