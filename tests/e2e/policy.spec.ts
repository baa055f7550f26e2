import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { asUser, customerOfFile, expectCleanScreen, LANGS, seedCustomer, type SeededCustomer } from './helpers';
import { pdfInfoString } from './support/pdf-meta';
import { myContract, policyText, shownDate } from './support/policy';
import { skipOfferPopup } from './support/offers';

// The dashboard's offer popup is a modal: tests about other things count it as seen.
test.beforeEach(({ page }) => skipOfferPopup(page));

// The spec's own customer, made like demo@ (same names, contracts 101-104, …) under numbers and plates
// of its own; made by the file's first test and only read afterwards.
async function signedInCustomer(page: Page): Promise<SeededCustomer> {
  const customer = await customerOfFile(page.request, 'demo');
  await asUser(page, customer.email, customer.password);
  return customer;
}

for (const lang of LANGS) {
  const t = policyText[lang];

  test(`${lang}: a contract page shows its fields, downloads its PDF, and the PDF's QR link verifies it`, async ({ page, browser }) => {
    const customer = await signedInCustomer(page);
    const motor = await myContract(page, customer.contracts['101']!.id);
    await page.goto(`/${lang}/policy/motor/${motor.id}`);

    await expect(page.getByRole('heading', { level: 1 })).toContainText(motor.contract_number);
    await expect(page.getByText(shownDate(motor.expiry)).first()).toBeVisible();
    // The insured sum among the fields (the covers list below names it again as their limits).
    await expect(page.locator('dl').getByText(t.amount).first()).toBeVisible();
    // The product by name in the header and the fields, never its segment code; the plate in the fields, no internal document id.
    await expect(page.locator('dl').getByText(customer.contracts['101']!.plate!)).toBeVisible();
    await expect(page.getByText(t.product).first()).toBeVisible();
    await expect(page.locator('dl').getByText(t.product)).toBeVisible();
    await expect(page.locator('main')).not.toContainText('MC-COMP');
    await expect(page.locator('main')).not.toContainText('DOC-MOT-101');
    await expect(page.getByRole('status').filter({ hasText: t.warning })).toBeVisible();
    await expect(page.getByRole('link', { name: t.back })).toHaveAttribute('href', `/${lang}/dashboard/motor`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.download }).click()]);
    expect(download.suggestedFilename()).toBe(`contract-${motor.contract_number}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const verifyUrl = pdfInfoString(pdf, 'Subject');
    expect(verifyUrl).toMatch(new RegExp(`^http://[^/]+/${lang}/policy/qrCode\\?token=[\\w-]+$`));

    const stranger = await browser.newContext();
    try {
      const visitor = await stranger.newPage();
      await visitor.goto(verifyUrl ?? '');
      await expect(visitor.getByRole('heading', { name: t.valid })).toBeVisible();
      await expect(visitor.getByText(t.masked)).toBeVisible();
      await expect(visitor.getByText(motor.contract_number)).toBeVisible();
      await expectCleanScreen(visitor);
    } finally {
      await stranger.close();
    }
  });

  test(`${lang}: an expired contract's code shows expired, a made-up or missing one unknown`, async ({ page, browser }) => {
    const customer = await signedInCustomer(page);
    const expired = await myContract(page, customer.contracts['103']!.id);
    const res = await page.request.get(`/api/user/polices/motor/${expired.id}/export`);
    expect(res.ok()).toBe(true);
    const link = pdfInfoString(Buffer.from((await res.json()).data, 'base64'), 'Subject') ?? '';
    const token = new URL(link, 'http://x').searchParams.get('token');

    const stranger = await browser.newContext();
    try {
      const visitor = await stranger.newPage();
      await visitor.goto(`/${lang}/policy/qrCode?token=${token}`);
      await expect(visitor.getByRole('heading', { name: t.expired })).toBeVisible();
      await expect(visitor.getByText(expired.contract_number)).toBeVisible();
      for (const query of ['?token=made-up-token-123', '', '?token=', `?token=${'%00'.repeat(3)}`]) {
        const answer = await visitor.goto(`/${lang}/policy/qrCode${query}`);
        expect(answer?.status()).toBe(200);
        await expect(visitor.getByRole('heading', { name: t.unknown })).toBeVisible();
      }
    } finally {
      await stranger.close();
    }
  });

  test(`${lang}: a contract under another line, or someone else's, is the not-found screen`, async ({ page }) => {
    const customer = await signedInCustomer(page);
    const motor = await myContract(page, customer.contracts['101']!.id);
    // Someone else's: the car contract of another customer made for this test.
    const others = (await seedCustomer(page.request, 'demo')).contracts['101']!.id;
    for (const path of [`/${lang}/policy/travel/${motor.id}`, `/${lang}/policy/motor/${others}`, `/${lang}/policy/motor/99999999`, `/${lang}/policy/motor/abc`]) {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
    }
    for (const path of [`/${lang}/policy/travel/${motor.id}/pdf`, `/${lang}/policy/motor/${others}/pdf`, `/${lang}/policy/motor/abc/pdf`, `/${lang}/policy/boat/1/pdf`]) {
      expect((await page.request.get(path)).status()).toBe(404);
    }
  });
}

test('an anonymous visitor to a contract page or its PDF lands on sign-in', async ({ page }) => {
  await page.goto('/en/policy/motor/1');
  await expect(page).toHaveURL(/\/en\/signin-signup/);
  await page.goto('/ar/policy/motor/1/pdf');
  await expect(page).toHaveURL(/\/ar\/signin-signup/);
});

test('the downloaded PDF is private and never cached', async ({ page }) => {
  const customer = await signedInCustomer(page);
  const motor = await myContract(page, customer.contracts['102']!.id);
  const res = await page.request.get(`/en/policy/motor/${motor.id}/pdf`, {
    // With no trusted proxy a client's forwarding headers name nothing: the QR code links the Host.
    headers: { host: 'portal.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(res.headers()['content-disposition']).toBe(`attachment; filename="contract-${motor.contract_number}.pdf"`);
  expect(pdfInfoString(await res.body(), 'Subject')).toMatch(/^http:\/\/portal\.example\/en\/policy\/qrCode\?token=/);
});
