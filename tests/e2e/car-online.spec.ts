import { expect, test, type Page } from '@playwright/test';
import { asUser, expectCleanScreen, freshIdentity, LANGS, latestCode, signUpByApi, type Lang, customerOfFile } from './helpers';
import { COROLLA, fillComprehensive, fillDocuments, fillThirdParty, freshPlate, openCarStep, plateTypedAnotherWay, PRIVATE_CAR, seePrice, uploadImage } from './support/car';
import { skipOfferPopup } from './support/offers';
import { expectIssued, expectOnDashboard, m, payByCard, payFromSummary, Walk } from './support/purchase';
import { fillSignUp, signupText } from './support/signup';

/**
 * Car cover online on a phone (390×844): a visitor gets a car price from the landing, signs up as a new
 * customer, and holds an issued contract with its PDF; in English comprehensive and then third party
 * from the dashboard, in Arabic third party. A referral shows its reason and the request flow sends.
 * Every screen passes expectCleanScreen (Walk with axe). Prints the screens and fields each part took.
 * Every car bought has a fresh plate; the car insured by another customer is the Corolla of a customer
 * the file makes from the demo account, which also sends the referred cars to a person.
 */
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** Landing → the car tile → the price form → the price: the screens and fields it took. */
async function priceFromLanding(page: Page, lang: Lang, label: string, fill: (walk: Walk) => Promise<void>) {
  const walk = new Walk(page, lang, `car price, ${label}`, true);
  await page.goto(`/${lang}`);
  await walk.screen();
  // The car tile ("See your price →").
  const tile = page.getByRole('region', { name: m(lang, 'landing.productsTitle') }).getByRole('link', { name: m(lang, 'landing.products.motor.name') });
  await expect(tile).toContainText(m(lang, 'pricing.seePrice'));
  await tile.click();
  await page.waitForURL(new RegExp(`/${lang}/price/car$`));
  await walk.screen();
  const started = Date.now();
  await fill(walk);
  await seePrice(page, lang);
  await expect(page.getByTestId('car-price')).toContainText(/\d/);
  await walk.screen();
  console.log(`${walk.name} (${lang}): ${walk.screens} screens, ${walk.inputs} fields (filled by the test in ${((Date.now() - started) / 1000).toFixed(1)} s; typed: a year and a value at most)`);
  return walk;
}

/** From the price: Buy → sign-up with `next` → five steps → the code → back to the purchase. */
async function signUpFromPrice(page: Page, lang: Lang) {
  const l = signupText[lang];
  await page.getByRole('link', { name: m(lang, 'carPrice.result.buy') }).click();
  await page.waitForURL(/\/signin-signup\?/);
  expect(decodeURIComponent(page.url())).toContain(`next=/${lang}/create-policy-motor`);
  if (!page.url().includes('mode=signup')) {
    await page.getByRole('navigation', { name: m(lang, 'signIn.tabs') }).getByRole('link', { name: m(lang, 'signIn.signUp') }).click();
    await page.waitForURL(/mode=signup/);
  }
  const id = freshIdentity('car');
  await fillSignUp(page, lang, `20${id.mobile.slice(-8)}`, id);
  await page.getByRole('button', { name: l.create }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/validate-otp\\?sent=1`));
  await page.getByLabel(l.code).fill(await latestCode(page.request, id.mobile));
  await page.getByRole('button', { name: l.verify, exact: true }).click();
  // `next` is kept through every sign-up step and the code: the customer is back in the purchase.
  await page.waitForURL(new RegExp(`/${lang}/create-policy-motor`));
}

/** Price → contract for the customer just signed up: documents, summary, payment page, result. */
async function buyPriced(page: Page, lang: Lang, name: string, thirdParty: { make: string; model: string; year: string } | null) {
  const walk = new Walk(page, lang, name, true);
  // Once per language: the documents step's messages, and its plate and uploads kept across a reload and a language switch.
  await fillDocuments(walk, thirdParty, undefined, true);
  await payFromSummary(walk, 'car');
  await payByCard(walk);
  const number = await expectIssued(walk);
  walk.report(); // from the price to the contract, sign-up aside
  expect(walk.screens).toBeLessThanOrEqual(4);
  await expectOnDashboard(page, lang, 'motor', number);
  return number;
}

/**
 * A second car from the dashboard's Buy for car: its car step, its price, documents, summary, card and
 * the contract beside the first one on the motor list.
 */
async function buyFromDashboard(page: Page, lang: Lang, name: string, fill: (walk: Walk) => Promise<void>,
  documents: { make: string; model: string; year: string } | null, plate: string, earlier: string) {
  await page.goto(`/${lang}/dashboard`);
  await expect(page.locator('main a[data-buy="motor"]').first()).toHaveAttribute('href', `/${lang}/create-policy-motor`);
  const walk = new Walk(page, lang, name, true);
  walk.screens += await openCarStep(page, lang);
  await walk.screen();
  await fill(walk);
  await walk.next();
  await expect(page.getByTestId('car-price')).toContainText(/\d/);
  await walk.screen();
  await walk.next();
  await fillDocuments(walk, documents, plate);
  await payFromSummary(walk, 'car');
  await payByCard(walk);
  const number = await expectIssued(walk);
  walk.report();
  await expectOnDashboard(page, lang, 'motor', number);
  await expect(page.getByText(earlier).first()).toBeVisible();
}

test('en: a visitor prices comprehensive cover from the landing, signs up, buys it, then buys third party from the dashboard', async ({ page }) => {
  await skipOfferPopup(page);
  await priceFromLanding(page, 'en', 'comprehensive', (walk) => fillComprehensive(page, 'en', COROLLA, walk));
  await signUpFromPrice(page, 'en');
  const comprehensive = await buyPriced(page, 'en', 'car price → contract, comprehensive', null);

  // Third party too, from the dashboard's Buy for car. Buying the comprehensive cover dropped its
  // held price: the purchase opens on the car step.
  await buyFromDashboard(page, 'en', 'third party from the dashboard', (walk) => fillThirdParty(page, 'en', PRIVATE_CAR, walk),
    { make: 'hyundai', model: 'accent', year: '2018' }, freshPlate(), comprehensive);
});

test('ar: a visitor prices third-party cover from the landing, signs up, buys it, then buys comprehensive from the dashboard', async ({ page }) => {
  await skipOfferPopup(page);
  await priceFromLanding(page, 'ar', 'third party', (walk) => fillThirdParty(page, 'ar', { use: 'private', type: 'pickup', size: 'ton-1' }, walk));
  await signUpFromPrice(page, 'ar');
  const thirdParty = await buyPriced(page, 'ar', 'car price → contract, third party', { make: 'kia', model: 'rio', year: '2015' });
  await buyFromDashboard(page, 'ar', 'comprehensive from the dashboard', (walk) => fillComprehensive(page, 'ar', COROLLA, walk), null, freshPlate(), thirdParty);
});

for (const lang of LANGS) {
  test(`${lang}: a car another customer insures (a seeded customer's Corolla, its plate typed another way) is sent to a person with the reason, never priced to pay`, async ({ page }) => {
    await skipOfferPopup(page);
    // The holder: a customer of the file's own with the demo's Corolla under a plate of its own.
    const held = (await customerOfFile(page.request, 'demo')).contracts['101']!.plate!;
    await signUpByApi(page);
    const walk = new Walk(page, lang, 'plate insured by another customer', false);
    await openCarStep(page, lang);
    await fillThirdParty(page, lang, PRIVATE_CAR, walk);
    await walk.next();
    await expect(page.getByTestId('car-price')).toContainText(/\d/);
    await walk.next();
    // The plate as another keyboard gives it (Arabic-Indic digits in Arabic), with a leading zero: the same car.
    await fillDocuments(walk, { make: 'toyota', model: 'corolla', year: '2021' }, plateTypedAnotherWay(held, lang));
    const referral = page.getByTestId('car-referral');
    await expect(referral.getByRole('heading')).toHaveText(m(lang, 'carPrice.referral.plateTitle'));
    await expect(referral).toContainText(m(lang, 'carPrice.referral.plate-insured'));
    await expect(page.getByTestId('quote-total')).toHaveCount(0);
    await expect(page.getByRole('button', { name: m(lang, 'purchase.summary.pay') })).toHaveCount(0);
    await expectCleanScreen(page);
    await referral.getByRole('link', { name: m(lang, 'carPrice.referral.action') }).click();
    await page.waitForURL(new RegExp(`/${lang}/create-policy-motor/request\\?reason=plate-insured`));
    await expect(page.getByTestId('request-reason')).toContainText(m(lang, 'carPrice.referral.plate-insured'));
    await expectCleanScreen(page);
  });
}

test('en: a declared claim sends the car to a person: the reason, then the request flow with the car carried, sent', async ({ page }) => {
  await skipOfferPopup(page);
  // The request it sends is the file's own customer's.
  await asUser(page, (await customerOfFile(page.request, 'demo')).email);
  await page.goto('/en/price/car');
  await fillComprehensive(page, 'en', { ...COROLLA, claim: true });
  await seePrice(page, 'en');
  const referral = page.getByTestId('car-referral');
  await expect(referral).toContainText('A claim in the last 3 years is priced by a person.');
  await expectCleanScreen(page);
  await referral.getByRole('link', { name: m('en', 'carPrice.referral.action') }).click();
  await page.waitForURL(/\/en\/create-policy-motor\/request\?reason=previous-claim/);
  await expect(page.getByTestId('request-reason')).toContainText('A claim in the last 3 years');
  // The car came with the referral: the request opens on the driver licence.
  await expect(page).toHaveURL(/step=licence/);
  await expectCleanScreen(page);
  await uploadImage(page, m('en', 'motor.licenceFront'), 'licence-front.png');
  await uploadImage(page, m('en', 'motor.licenceBack'), 'licence-back.png');
  await page.getByRole('button', { name: m('en', 'flow.next') }).click();
  await uploadImage(page, m('en', 'motor.registrationFront'), 'reg-front.png');
  await page.getByRole('button', { name: m('en', 'motor.send') }).click();
  await expect(page.getByRole('heading', { name: m('en', 'motor.sentTitle') })).toBeVisible();
});

test('ar: a value over the company\'s limit in the purchase: the reason on the price step and the way to a person', async ({ page }) => {
  await skipOfferPopup(page);
  await asUser(page, (await customerOfFile(page.request, 'demo')).email);
  await openCarStep(page, 'ar');
  await fillComprehensive(page, 'ar', { ...COROLLA, valuation: '90000' });
  await page.getByRole('button', { name: m('ar', 'flow.next') }).click();
  const referral = page.getByTestId('car-referral');
  await expect(referral.locator('[data-reason="valuation"]')).toBeVisible();
  await expectCleanScreen(page);
  await referral.getByRole('link', { name: m('ar', 'carPrice.referral.action') }).click();
  await page.waitForURL(/\/ar\/create-policy-motor\/request\?reason=valuation/);
  await expect(page.getByTestId('request-reason')).toBeVisible();
});

test('the ways in: the dashboard\'s Buy for car and the motor list\'s empty state open the purchase', async ({ page }) => {
  await skipOfferPopup(page);
  await signUpByApi(page);
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/${lang}/dashboard`);
    await expect(page.locator('main a[data-buy="motor"]').first()).toHaveAttribute('href', `/${lang}/create-policy-motor`);
    await page.goto(`/${lang}/dashboard/motor`);
    await expect(page.getByRole('heading', { name: m(lang, 'contracts.lines.motor.empty') })).toBeVisible();
    await page.getByRole('link', { name: m(lang, 'contracts.lines.motor.buy') }).last().click();
    await page.waitForURL(new RegExp(`/${lang}/create-policy-motor\\?step=car`));
  }
});
