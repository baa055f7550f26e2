import { expect, test, type Page } from '@playwright/test';
import { asUser, seedCustomer, signUpByApi, type SeededCustomer } from './helpers';
import { skipOfferPopup } from './support/offers';
import { literally, whenHydrated } from './support/lababak';

// Customers of this spec's own, made like the demo customer (its notifications: the contracts about to
// expire and the confirmed appointment unread, the welcome read): the first test reads a customer of its
// own; the others share one, whose notifications the panel marks read whichever of them opens it first.

const bell = (page: Page, name: RegExp) => page.getByRole('banner').getByRole('button', { name });
const panel = (page: Page, name: string) => page.getByRole('dialog', { name });

let shared: SeededCustomer;

test.beforeAll(async ({ request }) => {
  shared = await seedCustomer(request, 'demo');
});
test.beforeEach(async ({ page }) => skipOfferPopup(page));

test('the unread marker shows, opening the panel lists read and unread items and clears it for good (English, then Arabic)', async ({ page }) => {
  const c = await seedCustomer(page.request, 'demo');
  await asUser(page, c.email);
  await page.goto('/en/dashboard');
  // In the first HTML already: the server prefetched the notifications.
  const html = await (await page.request.get('/en/dashboard')).text();
  expect(html).toContain('data-testid="unread-marker"');

  const enButton = bell(page, /^Notifications, \d+ unread$/);
  await expect(enButton).toBeVisible();
  await expect(enButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('unread-marker')).toBeVisible();

  await page.goto('/ar/dashboard');
  const arButton = bell(page, /^الإشعارات، .*غير مقروء/);
  await (await whenHydrated(arButton)).click();
  // Its name changes as soon as the backend has marked them read: find it by the part that stays.
  await expect(bell(page, /^الإشعارات/)).toHaveAttribute('aria-expanded', 'true');
  const list = panel(page, 'الإشعارات');
  await expect(list).toBeVisible();
  await expect(list).toBeFocused();
  // Unread (the contracts about to expire, the confirmed appointment) and read ones (the welcome).
  await expect(list.locator('li[data-state="unread"]').first()).toBeVisible();
  await expect(list.locator('li[data-state="read"]').first()).toBeVisible();
  await expect(list.getByText('ينتهي عقد السيارة خلال')).toBeVisible();
  // Travel and personal guard have no renewal on the portal: their notices say when the cover ends and to buy a new one.
  const travel = list.locator('li', { hasText: 'ينتهي عقد السفر خلال' });
  await expect(travel).toContainText(new RegExp(`ينتهي العقد رقم ${literally(c.contracts['201']!.number).source} خلال 15 يوماً، في \\d{2}-\\d{2}-\\d{4}\\.`));
  await expect(travel).toContainText('لا يُجدَّد تأمين السفر، فإن سافرت بعد ذلك فاشترِ تأميناً جديداً قبل أن تسافر.');
  await expect(list.locator('li', { hasText: 'ينتهي عقد الحارس الشخصي خلال' })).toContainText('لا يُجدَّد تأمين الحارس الشخصي، فاشترِ تأميناً جديداً قبل ذلك لتبقى مغطّى.');
  await expect(list.locator('li', { hasText: 'جدّده في الوقت المناسب' })).toHaveCount(1);
  await expect(list.locator('li[data-state="unread"]', { hasText: 'تم تأكيد الموعد' })).toBeVisible();
  await expect(list.locator('li[data-state="read"]', { hasText: 'أهلاً بك في البوابة' })).toBeVisible();
  // The date, the Arabic comma, then the time with its half of the day.
  await expect(list.locator('time').first()).toHaveText(/^\d{2}-\d{2}-\d{4}، \d{1,2}:\d{2}\s[صم]$/);
  // Marked read on the backend: the marker goes.
  await expect(page.getByTestId('unread-marker')).toHaveCount(0);
  await expect(bell(page, /^الإشعارات$/)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(bell(page, /^الإشعارات$/)).toBeFocused();

  await page.reload();
  await expect(bell(page, /^الإشعارات$/)).toBeVisible();
  await expect(page.getByTestId('unread-marker')).toHaveCount(0);

  await page.goto('/en/dashboard');
  await expect(bell(page, /^Notifications$/)).toBeVisible();
  await expect(page.getByTestId('unread-marker')).toHaveCount(0);
});

test('the open panel in English: every item read, the dates dd-MM-yyyy, keyboard only (the walk checks the open panel)', async ({ page }) => {
  await asUser(page, shared.email);
  // Read before (as the panel marks them once opened): this test is about a panel with nothing new.
  await page.goto('/en/dashboard');
  const origin = new URL(page.url()).origin;
  expect((await page.request.patch('/api/notifications/readUserNotifications', { headers: { origin } })).status()).toBe(200);
  await page.reload();
  const button = await whenHydrated(bell(page, /^Notifications$/));
  await button.focus();
  await page.keyboard.press('Enter');
  const list = panel(page, 'Notifications');
  await expect(list).toBeFocused();
  await expect(list.getByText('Welcome to the portal')).toBeVisible();
  await expect(list.getByText(/Your car contract expires in \d+ days/)).toBeVisible();
  // Only the car contract, which the portal renews, is to be renewed; travel and personal guard are bought anew.
  await expect(list.getByText(/Renew it in time/)).toHaveCount(1);
  await expect(list.locator('li', { hasText: 'Your travel contract expires in 15 days' }))
    .toContainText(/on \d{2}-\d{2}-\d{4}\. Travel cover is not renewed: if you travel after that, buy a new one before you go\./);
  await expect(list.locator('li', { hasText: 'Your Personal Guard contract expires in 18 days' }))
    .toContainText('Personal Guard cover is not renewed: buy a new one before then to stay covered.');
  await expect(list.locator('li[data-state="unread"]')).toHaveCount(0);
  await list.getByRole('button', { name: 'Close notifications' }).click();
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();
});

test('a new customer has no marker and an empty panel (Arabic)', async ({ page }) => {
  await page.goto('/ar');
  await signUpByApi(page);
  await page.goto('/ar/dashboard');
  const button = bell(page, /^الإشعارات$/);
  await expect(page.getByTestId('unread-marker')).toHaveCount(0);
  await (await whenHydrated(button)).click();
  await expect(panel(page, 'الإشعارات').getByText('لا توجد لديك إشعارات بعد.')).toBeVisible();
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: an expiry notice links where it leads: the car in its renewal window to its renewal, the travel cover to its contract`, async ({ page }) => {
    const words = {
      en: { bell: /^Notifications/, panel: 'Notifications', car: 'Your car contract expires in 10 days', travel: 'Your travel contract expires in 15 days', renew: 'Renew this contract', view: 'View the contract' },
      ar: { bell: /^الإشعارات/, panel: 'الإشعارات', car: 'ينتهي عقد السيارة خلال 10 أيام', travel: 'ينتهي عقد السفر خلال', renew: 'جدّد هذا العقد', view: 'عرض العقد' },
    }[lang];
    await asUser(page, shared.email);
    await page.goto(`/${lang}/dashboard`);
    await (await whenHydrated(bell(page, words.bell))).click();
    const list = panel(page, words.panel);
    const car = list.locator('li', { hasText: words.car });
    await expect(car.getByRole('link', { name: words.renew })).toHaveAttribute('href', `/${lang}/car-insurance-renewal?policyId=${shared.contracts['101']!.id}`);
    const travel = list.locator('li', { hasText: words.travel });
    await expect(travel.getByRole('link', { name: words.renew })).toHaveCount(0);
    await travel.getByRole('link', { name: words.view }).click();
    await page.waitForURL(`/${lang}/policy/travel/${shared.contracts['201']!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(shared.contracts['201']!.number);
    // The panel closed on the way.
    await expect(list).toBeHidden();
  });
}
