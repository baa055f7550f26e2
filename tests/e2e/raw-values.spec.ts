import { expect, test, type Browser, type Page } from '@playwright/test';
import { dayFrom } from '@/lib/calendar/days';
import { formatPhone } from '@/lib/phone';
import { asUser, expectCleanScreen, seedCustomer, type Lang, type SeededCustomer } from './helpers';
import { bookingDays, dayButton, lababakText, nextFriday, seededDays, whenHydrated } from './support/lababak';
import { skipOfferPopup } from './support/offers';
import { m } from './support/purchase';

// What a customer reads is words, not the insurer's codes or raw values: product names instead of
// segment codes, dates as dd-MM-yyyy, a place by its name with a map link; closed appointments offer
// only viewing; customer care's month grid says each day's free places and its days off. The customer
// and the staff member are this spec's own, made like the demo customer and care@; nothing is booked.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const LANGS: Lang[] = ['en', 'ar'];
const AMMAN = { latitude: 31.9539, longitude: 35.9106 };
let page: Page;
let customer: SeededCustomer;
let care: SeededCustomer;

async function customerPage(browser: Browser, geolocation = false): Promise<Page> {
  const context = await browser.newContext(geolocation ? { geolocation: AMMAN, permissions: ['geolocation'] } : {});
  const p = await context.newPage();
  await skipOfferPopup(p);
  await asUser(p, customer.email);
  return p;
}

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(90_000); // a cold server seeds its data folder on the first call
  customer = await seedCustomer(request, 'demo');
  care = await seedCustomer(request, 'care');
  page = await customerPage(browser);
});
test.afterAll(() => page.context().close());

/** The value of a description list's row, by its term. */
const field = (p: Page, term: string) => p.locator('dl > div', { has: p.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');

for (const lang of LANGS) {
  test(`${lang}: a travel contract names its programme, zone and countries, never its segment code`, async () => {
    const mine = (await (await page.request.get('/api/user/polices')).json()).policies as { id: number; contract_number: string }[];
    const travel = mine.find((p) => p.contract_number === customer.contracts['201']!.number)!;
    await page.goto(`/${lang}/policy/travel/${travel.id}`);
    await expect(field(page, m(lang, 'policy.fields.product'))).toHaveText(m(lang, 'products.travel.skyPlus'));
    await expect(field(page, m(lang, 'policy.fields.destination'))).toHaveText(m(lang, 'products.destination.turkeyEgypt'));
    await expect(field(page, m(lang, 'policy.fields.countries'))).toHaveText(lang === 'en' ? 'Turkey and Egypt' : 'تركيا ومصر');
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/TR-SKY|Segment code|رمز الفئة/);
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    await expectCleanScreen(page);
  });

  test(`${lang}: the travel step shows the account's birth date as dd-MM-yyyy`, async () => {
    // A fresh purchase (the other language's run left a draft at the travellers step).
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`/${lang}/create-policy-travel`);
    await page.getByLabel(m(lang, 'purchase.travel.country')).selectOption('TR');
    await page.getByLabel(m(lang, 'purchase.travel.startDate'), { exact: true })
      .fill(dayFrom(new Date(), 20));
    await page.getByLabel(m(lang, 'purchase.travel.days'), { exact: true }).fill('5');
    await page.getByRole('button', { name: m(lang, 'flow.next') }).click();
    await page.getByRole('radio', { name: m(lang, 'purchase.travel.individual') }).check();
    const you = page.getByRole('group', { name: m(lang, 'purchase.travel.you') });
    await expect(you).toContainText('12-04-1988');
    await expect(you).not.toContainText('1988-04-12');
  });
}

for (const lang of LANGS) {
  test(`${lang}: Lababak from the phone's position shows the place in words and the cover's name`, async ({ browser }) => {
    const w = lababakText[lang];
    const p = await customerPage(browser, true);
    const next = () => p.getByRole('button', { name: w.next }).click();
    await p.goto(`/${lang}/lababak-service`);
    await p.getByRole('radio', { name: /Corolla|كورولا/ }).check();
    await next();
    await p.getByRole('group', { name: w.canMove }).getByLabel(w.yes).check();
    await p.getByRole('group', { name: w.towing }).getByLabel(w.no).check();
    await next();

    await p.getByRole('button', { name: w.findMe }).click();
    await expect(p.getByText(w.served)).toBeVisible();
    const landmark = lang === 'en' ? 'Near the Abdali mall' : 'قرب مول العبدلي';
    await p.getByLabel(m(lang, 'lababak.location.landmark')).fill(landmark);
    await expectCleanScreen(p);
    await next();

    const [day = ''] = bookingDays(1);
    await (await dayButton(p, day, w.nextMonth)).click();
    // A period reads "12:30 PM – 2:30 PM", in Arabic "من 12:30 م إلى 2:30 م" (start first).
    await p.getByRole('radio', { name: /^(من )?(12:30|2:30)/ }).first().check();
    await next();
    const step = (key: string) => expect(p.getByRole('heading', { level: 2, name: new RegExp(m(lang, `lababak.steps.${key}`)) })).toBeVisible();
    await step('notes');
    await expect(p.getByLabel(m(lang, 'lababak.notes.phone'))).toHaveValue(formatPhone(customer.mobile));
    await next(); // the name and number are the account's
    await step('review');

    // Details: the place as the customer gave it, with the map link, never coordinates.
    // Joined with the language's comma: Arabic writes "،".
    const place = `${landmark}${lang === 'en' ? ',' : '،'} ${w.amman}`;
    const where = field(p, m(lang, 'lababak.facts.location'));
    await expect(where).toContainText(place);
    await expect(where.getByRole('link', { name: w.maps })).toHaveAttribute('href', /google\.com\/maps.*31\.95/);
    await expect(p.locator('main')).not.toContainText('GPS');
    await expect(where).not.toContainText('31.95');

    // The review names the cover in the reader's language.
    await expect(field(p, m(lang, 'lababak.policy.cover'))).toHaveText(m(lang, 'products.motor.comprehensive'));
    await expect(p.locator('main')).not.toContainText('MC-COMP');
    await expectCleanScreen(p);
    await p.context().close();
  });
}

for (const lang of LANGS) {
  test(`${lang}: a cancelled appointment offers only viewing it (and a new booking), and no calendar file`, async () => {
    const t = (key: string) => m(lang, key);
    await page.goto(`/${lang}/dashboard/motor`);
    const cancelled = page.getByRole('article').filter({ hasText: t('contracts.appointments.status.cancelled') }).first();
    const confirmed = page.getByRole('article').filter({ hasText: t('contracts.appointments.status.confirmed') });
    await expect(cancelled.getByRole('link', { name: t('contracts.appointments.view') })).toBeVisible();
    await expect(cancelled.getByRole('link', { name: t('contracts.appointments.open') })).toHaveCount(0);
    await expect(confirmed.first().getByRole('link', { name: t('contracts.appointments.open') })).toBeVisible();
    await expect(cancelled.getByRole('link', { name: t('contracts.appointments.map') })).toHaveAttribute('href', /google\.com\/maps/);

    await cancelled.getByRole('link', { name: t('contracts.appointments.view') }).click();
    await expect(page).toHaveURL(/appointment-preview\?id=\d+/);
    const id = new URL(page.url()).searchParams.get('id');
    await expect(page.getByRole('link', { name: t('lababak.preview.bookAgain') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('lababak.preview.addToCalendar') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('lababak.preview.changeOpen') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('lababak.preview.cancelOpen') })).toHaveCount(0);
    await expectCleanScreen(page);

    const ics = await page.request.get(`/${lang}/appointment-preview/calendar?id=${id}`);
    expect(ics.status()).toBe(410);
    expect(await ics.text()).toContain(t('lababak.preview.noCalendar.cancelled'));
  });
}

for (const lang of LANGS) {
  test(`${lang}: customer care's month grid shows each day's free places, closed days and the day off with its reason`, async ({ browser }) => {
    const w = lababakText[lang];
    const t = (key: string) => m(lang, key);
    const staff = await (await browser.newContext()).newPage();
    await asUser(staff, care.email);
    const { blocked } = seededDays();
    const [open = ''] = bookingDays(1);
    const reason = lang === 'en' ? 'Public holiday' : 'عطلة رسمية';

    await staff.goto(`/${lang}/create-lababak-appointment?view=calendar`);
    const off = await dayButton(staff, blocked, w.nextMonth);
    await expect(off).toHaveAccessibleName(new RegExp(`${t('lababakCare.month.label.blocked').replace('{reason}', reason)}$`));
    await expect(off).toContainText(t('lababakCare.month.blocked'));
    await expect(staff.getByRole('region', { name: t('lababakCare.month.daysOff') })).toContainText(`${blocked.split('-').reverse().join('-')}: ${reason}`);
    const friday = await dayButton(staff, nextFriday(), w.nextMonth);
    await expect(friday).toContainText(t('lababakCare.month.closed'));
    await expect(friday).toHaveAccessibleName(new RegExp(t('lababakCare.month.label.closed')));
    const free = await dayButton(staff, open, w.nextMonth);
    await expect(free).toContainText(/\d+/);
    await expect(free).toHaveAccessibleName(lang === 'en' ? /\d+ of \d+ places booked, \d+ free$/ : /المحجوز \d+ من \d+، والمتاح \d+$/);
    await expectCleanScreen(staff);

    // Booking for a customer: the day off and a Friday cannot be chosen, an open day can.
    await staff.goto(`/${lang}/create-lababak-appointment?view=book`);
    const search = await whenHydrated(staff.getByRole('search'));
    await search.getByLabel(t('lababakCare.search.by')).selectOption({ label: t('lababakCare.search.key.plate') });
    await search.getByLabel(t('lababakCare.search.value')).fill(customer.contracts['101']!.plate!);
    await search.getByRole('button', { name: t('lababakCare.search.find') }).click();
    await staff.getByRole('button', { name: t('lababakCare.search.chooseLabel').replace('{number}', customer.contracts['101']!.number) }).click();
    await expect(await dayButton(staff, blocked, w.nextMonth)).toBeDisabled();
    await expect(await dayButton(staff, nextFriday(), w.nextMonth)).toBeDisabled();
    await expect(await dayButton(staff, open, w.nextMonth)).toBeEnabled();
    await expectCleanScreen(staff);
    await staff.context().close();
  });
}
