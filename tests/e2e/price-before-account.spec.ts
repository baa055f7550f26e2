import { expect, test, type Page } from '@playwright/test';
import { expectCleanScreen, text, titled, type Lang, type SeededCustomer, seedOwn } from './helpers';
import { fillComprehensive, seePrice } from './support/car';
import { m } from './support/purchase';

/**
 * A price before any account (docs/buying-online.md#prices-before-an-account): a visitor on a phone
 * gets a personal-accident price in English and a home price in Arabic, then signs in as a
 * customer from the price and lands in the purchase with the answers filled in: home on its title
 * deed step, personal accident on its summary. Nothing is paid. The customer is the file's own, made
 * like the demo customer (same birth date): signing in records the language and takes the answers.
 */
test.use({ viewport: { width: 390, height: 844 } });

let own: SeededCustomer;
test.beforeAll(async ({ playwright }) => {
  own = await seedOwn(playwright, 'demo');
});

const count = { screens: 0, fields: 0 };
async function visit(page: Page, url: string) {
  await page.goto(url);
  await titled(page);
  count.screens += 1;
}
const years = (n: number) => `${new Date().getFullYear() - n}-03-01`;

/**
 * What is typed on a price page survives a reload and a switch to the other language by the header's
 * link (and back): `check` is run in the page's language after each.
 */
async function keptAcrossReloadAndLanguage(page: Page, lang: Lang, check: (lang: Lang) => Promise<void>) {
  const other: Lang = lang === 'en' ? 'ar' : 'en';
  await page.reload();
  await check(lang);
  for (const to of [other, lang]) {
    await page.locator(`header a[hreflang="${to}"]`).click();
    await page.waitForURL(new RegExp(`/${to}/price/`));
    await check(to);
  }
}

test('a visitor sees two prices, signs in and lands in each purchase with the answers filled in', async ({ page }) => {
  test.setTimeout(120_000);

  // Personal accident, in English.
  await visit(page, '/en');
  await page.locator('a[data-price="personalAccident"]').click();
  await page.waitForURL('**/en/price/personal-accident');
  count.screens += 1;
  await page.getByLabel('Your birth date').fill(years(45));
  await page.getByRole('group', { name: /previous accidents/ }).getByLabel('No').check();
  await page.getByLabel('Insured sum in JOD').fill('2,500');
  count.fields += 3;
  await keptAcrossReloadAndLanguage(page, 'en', async (lang) => {
    await expect(page.getByLabel(m(lang, 'pricing.birthDate'))).toHaveValue(years(45));
    await expect(page.getByRole('group', { name: m(lang, 'purchase.guard.accidentQuestion') }).getByLabel(m(lang, 'purchase.guard.no'))).toBeChecked();
    await expect(page.getByLabel(m(lang, 'purchase.guard.sum'))).toHaveValue('2,500');
  });
  await page.getByRole('button', { name: 'See the price' }).click();
  await expect(page.getByRole('heading', { name: 'Your price' })).toBeVisible();
  await expect(page.getByTestId('price-standard')).toContainText('JOD');
  await expect(page.getByRole('link', { name: 'Buy this cover' })).toHaveAttribute('href', /signin-signup\?mode=signup&next=%2Fen%2Fcreate-policy-personal-accident/);
  await expectCleanScreen(page);

  // Home, in Arabic: 60 or over is refused, then a price.
  await visit(page, '/ar/price/home');
  // Sent empty: each field says what to enter.
  await page.getByRole('button', { name: 'اعرض السعر' }).click();
  await expect(page.getByText(m('ar', 'pricing.validation.birthDate'))).toBeVisible();
  await expect(page.getByText(m('ar', 'purchase.validation.homeValue'))).toBeVisible();
  await page.screenshot({ path: 'test-results/price-home-ar.png', fullPage: true });
  await page.getByLabel('تاريخ ميلادك').fill(years(65));
  await page.getByLabel('قيمة المنزل بالدينار الأردني').fill('٨٠٠٠٠');
  await page.getByLabel('قيمة المحتويات بالدينار الأردني').fill('10000');
  count.fields += 3;
  await keptAcrossReloadAndLanguage(page, 'ar', async (lang) => {
    await expect(page.getByLabel(m(lang, 'pricing.birthDate'))).toHaveValue(years(65));
    await expect(page.getByLabel(m(lang, 'purchase.home.homeValue'))).toHaveValue('٨٠٠٠٠');
    await expect(page.getByLabel(m(lang, 'purchase.home.possessionsValue'))).toHaveValue('10000');
  });
  await page.getByRole('button', { name: 'اعرض السعر' }).click();
  // The refusal in the form (Next's route announcer is an alert of its own, empty).
  await expect(page.locator('main').getByRole('alert')).toContainText('لا يمكننا التأمين عبر البوابة الإلكترونية إلا لمن هم دون الستين');
  await page.getByLabel('تاريخ ميلادك').fill(years(40));
  await page.getByRole('button', { name: 'اعرض السعر' }).click();
  await expect(page.getByRole('heading', { name: 'سعرك' })).toBeVisible();
  await expect(page.getByTestId('price-standard')).toBeVisible();
  await expectCleanScreen(page);

  // Sign in from the price: back to the home purchase, on the home's address (the first step the price did not ask), the values kept.
  await page.getByRole('region', { name: 'سعرك' }).getByRole('link', { name: 'لديك حساب؟ سجّل الدخول' }).click();
  await page.waitForURL('**/ar/signin-signup?next=*');
  count.screens += 1;
  await page.getByLabel(text.ar.login).fill(own.email);
  await page.getByLabel(text.ar.password, { exact: true }).fill(own.password);
  count.fields += 2;
  await page.getByRole('button', { name: text.ar.signIn }).click();
  await page.waitForURL(/\/ar\/create-policy-home\?step=address/, { timeout: 20_000 });
  count.screens += 1;
  await expect(page.getByRole('heading', { name: 'العنوان' }).first()).toBeVisible();
  await page.goto('/ar/create-policy-home?step=values');
  await expect(page.getByLabel('قيمة المنزل بالدينار الأردني')).toHaveValue('80000');
  await expect(page.getByLabel('قيمة المحتويات بالدينار الأردني')).toHaveValue('10000');

  // Personal accident: straight to the summary, with the sum chosen before signing in.
  await visit(page, '/en/create-policy-personal-accident');
  await page.waitForURL(/step=summary/);
  await expect(page.getByText('JOD 2,500').first()).toBeVisible();

  console.log(`price before an account, then sign-in (390 px, en + ar): ${count.screens} screens, ${count.fields} inputs`);
});

test('en: the car price reads amounts as typed, says what each empty field needs, and keeps the answers across a reload and Arabic', async ({ page }) => {
  await page.goto('/en/price/car');
  await titled(page);
  await page.getByRole('button', { name: m('en', 'carPrice.see') }).click();
  await expect(page.getByText(m('en', 'carPrice.validation.cover'))).toBeVisible();
  await fillComprehensive(page, 'en', { make: 'toyota', model: 'corolla', year: '2021', engine: 'petrol', valuation: '20000.5', claim: false });
  await page.getByRole('button', { name: m('en', 'carPrice.see') }).click();
  await expect(page.getByText(m('en', 'carPrice.validation.valuationWhole'))).toBeVisible();
  await page.getByLabel(m('en', 'carPrice.valuation'), { exact: true }).fill('15,000');
  await keptAcrossReloadAndLanguage(page, 'en', async (lang) => {
    await expect(page.getByRole('radio', { name: new RegExp(m(lang, 'carPrice.covers.comprehensive.name')) })).toBeChecked();
    await expect(page.getByLabel(m(lang, 'carPrice.model'), { exact: true })).toHaveValue('corolla');
    await expect(page.getByLabel(m(lang, 'carPrice.year'), { exact: true })).toHaveValue('2021');
    await expect(page.getByLabel(m(lang, 'carPrice.valuation'), { exact: true })).toHaveValue('15,000');
  });
  await seePrice(page, 'en');
  await expect(page.getByTestId('car-price')).toContainText('JOD');
  await expectCleanScreen(page);
});
