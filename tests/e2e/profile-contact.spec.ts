import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectCleanScreen, freshIdentity, outbox, signIn, signUpByApi } from './helpers';
import { formatPhone, toE164 } from '@/lib/phone';

/**
 * Changing the e-mail and the mobile number from the profile, as a customer does it on a phone: the
 * new value and the password, the code from the new address, and the change announced. The account's
 * other devices are signed out, and the old address is told.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The newest six-digit code sent to an address or number. */
async function contactCode(request: APIRequestContext, to: string): Promise<string> {
  // A number as typed; the outbox addresses it in E.164.
  const address = toE164(to) ?? to;
  let code: string | undefined;
  await expect.poll(async () => {
    code = (await outbox(request)).find((m) => m.to === address)?.body.match(/\b\d{6}\b/)?.[0];
    return code;
  }).toBeTruthy();
  return code!;
}

test('a customer changes the e-mail in English: password, code from the new address, notice to the old one', async ({ page, browser }) => {
  const { email } = await signUpByApi(page);
  const origin = new URL(page.url()).origin;
  const other = await browser.newPage({ baseURL: origin });
  await signIn(other, 'en', email);
  const newEmail = `moved-${freshIdentity().mobile}@example.com`;

  await page.goto('/en/profile/personal-info');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByLabel('Current password').fill('Wrong1234');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('The current password is not correct').first()).toBeVisible();
  await expectCleanScreen(page);

  await page.getByLabel('Current password').fill('Demo1234');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(`We sent a code to ${newEmail}.`)).toBeVisible();
  await expect(page.getByLabel('The code we sent')).toBeFocused();
  await expectCleanScreen(page);
  await page.getByLabel('The code we sent').fill(await contactCode(page.request, newEmail));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your e-mail is now ${newEmail}.` })).toBeVisible();
  await expectCleanScreen(page);

  const notice = (await outbox(page.request)).find((m) => m.to === email && m.channel === 'email');
  expect(notice?.subject).toContain('was changed');
  // The other device is signed out; this one goes on, with the new address.
  expect((await other.request.get('/api/user/current')).status()).toBe(401);
  await page.reload();
  await expect(page.getByText(newEmail)).toBeVisible();
  await other.close();
});

test('a customer changes the mobile number in Arabic, with the keyboard', async ({ page }) => {
  // Signed up in Arabic: the code and the notice to the old number come in Arabic.
  const { mobile } = await signUpByApi(page, { lang: 'ar' });
  const newMobile = freshIdentity().mobile;
  await page.goto('/ar/profile/personal-info');
  await page.getByRole('button', { name: 'تغيير رقم الهاتف المحمول' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('رقم الهاتف المحمول الجديد')).toBeFocused();
  await page.keyboard.type(newMobile);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('كلمة المرور الحالية')).toBeFocused();
  await page.keyboard.type('Demo1234');
  await page.keyboard.press('Enter');
  await expect(page.getByText('أرسلنا رمزاً في رسالة نصية إلى')).toBeVisible();
  await expectCleanScreen(page);

  await page.getByLabel('الرمز المرسل إليك').fill(await contactCode(page.request, newMobile));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'أصبح رقم هاتفك المحمول' })).toContainText(formatPhone(newMobile));
  await expectCleanScreen(page);
  const notice = (await outbox(page.request)).find((m) => m.to === mobile && m.channel === 'sms');
  expect(notice?.body).toContain('تم تغيير رقم الهاتف المحمول');
  expect(notice?.body).toContain(formatPhone(newMobile));
});
