import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectCleanScreen, LANGS, latestCode, signUpByApi, text, type Lang, type SeededCustomer, seedOwn } from './helpers';
import { skipOfferPopup } from './support/offers';
import { fm, m, payFromSummary, Walk } from './support/purchase';
import { PASSWORD_RULE } from '@/lib/validation/password-rule';

/**
 * What a paying customer noticed, walked as a person would in both languages: the language switch on
 * the sign-in page keeps the return address in the new language; the code screen says what is true
 * before and after a code is sent; a payment cancelled on purpose reads as cancelled, in the flow's own
 * step names, and Try again goes back to paying.
 */
const other = (lang: Lang): Lang => (lang === 'en' ? 'ar' : 'en');

/** Signing in records the language used: the language switch signs in a customer of the file's own, made like the demo customer. */
let own: SeededCustomer;
test.beforeAll(async ({ playwright }) => {
  own = await seedOwn(playwright, 'demo');
});

for (const lang of LANGS) {
  const to = other(lang);

  test(`${lang}: switching language on the sign-in page keeps the return address, in the new language`, async ({ page }) => {
    await skipOfferPopup(page);
    await page.goto(`/${lang}/signin-signup?next=${encodeURIComponent(`/${lang}/dashboard/motor`)}`);
    // The prerendered page learns its query once hydrated (components/layout/LanguageSwitch.tsx): the
    // switch is pressed once its address carries the return address.
    const switchLink = page.getByRole('link', { name: m(lang, 'common.switchToLabel') }).first();
    await expect(switchLink).toHaveAttribute('href', /\?next=/);
    await switchLink.click();
    await expect(page).toHaveURL(`/${to}/signin-signup?next=${encodeURIComponent(`/${to}/dashboard/motor`)}`);
    await page.getByLabel(text[to].login).fill(own.email);
    await page.getByLabel(text[to].password, { exact: true }).fill(own.password);
    await page.getByRole('button', { name: text[to].signIn }).click();
    await expect(page).toHaveURL(`/${to}/dashboard/motor`);
    await expect(page.locator('html')).toHaveAttribute('lang', to);
  });

  test(`${lang}: the code screen says a code will be sent before it is, then where it went and when to ask again`, async ({ page }) => {
    const { mobile } = await signUpByApi(page, { verify: false });
    // The code sign-up sent is tried out (five wrong tries): none that can still be used.
    const right = await latestCode(page.request, mobile);
    const headers = { origin: new URL(page.url()).origin };
    for (let i = 0; i < 5; i += 1) await page.request.post('/api/otp/verify', { headers, data: { code: right === '0000' ? '1111' : '0000' } });

    await page.goto(`/${lang}/validate-otp`);
    const state = page.getByTestId('otp-state');
    // The account's number (E.164, +96279…) shown with its middle digits hidden.
    const masked = `079 ••• •${mobile.slice(-3)}`;
    await expect(state).toContainText(fm(lang, 'otp.beforeSend', { digits: 4, hint: masked }));
    await expect(state.locator('bdi[dir="ltr"]')).toHaveText(masked);
    await expect(page.getByLabel(text[lang].code)).toHaveCount(0);
    await expectCleanScreen(page);

    await page.getByRole('button', { name: text[lang].sendCode }).click();
    await expect(state).toContainText(fm(lang, 'otp.sentTo', { digits: 4, hint: masked }));
    await expect(state.locator('bdi[dir="ltr"]')).toHaveText(masked);
    await expect(page.getByRole('button', { name: m(lang, 'otp.resend') })).toBeDisabled();
    await expect(page.getByText(lang === 'en' ? /You can ask for a new code in \d+ s/ : /يمكنك طلب رمز جديد بعد \d+ ثانية/)).toBeVisible();
    await expectCleanScreen(page);

    await page.getByLabel(text[lang].code).fill(await latestCode(page.request, mobile));
    await page.getByRole('button', { name: text[lang].verify, exact: true }).click();
    await expect(page).toHaveURL(`/${lang}/dashboard`);
  });

  test(`${lang}: changing the password, the hint states the rule and the error what the new one lacks`, async ({ page }) => {
    await skipOfferPopup(page);
    await signUpByApi(page);
    await page.goto(`/${lang}/profile/login-info`);
    const field = page.getByLabel(m(lang, 'profile.newPassword'), { exact: true });
    await expect(page.getByText(fm(lang, 'validation.passwordRule.hint', { min: PASSWORD_RULE.minLength, symbols: PASSWORD_RULE.symbols }))).toBeVisible();
    await page.getByLabel(m(lang, 'profile.currentPassword')).fill(DEMO_PASSWORD);
    await field.fill('abcdef');
    await page.getByLabel(m(lang, 'profile.confirmPassword')).fill('abcdef');
    await page.getByRole('button', { name: m(lang, 'profile.changePassword') }).click();
    await expect(page.getByText(lang === 'en' ? 'Still missing: an uppercase letter and a digit.' : 'ينقصها: حرف لاتيني كبير ورقم.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The hint reads in the page's direction; only the characters sit left to right.
    const hint = page.locator(`[id="${await field.getAttribute('id')}-hint"]`);
    expect(await hint.evaluate((el) => getComputedStyle(el).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await expect(hint.locator('bdi[dir="ltr"]')).toHaveText('!$%@#£€*?&_=+-');
    await expectCleanScreen(page);
  });

  test(`${lang}: a payment cancelled on purpose reads as cancelled in the flow's own steps, and Try again pays again`, async ({ page }) => {
    await skipOfferPopup(page);
    await signUpByApi(page);
    const walk = new Walk(page, lang, 'cancelled payment', false);
    await page.goto(`/${lang}/create-policy-personal-accident`);
    await walk.fill(m(lang, 'purchase.holder.birthDate'), '1985-06-01');
    await walk.choose(m(lang, 'purchase.guard.no'));
    await walk.next();
    // The insured-sum step is there before its Continue: a press while the step changes was lost on a busy machine.
    await expect(page.getByLabel(m(lang, 'purchase.guard.sum'))).toBeVisible();
    await walk.next();
    await payFromSummary(walk);
    const cardPage = page.url();

    await page.getByRole('button', { name: m(lang, 'payPage.cancel') }).click();
    await page.waitForURL(/payment-result/);
    const notice = page.getByRole('status').filter({ hasText: m(lang, 'payment.cancelledTitle') });
    await expect(notice).toContainText(m(lang, 'payment.cancelledBody'));
    await expect(page.getByText(m(lang, 'payment.failed'))).toHaveCount(0);
    await expectSteps(page, lang, ['purchase.guard.steps.about', 'purchase.guard.steps.sum', 'purchase.steps.summary', 'payment.step.payment'], 3);
    await expectCleanScreen(page);

    await page.getByRole('button', { name: m(lang, 'payment.tryAgain') }).click();
    // The same payment of the same quote, waiting for a card again (the quote is the idempotency key).
    await page.waitForURL(cardPage);
    await expect(page.getByTestId('pay-amount')).toContainText('.');
    await expect(page.getByRole('button', { name: m(lang, 'payPage.cancel') })).toBeEnabled();
  });
}

/** The step indicator names these steps, in this order, the one at `current` marked as the current step. */
async function expectSteps(page: Page, lang: Lang, keys: string[], current: number) {
  const steps = page.getByRole('navigation', { name: m(lang, 'steps.label') }).getByRole('listitem');
  await expect(steps).toHaveCount(keys.length);
  for (const [i, key] of keys.entries()) await expect(steps.nth(i)).toContainText(m(lang, key));
  await expect(steps.nth(current)).toHaveAttribute('aria-current', 'step');
}

/** The screen as a phone shows it (390 px), for a person to look at. */
