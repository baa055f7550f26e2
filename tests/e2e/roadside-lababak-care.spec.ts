import { expect, test, type Page } from '@playwright/test';
import { asUser, expectCleanScreen } from './helpers';
import { bookingDays, dayButton, lababakText } from './support/lababak';

// Customer care (Arabic) finds the demo customer by plate and by mobile, books for them, finds the
// appointment in the calendar and its preview, moves it along and cancels it.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const w = lababakText.ar;
// The staff home, with or without the step its booking flow adds to the address once the page is alive.
const STAFF_HOME = /\/ar\/create-lababak-appointment(\?step=contract)?$/;
let page: Page;
const [, day = ''] = bookingDays(2);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  page = await (await browser.newContext()).newPage();
  await asUser(page, 'care@portal.test');
  await page.goto('/ar/create-lababak-appointment');
  await expect(page).toHaveURL(STAFF_HOME);
});
test.afterAll(() => page.context().close());

const next = () => page.getByRole('button', { name: w.next }).click();

test('staff opening the customer service request land on their home', async () => {
  await page.goto('/ar/lababak-service');
  await expect(page).toHaveURL(STAFF_HOME);
});

test('staff opening an appointment address without its appointment land on the calendar', async () => {
  await page.goto('/ar/appointment-preview-c');
  await expect(page).toHaveURL(STAFF_HOME);
});

test('staff find the demo customer by plate and by mobile and book for them', async () => {
  const search = page.getByRole('search', { name: 'ابحث عن عقد سيارة' });
  await search.getByLabel('ابحث حسب').selectOption({ label: 'رقم اللوحة' });
  await search.getByLabel('قيمة البحث').fill('12-34567');
  await search.getByRole('button', { name: 'ابحث' }).click();
  // One result on the seed; the renewal specs, which run earlier, may have added the Corolla's renewal.
  await expect(page.getByRole('list', { name: /نتيجة|نتيجتان|نتائج/ })).toContainText('عمر خالد صالح الحداد');
  await expectCleanScreen(page);

  await search.getByLabel('ابحث حسب').selectOption({ label: 'رقم الهاتف المحمول' });
  await search.getByLabel('قيمة البحث').fill('0790000001');
  await search.getByRole('button', { name: 'ابحث' }).click();
  // The demo customer's four seeded motor contracts, one of them expired (renewals made by earlier specs may add more).
  const results = page.getByRole('list', { name: /نتائج|نتيجة/ });
  await expect(results.getByRole('listitem').nth(3)).toBeVisible();
  await expect(results.getByText('غير ساري: لا يمكن الحجز له').first()).toBeVisible();
  await page.getByRole('button', { name: /احجز للعقد .*000104/ }).click();

  await (await dayButton(page, day, w.nextMonth)).click();
  await page.getByRole('radio', { name: /^من 8:30 ص/ }).check();
  await expectCleanScreen(page);
  await next();

  // The car is the contract's (shown, not asked): no question about the kind of car.
  await expect(page.getByText('نيسان صني 2022 (13-70771)')).toBeVisible();
  await expect(page.getByText('ما نوع المركبة؟')).toHaveCount(0);
  await expect(page.getByLabel('اسم الشخص الذي سنلتقيه')).toHaveValue('عمر خالد صالح الحداد');
  await expect(page.getByLabel('رقم هاتفه المحمول')).toHaveValue('0790000001');
  await page.getByRole('group', { name: w.canMove }).getByLabel(w.no).check();
  await page.getByRole('group', { name: w.towing }).getByLabel(w.yes).check();
  await page.getByLabel(w.town).selectOption({ label: w.amman });
  await page.getByLabel(w.street).fill('دوار المدينة الرياضية');
  await page.getByRole('button', { name: w.check }).click();
  await expect(page.getByText(w.served)).toBeVisible();
  await expectCleanScreen(page);
  await next();

  await expect(page.getByText('نيسان صني 2022 (13-70771)')).toBeVisible();
  await page.getByRole('button', { name: 'احجز الموعد' }).click();
  await expect(page).toHaveURL(/\/ar\/appointment-preview-c\?id=\d+&booked=1/);
  await expect(page.getByRole('status').filter({ hasText: /تم الحجز: LB-\d{6}/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'التعديلات' })).toContainText('هدى نبيل سامي عودة (خدمة العملاء)');
  await expectCleanScreen(page);
});

test('staff find it in the calendar and the preview, confirm it and cancel it', async () => {
  const reference = (await page.locator('span[dir="ltr"]', { hasText: /^LB-\d{6}$/ }).first().textContent())!;
  await page.goto('/ar/create-lababak-appointment?view=calendar');
  await (await dayButton(page, day, w.nextMonth)).click();
  const period = page.locator('li[data-period="08:30-10:30"]');
  await expect(period).toContainText('1 من 3 محجوزة');
  await expectCleanScreen(page);
  await period.getByRole('link', { name: new RegExp(reference) }).click();

  await expect(page).toHaveURL(/\/ar\/appointment-preview-c\?id=\d+$/);
  await page.getByRole('button', { name: 'أكّد الموعد' }).click();
  await expect(page.getByRole('region', { name: 'مراحل الموعد' }).locator('li[data-state="done"]')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'المُقيّم في الطريق' })).toBeVisible();

  await page.getByRole('button', { name: 'ألغِ الموعد' }).click();
  await page.getByLabel('لماذا تلغي الموعد؟').fill('اتصل العميل وألغى');
  await page.getByRole('button', { name: 'أكّد الإلغاء' }).click();
  await expect(page.getByText('تم إلغاء الموعد.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'التعديلات' })).toContainText(/الإلغاء.*بواسطة هدى نبيل سامي عودة \(خدمة العملاء\)/);

  await page.goto('/ar/create-lababak-appointment?view=appointments');
  const search = page.getByRole('search', { name: 'ابحث عن المواعيد' });
  await search.getByLabel('ابحث حسب').selectOption({ label: 'رقم اللوحة' });
  await search.getByLabel('قيمة البحث').fill('13-70771');
  await search.getByLabel('اليوم').fill(day);
  await search.getByRole('button', { name: 'ابحث' }).click();
  await expect(page.getByRole('link', { name: new RegExp(reference) })).toContainText('ملغى');
  await expectCleanScreen(page);
});
