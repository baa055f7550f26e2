import { expect, test } from '@playwright/test';
import { freshNationalId, LANGS, signIn, signUpByApi } from './helpers';
import { m } from './support/purchase';
import { fillSignUp, signupText } from './support/signup';

/**
 * One phone, one account (lib/phone): the number is kept in E.164, so it signs in however it is
 * written, and a second sign-up that writes it another way finds it taken.
 */

const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

test('a mobile number signs in however it is written: 07…, +962 7…, 00962 7… and Arabic-Indic digits', async ({ page, browser }) => {
  const { mobile } = await signUpByApi(page);
  // The account keeps +96279…; a person writes it in any of these ways.
  const national = `0${mobile.slice(4)}`;
  const spellings = [
    ['en', national],
    ['en', `+962 ${mobile.slice(4, 6)} ${mobile.slice(6, 9)} ${mobile.slice(9)}`],
    ['ar', `00962 ${mobile.slice(4)}`],
    ['ar', arabicIndic(national)],
  ] as const;
  for (const [lang, login] of spellings) {
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const visitor = await context.newPage();
    await signIn(visitor, lang, login);
    await expect(visitor).toHaveURL(`/${lang}/dashboard`);
    await context.close();
  }
});

for (const lang of LANGS) {
  test(`a second sign-up with the same number written another way is told the number is taken (${lang})`, async ({ page, browser }) => {
    const { mobile } = await signUpByApi(page);
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const visitor = await context.newPage();
    await visitor.goto(`/${lang}/signin-signup?mode=signup`);
    await fillSignUp(visitor, lang, freshNationalId('4567'), { mobile: `00962 ${mobile.slice(4)}`, email: `again-${mobile.slice(-7)}@portal.test` });
    await visitor.getByRole('button', { name: signupText[lang].create }).click();
    // Back on the account step, the number's field says so.
    await expect(visitor).toHaveURL(/step=account/);
    await expect(visitor.getByText(m(lang, 'errors.mobile_taken'))).toBeVisible();
    await context.close();
  });
}
