import { expect, test, type Page } from '@playwright/test';
import { formatPhone } from '@/lib/phone';
import { asUser, expectCleanScreen, seedCustomer, type SeededCustomer } from './helpers';
import { expectKeptAcrossReloadAndLanguage } from './support/keeps';
import { m } from './support/purchase';
import { bookingDays, cancelLeftOn, dayButton, lababakText, whenHydrated } from './support/lababak';

// Customer care (Arabic), an account of this spec's own made like care@, finds a customer of the spec's
// own (made like the demo customer) by plate and by mobile, books for them, finds the appointment in the
// calendar and its preview, moves it along and cancels it. The booking is on this spec's own day
// (bookingDays: no other spec books there), for a car no earlier run booked, and is cancelled by the
// spec, also when a test fails on the way (afterAll).

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const w = lababakText.ar;
// The staff home, with or without the step its booking flow adds to the address once the page is alive.
const STAFF_HOME = /\/ar\/create-lababak-appointment(\?step=contract)?$/;
let page: Page;
let customer: SeededCustomer;
const [, day = ''] = bookingDays(2);
/** The customer's Nissan Sunny (the demo's contract 104), the car care books for. */
const sunny = () => customer.contracts['104']!;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  page = await (await browser.newContext()).newPage();
  customer = await seedCustomer(page.request, 'demo');
  const care = await seedCustomer(page.request, 'care');
  await asUser(page, care.email);
  await page.goto('/ar/create-lababak-appointment');
  await expect(page).toHaveURL(STAFF_HOME);
});
test.afterAll(async () => {
  await cancelLeftOn(page.request, day, { plate: sunny().plate! });
  await page.context().close();
});

const next = () => page.getByRole('button', { name: w.next }).click();

test('staff opening the customer service request land on their home', async () => {
  await page.goto('/ar/lababak-service');
  await expect(page).toHaveURL(STAFF_HOME);
});

test('staff opening an appointment address without its appointment land on the calendar', async () => {
  await page.goto('/ar/appointment-preview-c');
  await expect(page).toHaveURL(STAFF_HOME);
});

test('staff find the customer by plate and by mobile and book for them', async () => {
  // Typed into or pressed before it hydrates, the form would post the page afresh.
  const search = await whenHydrated(page.getByRole('search', { name: 'ابحث عن عقد سيارة' }));
  await search.getByLabel('ابحث حسب').selectOption({ label: 'رقم اللوحة' });
  await search.getByLabel('قيمة البحث').fill(customer.contracts['101']!.plate!);
  await search.getByRole('button', { name: 'ابحث' }).click();
  // The plate is the customer's Corolla alone.
  const byPlate = page.getByRole('list', { name: 'نتيجة واحدة' });
  await expect(byPlate.getByRole('listitem')).toHaveCount(1);
  await expect(byPlate).toContainText('عمر خالد صالح الحداد');
  await expect(byPlate).toContainText(customer.contracts['101']!.number);
  await expectCleanScreen(page);

  await search.getByLabel('ابحث حسب').selectOption({ label: 'رقم الهاتف المحمول' });
  await search.getByLabel('قيمة البحث').fill(customer.mobile);
  await search.getByRole('button', { name: 'ابحث' }).click();
  // The customer's four motor contracts, the Sportage (103) expired.
  const results = page.getByRole('list', { name: /نتائج/ });
  await expect(results.getByRole('listitem')).toHaveCount(4);
  await expect(results.getByRole('listitem').filter({ hasText: customer.contracts['103']!.number })).toContainText('غير ساري: لا يمكن الحجز له');
  await expect(results.getByText('غير ساري: لا يمكن الحجز له')).toHaveCount(1);
  await page.getByRole('button', { name: `احجز للعقد ${sunny().number}` }).click();

  await (await dayButton(page, day, w.nextMonth)).click();
  await page.getByRole('radio', { name: /^من 8:30 ص/ }).check();
  await expectCleanScreen(page);
  // Each step keeps its answers across a reload and a language switch.
  await expectKeptAcrossReloadAndLanguage(page, 'ar', async (lang) => {
    await expect(page.locator(`button[data-day="${day}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radio', { name: lang === 'ar' ? /^من 8:30\sص/ : /^8:30\sAM/ })).toBeChecked();
  });
  await next();

  // The car is the contract's (shown, not asked): no question about the kind of car.
  await expect(page.getByText(`نيسان صني 2022 (${sunny().plate})`)).toBeVisible();
  await expect(page.getByText('ما نوع المركبة؟')).toHaveCount(0);
  await expect(page.getByLabel('اسم الشخص الذي سنلتقيه')).toHaveValue('عمر خالد صالح الحداد');
  await expect(page.getByLabel('رقم هاتفه المحمول')).toHaveValue(formatPhone(customer.mobile));
  await page.getByRole('group', { name: w.canMove }).getByLabel(w.no).check();
  await page.getByRole('group', { name: w.towing }).getByLabel(w.yes).check();
  await page.getByLabel(w.town).selectOption({ label: w.amman });
  await page.getByLabel(w.street).fill('دوار المدينة الرياضية');
  await page.getByRole('button', { name: w.check }).click();
  await expect(page.getByText(w.served)).toBeVisible();
  await page.getByLabel(m('ar', 'lababak.notes.note')).fill('الصدام الأمامي');
  await expectCleanScreen(page);
  await expectKeptAcrossReloadAndLanguage(page, 'ar', async (lang) => {
    const t = lababakText[lang];
    await expect(page.getByRole('group', { name: t.canMove }).getByLabel(t.no)).toBeChecked();
    await expect(page.getByRole('group', { name: t.towing }).getByLabel(t.yes)).toBeChecked();
    await expect(page.getByText(t.served)).toBeVisible();
    await expect(page.getByLabel(m(lang, 'lababak.notes.note'))).toHaveValue('الصدام الأمامي');
    await expect(page.getByLabel(m(lang, 'lababak.notes.phone'))).toHaveValue(formatPhone(customer.mobile));
  });
  await next();

  await expect(page.getByText(`نيسان صني 2022 (${sunny().plate})`)).toBeVisible();
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
  // Typed into or pressed before it hydrates, the form would post the page afresh.
  const search = await whenHydrated(page.getByRole('search', { name: 'ابحث عن المواعيد' }));
  await search.getByLabel('ابحث حسب').selectOption({ label: 'رقم اللوحة' });
  await search.getByLabel('قيمة البحث').fill(sunny().plate!);
  await search.getByLabel('اليوم').fill(day);
  await search.getByRole('button', { name: 'ابحث' }).click();
  await expect(page.getByRole('link', { name: new RegExp(reference) })).toContainText('ملغى');
  await expectCleanScreen(page);
});
