import { expect, test, type Route } from '@playwright/test';
import { ALTCHA_WORKER_SCRIPT } from '../../components/forms/proof-of-work/worker-script';
import { expectCleanScreen, LANGS, latestCode, outbox, signIn, signUpByApi, text } from './helpers';
import { whenHydrated } from './support/lababak';
import { skipOfferPopup } from './support/offers';
import { fm, m } from './support/purchase';

// The dashboard's offer popup is a modal: tests about other things count it as seen.
test.beforeEach(({ page }) => skipOfferPopup(page));

test.describe('validation messages of spec §5', () => {
  test('in English, on the sign-up form', async ({ page }) => {
    await page.goto('/en/signin-signup?mode=signup');
    await page.getByLabel('Full name in English').fill('Ahmad Haddad');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByLabel('E-mail').fill('demo@portal');
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm password').fill('abcdeg');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Each empty or wrong field says what to do with it; no bare "required" anywhere.
    await expect(page.getByText(m('en', 'validation.nationalId'))).toBeVisible();
    await expect(page.getByText(m('en', 'validation.nameRequired'))).toBeVisible();
    await expect(page.getByText(m('en', 'validation.required'))).toHaveCount(0);
    await expect(page.getByText(m('en', 'validation.fullName'))).toBeVisible();
    await expect(page.getByText(m('en', 'validation.phone'))).toBeVisible();
    await expect(page.getByText(m('en', 'validation.email'))).toBeVisible();
    // The hint states the rule the schema enforces; the error names what the typed password lacks.
    await expect(page.getByText('At least 6 characters, with a lowercase letter, an uppercase letter and a digit. Use only letters, digits and !$%@#£€*?&_=+-.')).toBeVisible();
    await expect(page.getByText('Still missing: an uppercase letter and a digit.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Abc de1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Use only letters, digits and \u2066!$%@#£€*?&_=+-\u2069.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Abcdef12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    // A landline is a phone number, but no code reaches it: the field says a mobile is needed.
    await page.getByLabel('Mobile number').fill('06 461 2345');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(m('en', 'validation.mobileNeeded'))).toBeVisible();
  });

  test('in Arabic, with the field left as typed', async ({ page }) => {
    await page.goto('/ar/signin-signup?mode=signup');
    await page.getByLabel('الاسم الكامل بالعربية').fill('أحمد الحداد');
    await page.getByLabel('رقم الهاتف المحمول').fill('٠٧٩');
    await page.getByLabel('البريد الإلكتروني').fill('x@');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('abcdef');
    await page.getByRole('button', { name: 'متابعة' }).click();
    await expect(page.getByText('6 أحرف على الأقل، منها حرف لاتيني صغير وحرف لاتيني كبير ورقم. استخدم الحروف اللاتينية والأرقام والرموز !$%@#£€*?&_=+- فقط.')).toBeVisible();
    await expect(page.getByText('ينقصها: حرف لاتيني كبير ورقم.')).toBeVisible();
    await expect(page.getByText(m('ar', 'validation.fullName'))).toBeVisible();
    await expect(page.getByText(m('ar', 'validation.phone'))).toBeVisible();
    await expect(page.getByText(m('ar', 'validation.email'))).toBeVisible();
    await expect(page.getByText(m('ar', 'validation.nameRequired'))).toBeVisible();
    await expect(page.getByText(m('ar', 'signUp.validation.confirmPassword'))).toBeVisible();
    await expect(page.getByText(m('ar', 'validation.required'))).toHaveCount(0);
    // A compound name counts as one of the four; the English name takes Latin letters only.
    await page.getByLabel('الاسم الكامل بالعربية').fill('محمد عبد الله أحمد الخطيب');
    await page.getByLabel('الاسم الكامل بالإنجليزية').fill('محمد عبد الله أحمد الخطيب');
    await page.getByRole('button', { name: 'متابعة' }).click();
    await expect(page.getByText(m('ar', 'validation.fullName'))).toHaveCount(0);
    await expect(page.getByText(m('ar', 'validation.latinName'))).toBeVisible();
    await expect(page.getByText(m('ar', 'signUp.fourWordsAr'))).toBeVisible();
    await expect(page.getByText(fm('ar', 'signUp.fourWordsEn'))).toBeVisible();
    // A landline typed with Arabic-Indic digits: a mobile is needed for the code.
    await page.getByLabel('رقم الهاتف المحمول').fill('٠٦٤٦١٢٣٤٥');
    await page.getByRole('button', { name: 'متابعة' }).click();
    await expect(page.getByText(m('ar', 'validation.mobileNeeded'))).toBeVisible();
  });

  test('numeric fields take only digits', async ({ page }) => {
    await page.goto('/en/signin-signup?mode=signup');
    await page.getByLabel('National ID').pressSequentially('12ab3-4');
    await expect(page.getByLabel('National ID')).toHaveValue('1234');
  });

  test('the one-time code must be 4 digits', async ({ page }) => {
    await signUpByApi(page, { verify: false });
    await page.goto('/en/validate-otp');
    await page.getByLabel(text.en.code).fill('12');
    await page.getByRole('button', { name: text.en.verify, exact: true }).click();
    await expect(page.getByText(m('en', 'validation.otp'))).toBeVisible();
  });
});

test('a wrong code five times uses up the code, with a clear message', async ({ page }) => {
  const { mobile } = await signUpByApi(page, { verify: false });
  await page.goto('/en/validate-otp');
  const right = await latestCode(page.request, mobile);
  const wrong = right === '0000' ? '1111' : '0000';
  for (let i = 4; i >= 1; i--) {
    await page.getByLabel(text.en.code).fill(wrong);
    await page.getByRole('button', { name: text.en.verify, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(`Invalid one-time code. ${i} ${i === 1 ? 'try' : 'tries'} left.`);
  }
  await page.getByLabel(text.en.code).fill(wrong);
  await page.getByRole('button', { name: text.en.verify, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Too many wrong codes. Ask for a new code.');
  // Even the right code no longer works.
  await page.getByLabel(text.en.code).fill(right);
  await page.getByRole('button', { name: text.en.verify, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Too many wrong codes. Ask for a new code.');
});

test('forgotten password → reset with the code → sign in with the new password; the code works once (Arabic)', async ({ page, browser }) => {
  // Signed up in Arabic: the reset code comes in Arabic, the language of the account's messages.
  const { email, mobile } = await signUpByApi(page, { lang: 'ar' });
  const visitor = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await visitor.goto('/ar/signin-signup');
  await visitor.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
  await expect(visitor).toHaveURL('/ar/forget-password');
  await visitor.getByLabel('البريد الإلكتروني', { exact: true }).fill(email);
  await visitor.getByRole('button', { name: 'أرسل لي رمز إعادة التعيين' }).click();
  await expect(visitor).toHaveURL(/\/ar\/reset-password\?email=/);
  const mail = (await outbox(visitor.request)).find((m) => m.to === email && m.channel === 'email');
  expect(mail?.subject).toBe('رمز إعادة تعيين كلمة المرور');
  const code = await latestCode(visitor.request, mobile);
  await visitor.getByLabel('رمز إعادة التعيين').fill(code);
  await visitor.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('Newpass99');
  await visitor.getByLabel('تأكيد كلمة المرور الجديدة').fill('Newpass99');
  await visitor.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click();
  await expect(visitor.getByText('تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.')).toBeVisible();

  // The same code again is refused, with the answer any wrong or unknown code gets (no hint of the account).
  await visitor.goto(`/ar/reset-password?email=${encodeURIComponent(email)}`);
  await visitor.getByLabel('رمز إعادة التعيين').fill(code);
  await visitor.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('Another99');
  await visitor.getByLabel('تأكيد كلمة المرور الجديدة').fill('Another99');
  await visitor.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click();
  await expect(visitor.getByText('رمز التحقق غير صحيح')).toBeVisible();

  await signIn(visitor, 'ar', email, 'Newpass99');
  await expect(visitor).toHaveURL('/ar/dashboard');
  await visitor.close();
});

test('change password in the profile, then sign in with it', async ({ page, browser }) => {
  const { email } = await signUpByApi(page);
  await page.goto('/en/profile/login-info');
  await whenHydrated(page.getByRole('button', { name: 'Change password' })); // a press before that posts the page afresh
  await page.getByLabel('Current password').fill('Wrong1234');
  await page.getByLabel('New password', { exact: true }).fill('Changed77');
  await page.getByLabel('Confirm the new password').fill('Changed77');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct').first()).toBeVisible();
  await page.getByLabel('Current password').fill('Demo1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await signIn(other, 'en', email, 'Changed77');
  await expect(other).toHaveURL('/en/dashboard');
  await other.close();
});

test('a profile update persists after reload (Arabic)', async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/ar/profile/personal-info');
  // Typed into before it hydrates, the form would post the page afresh (method="post"), losing the change.
  await whenHydrated(page.getByRole('button', { name: 'احفظ التغييرات' }));
  await page.getByLabel('الاسم الكامل بالإنجليزية').fill('Sara Mohammad Ali Khalil');
  await page.getByLabel('المدينة').selectOption('aqaba');
  await page.getByRole('button', { name: 'احفظ التغييرات' }).click();
  await expect(page.getByText('تم حفظ التغييرات.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('الاسم الكامل بالإنجليزية')).toHaveValue('Sara Mohammad Ali Khalil');
  await expect(page.getByLabel('المدينة')).toHaveValue('aqaba');

  // The language of the messages is chosen here, whatever the page's language, and kept.
  const messages = page.getByRole('group', { name: 'لغة رسائلنا إليك' });
  for (const [choice, other] of [['English', 'العربية'], ['العربية', 'English']] as const) {
    await whenHydrated(page.getByRole('button', { name: 'احفظ التغييرات' }));
    await messages.getByRole('radio', { name: choice }).check();
    await page.getByRole('button', { name: 'احفظ التغييرات' }).click();
    await expect(page.getByText('تم حفظ التغييرات.')).toBeVisible();
    await page.reload();
    await expect(messages.getByRole('radio', { name: choice })).toBeChecked();
    await expect(messages.getByRole('radio', { name: other })).not.toBeChecked();
  }
});

test('ten wrong passwords put the account under attack: the owner signs in with the password and the code sent to the phone', async ({ page, browser }) => {
  const { email, mobile } = await signUpByApi(page);
  const origin = new URL(page.url()).origin;
  const context = await browser.newContext({ baseURL: origin });
  const visitor = await context.newPage();
  for (let i = 0; i < 10; i++) {
    const res = await visitor.request.post('/api/user/login', { headers: { origin }, data: { login: email, password: `Wrong${i}abc` } });
    expect(res.status()).toBe(401);
  }
  await visitor.goto('/en/signin-signup');
  await visitor.getByLabel(text.en.login).fill(email);
  await visitor.getByLabel(text.en.password, { exact: true }).fill('Demo1234');
  await visitor.getByRole('button', { name: text.en.signIn }).click();
  await expect(visitor.getByRole('alert').filter({ hasText: /\S/ })).toHaveText("Too many sign-in attempts on this account. If the password is right, we have sent a code to the account's mobile number: enter it with the password.");
  // The code goes out after the answer: wait for it in the outbox.
  await expect.poll(async () => (await outbox(visitor.request)).some((m) => m.to === mobile && m.body.includes('sign-in code'))).toBe(true);
  await visitor.getByLabel('Sign-in code').fill(await latestCode(visitor.request, mobile));
  await expectCleanScreen(visitor);
  await visitor.getByRole('button', { name: text.en.signIn }).click();
  await visitor.waitForURL(/\/en\/dashboard/);
  await context.close();
});

const RESET = {
  en: { forgot: 'Forgot your password?', email: 'E-mail', send: 'Send me a reset code', check: 'Checking that you are a person' },
  ar: { forgot: 'نسيت كلمة المرور؟', email: 'البريد الإلكتروني', send: 'أرسل لي رمز إعادة التعيين', check: 'نتحقق من أنك شخص حقيقي' },
} as const;

for (const lang of LANGS) {
  test(`a reset asked again first costs a proof of work, which the browser pays by itself; a sign-in remembers the browser (${lang})`, async ({ page, browser }) => {
    const { email } = await signUpByApi(page);
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const visitor = await context.newPage();
    const ask = async () => {
      await visitor.goto(`/${lang}/signin-signup`);
      await visitor.getByRole('link', { name: RESET[lang].forgot }).click();
      await visitor.getByLabel(RESET[lang].email, { exact: true }).fill(email);
      await visitor.getByRole('button', { name: RESET[lang].send }).click();
    };
    await ask();
    await expect(visitor).toHaveURL(new RegExp(`/${lang}/reset-password\\?email=`));
    // The second request of one login from one address is past half its share: the server asks for a
    // proof of work. The widget's worker is held back, so the check can be looked at while it runs.
    const held: Route[] = [];
    await context.route(`**${ALTCHA_WORKER_SCRIPT}`, (route) => void held.push(route));
    await ask();
    await expect(visitor.getByText(RESET[lang].check)).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expectCleanScreen(visitor);
    for (const route of held) await route.continue();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(visitor).toHaveURL(new RegExp(`/${lang}/reset-password\\?email=`));

    // A sign-in leaves the browser known for the account: an httpOnly cookie the page cannot read.
    await signIn(visitor, lang, email);
    const device = (await context.cookies()).find((c) => c.name === 'portal_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await visitor.evaluate(() => document.cookie)).not.toContain('portal_device');
    await context.close();
  });
}

test('a reset link from the e-mail that was used or has expired says so, with the way to a new one (Arabic)', async ({ page }) => {
  await page.goto(`/ar/reset-password#token=${'A'.repeat(43)}`);
  await expect(page.getByText('اختر كلمة مرور جديدة لحسابك. يعمل الرابط الذي وصلك بالبريد الإلكتروني مرة واحدة.')).toBeVisible();
  await expect(page.getByLabel('رمز إعادة التعيين')).toHaveCount(0);
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('Newpass99');
  await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('Newpass99');
  await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'انتهت صلاحية هذا الرابط أو استُخدم من قبل. اطلب رابطًا جديدًا.' })).toBeVisible();
  await expectCleanScreen(page);
  await page.getByRole('link', { name: 'اطلب رابطًا جديدًا' }).click();
  await expect(page).toHaveURL('/ar/forget-password');
});
