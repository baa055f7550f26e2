import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { asUser, expectCleanScreen, PNG } from './helpers';
import { bookingDays, dayButton, icsStart, lababakText, nextFriday, seededDays } from './support/lababak';
import { skipOfferPopup } from './support/offers';

// The demo customer books, sees, changes, downloads and cancels in English; the calendar's closed days,
// a full period and a refused place are checked on the way (Arabic for the refused place).

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const w = lababakText.en;
let page: Page;
const [day = ''] = bookingDays(1);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000); // room for a cold server: the data folder is created and seeded on the first call
  page = await (await browser.newContext()).newPage();
  await skipOfferPopup(page);
  await asUser(page, 'demo@portal.test');
});
test.afterAll(() => page.context().close());

const next = () => page.getByRole('button', { name: w.next }).click();
const stepHeading = (name: string) => expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();

test('a customer books through every step from a motor contract (English, axe on each step)', async () => {
  await page.goto('/en/dashboard/motor');
  // A tap while the list hydrates can be lost; the booking page renders per request (slow on a busy CI machine).
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: /Book an accident assessment for contract .*000102/ }).click();
  await expect(page).toHaveURL(/\/en\/lababak-service\?policyId=\d+/, { timeout: 15_000 });

  await stepHeading('Car type');
  await expectCleanScreen(page);
  await next();
  await expect(page.getByText('Choose one of the options')).toBeVisible();
  await page.getByLabel(w.saloon).check();
  await next();

  await stepHeading('Car');
  await expect(page.getByRole('radio', { name: /Hyundai Elantra 2019/ })).toBeChecked();
  await expectCleanScreen(page);
  await next();

  await stepHeading('Can it move');
  await page.getByRole('group', { name: w.canMove }).getByLabel(w.no).check();
  await page.getByRole('group', { name: w.towing }).getByLabel(w.yes).check();
  await expectCleanScreen(page);
  await next();

  await stepHeading('Location');
  await page.getByLabel(w.typed).check();
  await page.getByLabel(w.town).selectOption({ label: w.amman });
  await page.getByLabel(w.street).fill('Mecca Street, near the Safeway');
  await page.getByRole('button', { name: w.check }).click();
  await expect(page.getByText(w.served)).toBeVisible();
  await expect(page.getByRole('link', { name: w.maps })).toHaveAttribute('href', /google\.com\/maps.*31\.95/);
  await expectCleanScreen(page);
  await next();

  await stepHeading('Date and time');
  // Closed days cannot be chosen: a Friday, the blocked day; the seeded full period is shown disabled.
  const seeded = seededDays();
  await expect(await dayButton(page, nextFriday(), w.nextMonth)).toBeDisabled();
  await page.reload();
  await expect(await dayButton(page, seeded.blocked, w.nextMonth)).toBeDisabled();
  await (await dayButton(page, seeded.full, w.nextMonth)).click();
  await expect(page.getByRole('radio', { name: /^10:30 AM – 12:30 PM\s*Full/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /^8:30 AM/ })).toBeEnabled();
  await (await dayButton(page, day, w.nextMonth)).click();
  await page.getByRole('radio', { name: /^2:30 PM/ }).check();
  await expectCleanScreen(page);
  await next();

  await stepHeading('Notes');
  await expect(page.getByLabel('Name of the person we meet')).toHaveValue('Omar Khaled Saleh Haddad');
  await expect(page.getByLabel('Their mobile number')).toHaveValue('0790000001');
  await page.getByLabel('What happened? (optional)').fill('Front bumper hit at a roundabout.');
  await page.getByRole('button', { name: 'Damage photo 1', exact: true }).setInputFiles({ name: 'bumper.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('group', { name: 'Damage photo 1' }).getByRole('button', { name: /Remove/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Damage photo 2' })).toBeVisible();
  await expectCleanScreen(page);
  await next();

  await stepHeading('Details');
  await expect(page.getByText('Hyundai Elantra 2019 (22-11890)')).toBeVisible();
  await expect(page.getByText('Does not move · needs towing')).toBeVisible();
  await expectCleanScreen(page);
  await next();

  await stepHeading('Contract');
  await expect(page.getByText(/P-MOT-\d{4}-000102/)).toBeVisible();
  await expectCleanScreen(page);
  await page.getByRole('button', { name: w.book }).click();

  await expect(page.getByRole('heading', { level: 1, name: w.booked })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/lababak-service\/success\?id=\d+/);
  await expect(page.getByRole('status')).toContainText(/Your reference is LB-\d{6}/);
  await expectCleanScreen(page);
});

test('the customer sees it, changes its period, downloads the .ics and cancels with a note', async () => {
  await page.getByRole('link', { name: w.see }).click();
  await expect(page).toHaveURL(/\/en\/appointment-preview\?id=\d+/);
  const timeline = page.getByRole('region', { name: 'Progress' });
  await expect(timeline.locator('li[data-state="done"]')).toHaveCount(1);
  await expect(timeline.locator('li[data-state="todo"]')).toHaveCount(3);
  await expect(page.getByText(/2:30 PM – 4:30 PM/)).toBeVisible();
  const photo = page.getByRole('img', { name: 'Damage photo 1' });
  await expect(photo).toBeVisible();
  // Visible is not yet decoded: wait for the image itself.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expectCleanScreen(page);

  await page.getByRole('button', { name: 'Change date, period, place or note' }).click();
  await expect(page.locator(`button[data-day="${day}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('radio', { name: /^4:30 PM/ }).check();
  await expectCleanScreen(page);
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByText('The appointment is changed.')).toBeVisible();
  await expect(page.getByText(/4:30 PM – 6:30 PM/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changes' })).toContainText(/Changed · .* by Omar Khaled Saleh Haddad \(customer\)/);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^LB-\d{6}\.ics$/);
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  expect(ics).toContain(`DTSTART:${icsStart(day, '16:30-18:30')}`);
  expect(ics).toContain('SUMMARY:Lababak accident assessment: Hyundai Elantra 2019 (22-11890)');
  expect(ics).toContain('LOCATION:Mecca Street\\, near the Safeway\\, Amman');

  await page.getByRole('button', { name: 'Cancel the appointment' }).click();
  await page.getByRole('button', { name: 'Confirm the cancellation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'required' })).toBeVisible();
  await page.getByLabel('Why are you cancelling?').fill('The garage repaired it.');
  await page.getByRole('button', { name: 'Confirm the cancellation' }).click();
  await expect(page.getByText('The appointment is cancelled.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Progress' }).locator('li[data-state="cancelled"]')).toContainText('Reason: The garage repaired it.');
  await expect(page.getByRole('button', { name: 'Change date, period, place or note' })).toHaveCount(0);
});

test('a customer opening the customer-care screen lands on the dashboard', async () => {
  await page.goto('/en/create-lababak-appointment');
  await expect(page).toHaveURL('/en/dashboard');
});

test('an appointment address without its appointment opens the service screen instead of not-found', async () => {
  for (const path of ['/ar/appointment-preview', '/ar/appointment-preview?id=abc', '/ar/lababak-service/success']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/ar\/lababak-service(\?step=[a-z-]+)?$/);
  }
});

test('a place outside the service areas is refused with its message and phone (Arabic, browser position)', async ({ browser }) => {
  const context = await browser.newContext({ geolocation: { latitude: 30.5, longitude: 36.9 }, permissions: ['geolocation'] });
  const ar = await context.newPage();
  const t = lababakText.ar;
  await skipOfferPopup(ar);
  await asUser(ar, 'demo@portal.test');
  await ar.goto('/ar/lababak-service');
  await ar.getByLabel(t.saloon).check();
  await expectCleanScreen(ar);
  await ar.getByRole('button', { name: t.next }).click();
  await ar.getByRole('radio', { name: /تويوتا|Toyota Corolla/ }).check();
  await ar.getByRole('button', { name: t.next }).click();
  await ar.getByRole('group', { name: t.canMove }).getByLabel(t.yes).check();
  await ar.getByRole('group', { name: t.towing }).getByLabel(t.no).check();
  await ar.getByRole('button', { name: t.next }).click();

  await ar.getByRole('button', { name: t.findMe }).click();
  const refusal = ar.getByRole('alert').filter({ hasText: t.notServed });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: '+962 6 500 0111' })).toHaveAttribute('href', 'tel:+96265000111');
  await expectCleanScreen(ar);
  await ar.getByRole('button', { name: t.next }).click();
  await expect(ar.getByText(t.refused)).toBeVisible();

  // The same step with a served town typed in goes on to the calendar.
  await ar.getByLabel(t.typed).check();
  await ar.getByLabel(t.town).selectOption({ label: t.amman });
  await ar.getByLabel(t.street).fill('شارع الجاردنز');
  await ar.getByRole('button', { name: t.check }).click();
  await expect(ar.getByText(t.served)).toBeVisible();
  await ar.getByRole('button', { name: t.next }).click();
  await expect(await dayButton(ar, seededDays().blocked, t.nextMonth)).toBeDisabled();
  await expectCleanScreen(ar);

  // The customer's seeded appointment in Arabic: its timeline and history.
  const mine = await (await ar.request.get('/api/booking/getCustomerAppointment/')).json();
  const confirmed = (mine.appointments as { id: number; status: string }[]).find((a) => a.status === 'confirmed')!;
  await ar.goto(`/ar/appointment-preview?id=${confirmed.id}`);
  const changes = ar.getByRole('region', { name: 'التعديلات' });
  await expect(changes).toContainText('(خدمة العملاء)');
  await expect(changes).toContainText('هدى نبيل سامي عودة');
  await expectCleanScreen(ar);
  await context.close();
});
