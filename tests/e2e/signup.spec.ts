import { expect, test, type Page } from '@playwright/test';
import { expectCleanScreen, freshIdentity, freshNationalId, LANGS, latestCode, PNG, type Lang } from './helpers';
import { m } from './support/purchase';
import { fillAccount, signupText, walkToCreate } from './support/signup';
import { formatPhone } from '@/lib/phone';

const t = signupText;

/** The five steps as a person walks them, ending on the one-time-code screen. */
async function signUp(page: Page, lang: Lang, nationalId: string) {
  const l = t[lang];
  const id = await walkToCreate(page, lang, nationalId);
  await page.getByRole('button', { name: l.create }).click();

  await expect(page).toHaveURL(`/${lang}/validate-otp?sent=1`);
  const code = await latestCode(page.request, id.mobile);
  await page.getByLabel(l.code).fill(code);
  await page.getByRole('button', { name: l.verify, exact: true }).click();
  return id;
}

test('a new visitor signs up through all five steps, enters the code from the outbox and reaches the dashboard', async ({ page }) => {
  await signUp(page, 'en', freshNationalId('4567'));
  await expect(page).toHaveURL('/en/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Khaled' })).toBeVisible();
});

test('a sign-up whose document is referred lands on account-review (Arabic)', async ({ page }) => {
  await signUp(page, 'ar', freshNationalId('0000'));
  await expect(page).toHaveURL('/ar/account-review');
  await expect(page.getByRole('heading', { name: 'نراجع وثائقك' })).toBeVisible();
});

test('a sign-up whose document is rejected lands on account-suspended', async ({ page }) => {
  await signUp(page, 'en', freshNationalId('9999'));
  await expect(page).toHaveURL('/en/account-suspended');
  await expect(page.getByText('We could not confirm your identity from the document you sent')).toBeVisible();
});

/**
 * A reload, then a switch to the other language by the header's link: the step on screen and what it
 * holds are still there after each. Returns the language the page is in afterwards.
 */
async function reloadAndSwitch(page: Page, lang: Lang, step: string, check: (lang: Lang) => Promise<void>): Promise<Lang> {
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/${lang}/signin-signup\\?.*step=${step}`));
  await check(lang);
  const other: Lang = lang === 'en' ? 'ar' : 'en';
  await page.getByRole('link', { name: m(lang, 'common.switchToLabel') }).click();
  await expect(page).toHaveURL(new RegExp(`/${other}/signin-signup\\?.*step=${step}`));
  await check(other);
  return other;
}

for (const first of LANGS) {
  test(`every step keeps its answers and files across a reload and a language switch; only the password is asked again, on the last step (from ${first})`, async ({ page }) => {
    const id = freshIdentity(`keep${first}`);
    const nationalId = freshNationalId(first === 'en' ? '5' : '6');
    await page.goto(`/${first}/signin-signup?mode=signup`);
    await expectCleanScreen(page);

    // Account: everything but the password comes back; the password is typed again to go on.
    const account = { nationalId, nameAr: 'محمد عبد الله أحمد الخطيب', nameEn: 'Mohammad Abd Allah Ahmad Khatib', mobile: id.mobile, email: id.email };
    let l = t[first];
    for (const [field, value] of Object.entries(account)) await page.getByLabel(l[field as keyof typeof account]).fill(value);
    await page.getByLabel(l.password, { exact: true }).fill('Secret12');
    let lang = await reloadAndSwitch(page, first, 'account', async (now) => {
      for (const [field, value] of Object.entries(account)) await expect(page.getByLabel(t[now][field as keyof typeof account])).toHaveValue(value);
      await expect(page.getByLabel(t[now].password, { exact: true })).toHaveValue('');
    });
    l = t[lang];
    await page.getByLabel(l.password, { exact: true }).fill('Secret12');
    await page.getByLabel(l.confirm).fill('Secret12');
    await page.getByRole('button', { name: l.continue }).click();

    // Documents: both sides, kept by their upload ids.
    await expect(page).toHaveURL(/step=documents/);
    for (const [side, file] of [[l.front, 'front.png'], [l.back_, 'back.png']] as const) {
      await page.getByRole('button', { name: side, exact: true }).setInputFiles({ name: file, mimeType: 'image/png', buffer: PNG });
      // Sent once Remove shows (the name shows while it is still on its way).
      await expect(page.getByRole('group', { name: side }).getByRole('button', { name: new RegExp(l.remove) })).toBeVisible({ timeout: 20_000 });
    }
    lang = await reloadAndSwitch(page, lang, 'documents', async (now) => {
      await expect(page.getByRole('group', { name: t[now].front }).getByText('front.png', { exact: true })).toBeVisible();
      await expect(page.getByRole('group', { name: t[now].back_ }).getByText('back.png', { exact: true })).toBeVisible();
    });
    await page.getByRole('button', { name: t[lang].continue }).click();

    // City, employer, income: each choice stays chosen.
    for (const [step, label, value] of [['city', 'city', 'irbid'], ['employer', 'employer', 'government'], ['income', 'income', '1000-2000']] as const) {
      await expect(page).toHaveURL(new RegExp(`step=${step}`));
      await page.getByLabel(t[lang][label]).selectOption(value);
      lang = await reloadAndSwitch(page, lang, step, async (now) => {
        await expect(page.getByLabel(t[now][label])).toHaveValue(value);
      });
      if (step !== 'income') await page.getByRole('button', { name: t[lang].continue }).click();
    }

    // The page no longer holds the password: the last step asks for it, and says why.
    l = t[lang];
    await expect(page.getByText(m(lang, 'signUp.passwordAgain'))).toBeVisible();
    await page.getByRole('button', { name: l.create }).click();
    await expect(page.getByText(m(lang, 'validation.passwordRequired'), { exact: true })).toBeVisible();
    await page.getByLabel(l.password, { exact: true }).fill('Secret12');
    await page.getByLabel(l.confirm).fill('Secret12');
    await page.getByRole('button', { name: l.create }).click();
    await expect(page).toHaveURL(`/${lang}/validate-otp?sent=1`);
    expect(await page.evaluate(() => JSON.stringify(window.sessionStorage))).not.toContain('Secret12');
  });
}

test('back and forward move between steps; the password is not stored', async ({ page }) => {
  const id = freshIdentity('reload');
  await page.goto('/ar/signin-signup?mode=signup');
  await fillAccount(page, 'ar', '2001112222', id);
  await expect(page).toHaveURL(/step=documents/);
  expect(await page.evaluate(() => JSON.stringify(window.sessionStorage))).not.toContain('Secret12');
  await page.reload();
  await expect(page.getByRole('group', { name: t.ar.front })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel(t.ar.email)).toHaveValue(id.email);
  await expect(page.getByLabel(t.ar.mobile)).toHaveValue(id.mobile);
  await expect(page.getByLabel(t.ar.password, { exact: true })).toHaveValue('');
  await page.goForward();
  await expect(page.getByRole('group', { name: t.ar.front })).toBeVisible();
});

test('a later step cannot be opened before the steps it depends on', async ({ page }) => {
  await page.goto('/en/signin-signup?mode=signup&step=income');
  await expect(page.getByLabel(t.en.nationalId)).toBeVisible();
  await expect(page).toHaveURL(/step=account/);
  await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText('Account');
});

test('a document of the wrong type is refused with a clear message', async ({ page }) => {
  await page.goto('/en/signin-signup?mode=signup');
  await fillAccount(page, 'en', '2003334444', freshIdentity('doc'));
  await page.getByRole('button', { name: t.en.front, exact: true }).setInputFiles({ name: 'id.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('group', { name: t.en.front }).getByText('Use a JPEG, PNG or PDF file')).toBeVisible();
  await page.getByRole('button', { name: t.en.continue }).click();
  await expect(page.getByRole('group', { name: t.en.back_ }).getByText(m('en', 'signUp.validation.documentBack'))).toBeVisible();
  await expect(page).toHaveURL(/step=documents/);
});

for (const [index, lang] of LANGS.entries()) {
  test(`a sign-up refused for too many codes keeps what was entered, says when to try again, and goes through later (${lang})`, async ({ page }) => {
    const l = t[lang];
    const id = await walkToCreate(page, lang, freshNationalId(`${index}1`));
    // The backend's answer when the number's code budget is spent (its side is proven in sign-up.test.ts).
    const refusal = { code: 'otp_limit', message: 'Too many codes sent. Try again in 10 minutes.', retry_after_s: 600 };
    await page.route('**/api/user', (route) => route.fulfill({ status: 429, json: refusal }), { times: 1 });
    await page.getByRole('button', { name: l.create }).click();

    const said = page.getByRole('alert').filter({ hasText: l.codeLimit });
    await expect(said).toBeVisible();
    await expect(said.locator('bdi')).toHaveText(formatPhone(id.mobile));
    await expect(page).toHaveURL(/step=income/);
    await expect(page.getByLabel(l.income)).toHaveValue('1000-2000');
    await expectCleanScreen(page);

    await page.getByRole('button', { name: l.create }).click();
    await expect(page).toHaveURL(`/${lang}/validate-otp?sent=1`);
  });
}
