import { expect, test } from '@playwright/test';
import { formatPhone } from '@/lib/phone';
import { asUser, expectCleanScreen, LANGS, signUpByApi, customerOfFile } from './helpers';
import { skipOfferPopup } from './support/offers';
import { m } from './support/purchase';

/**
 * Refusals that leave a way forward, in both languages: a customer the file makes from the barred
 * account (only read) is told on the travel price page and on the purchase's first screen, before any
 * form, with the call and message buttons; a customer of its own at 60 or over asks personal guard for
 * a call back.
 */
for (const lang of LANGS) {
  test(`${lang}: a barred customer reads the travel refusal before any form, with call and message buttons`, async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    try {
      await skipOfferPopup(page);
      await asUser(page, (await customerOfFile(page.request, 'barred')).email);
      for (const path of [`/${lang}/price/travel`, `/${lang}/create-policy-travel`]) {
        await page.goto(path);
        const refusal = page.locator('main').getByRole('alert').filter({ hasText: m(lang, 'purchase.errors.travel_web_barred') });
        await expect(refusal).toBeVisible();
        await expect(refusal.getByRole('link', { name: new RegExp(m(lang, 'purchase.refusal.call')) })).toHaveAttribute('href', /^tel:\+?962/);
        await expect(refusal.getByRole('link', { name: new RegExp(m(lang, 'purchase.refusal.message')) })).toHaveAttribute('href', /^https:\/\/wa\.me\/962\d+$/);
        // Nothing to fill first.
        await expect(page.getByLabel(m(lang, 'purchase.travel.country'))).toHaveCount(0);
        await expect(page.locator('main form')).toHaveCount(0);
      }
      await expectCleanScreen(page);
    } finally {
      await page.context().close();
    }
  });

  test(`${lang}: personal guard at 60 or over offers a call back, the reason filled in, and says when we call`, async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    try {
      await skipOfferPopup(page);
      const { mobile } = await signUpByApi(page);
      await page.goto(`/${lang}/create-policy-personal-accident`);
      await page.getByLabel(m(lang, 'purchase.holder.birthDate')).fill('1960-01-01');
      await page.getByRole('radio', { name: m(lang, 'purchase.guard.no') }).check();
      await page.getByRole('button', { name: m(lang, 'flow.next') }).click();
      await expect(page.getByRole('alert').filter({ hasText: m(lang, 'purchase.guard.ageRefusal') })).toBeVisible();
      const callBack = page.getByRole('region', { name: m(lang, 'purchase.callBack.title') });
      await expect(callBack.getByLabel(m(lang, 'purchase.callBack.note'))).toHaveValue(m(lang, 'purchase.callBack.reasons.guard-age'));
      await expect(callBack.getByLabel(m(lang, 'purchase.callBack.phone'))).toHaveValue(formatPhone(mobile));
      await expectCleanScreen(page);
      await callBack.getByRole('button', { name: m(lang, 'purchase.callBack.send') }).click();
      const sent = page.getByRole('status').filter({ hasText: m(lang, 'purchase.callBack.sentTitle') });
      await expect(sent).toBeVisible();
      await expect(sent).toContainText(/CB-[0-9A-F]{8}/);
      await expect(page).toHaveURL(/step=about/);
    } finally {
      await page.context().close();
    }
  });
}
