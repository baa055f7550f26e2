import { expect, test, type Locator, type Page } from '@playwright/test';
import { asUser, expectCleanScreen, seedCustomer, type Lang, type SeededCustomer } from './helpers';
import { SIZES } from './support/walk';
import { bookingDays, dayButton, lababakText, phoneWords } from './support/lababak';
import { skipOfferPopup } from './support/offers';

/**
 * Arabic reads as Arabic: parts of a line joined with "،", ranges start first ("من … إلى …", each end
 * in its own isolate), phone numbers in one format, left to right; English keeps its own. The customer
 * is this spec's own, made like the demo customer; the flows stop before they book or buy.
 */
test.describe.configure({ timeout: 90_000 });

const [day = ''] = bookingDays(1);
const dmy = day.split('-').reverse().join('-');
let customer: SeededCustomer;

test.beforeAll(async ({ request }) => {
  customer = await seedCustomer(request, 'demo');
});

const words = {
  en: { when: 'Date and time', location: 'Location', contact: 'Who we meet', street: 'Near Interior Circle', address: 'Near Interior Circle, Amman', slot: /^10:30\sAM/, separator: ', ', from: '', to: ' – ' },
  ar: { when: 'الموعد', location: 'الموقع', contact: 'الشخص الذي سنلتقيه', street: 'قرب دوار الداخلية', address: 'قرب دوار الداخلية، عمّان', slot: /^(من )?10:30\sص/, separator: '، ', from: 'من ', to: ' إلى ' },
} as const;

async function signedIn(page: Page) {
  await skipOfferPopup(page);
  await asUser(page, customer.email);
}

/** A fact of an appointment (its <dd>) by its label. */
const fact = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd > span').first();

/** The left edges of the isolates of a line, in DOM (reading) order. */
const lefts = (line: Locator) => line.locator('bdi').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left));

/** Reading order: in Arabic the first isolate stands furthest right, in English furthest left. */
function expectReadingOrder(xs: number[], lang: Lang) {
  const sorted = [...xs].sort((a, b) => (lang === 'ar' ? b - a : a - b));
  expect(xs).toEqual(sorted);
}

for (const lang of ['ar', 'en'] as const) {
  const t = lababakText[lang];
  const w = words[lang];

  test(`an appointment's address and day are joined with the reader's comma, its period reads start first and the phone is in one format (${lang})`, async ({ page }) => {
    await signedIn(page);
    await page.goto(`/${lang}/lababak-service`);
    await page.getByRole('radio', { name: lang === 'ar' ? /تويوتا كورولا/ : /Toyota Corolla/ }).check();
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('group', { name: t.canMove }).getByLabel(t.yes).check();
    await page.getByRole('group', { name: t.towing }).getByLabel(t.no).check();
    await page.getByRole('button', { name: t.next }).click();
    await page.getByLabel(t.typed).check();
    await page.getByLabel(t.town).selectOption({ label: t.amman });
    await page.getByLabel(t.street).fill(w.street);
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByText(t.served)).toBeVisible();
    await page.getByRole('button', { name: t.next }).click();
    await (await dayButton(page, day, t.nextMonth)).click();
    await page.getByRole('radio', { name: w.slot }).check();
    await expectCleanScreen(page);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page).toHaveURL(/step=notes/);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page).toHaveURL(/step=review/);

    // The review: the typed street and the chosen town, joined as the language joins them.
    await expect(fact(page, w.location)).toContainText(w.address);
    const when = fact(page, w.when);
    const slot = lang === 'ar' ? /^من 10:30\sص إلى 12:30\sم$/ : /^10:30\sAM – 12:30\sPM$/;
    await expect(when).toHaveText(new RegExp(`^${dmy}${w.separator}${slot.source.slice(1)}`));
    // Three isolates in reading order: the day, the period's start, its end.
    await expect(when.locator('bdi')).toHaveText([dmy, lang === 'ar' ? /^10:30\sص$/ : /^10:30\sAM$/, lang === 'ar' ? /^12:30\sم$/ : /^12:30\sPM$/]);
    expectReadingOrder(await lefts(when), lang);
    await expect(fact(page, w.contact).locator('[dir="ltr"]')).toHaveText(phoneWords(customer.mobile));
    await expectCleanScreen(page);
    await page.setViewportSize(SIZES.phone);
    // On a phone the number stays on one line: its groups do not wrap apart.
    expect(await fact(page, w.contact).locator('[dir="ltr"]').evaluate((el) => el.getClientRects().length)).toBe(1);
  });

  test(`a renewal's new period reads start first (${lang})`, async ({ page }) => {
    await signedIn(page);
    const elantra = customer.contracts['102']!;
    await page.goto(`/${lang}/car-insurance-renewal?policyId=${elantra.id}`);
    const period = page.getByTestId('new-period');
    const date = '\\d{2}-\\d{2}-\\d{4}';
    await expect(period).toHaveText(new RegExp(`^${w.from}${date}${w.to}${date}$`));
    const [start = '', end = ''] = await period.locator('bdi[dir="ltr"]').allTextContents();
    const day = (dd: string) => dd.split('-').reverse().join('-');
    expect(day(start) < day(end)).toBe(true);
    expectReadingOrder(await lefts(period), lang);
    await expectCleanScreen(page);
  });

  test(`a booked appointment shows its day and period, its history's times and its phone the same way (${lang})`, async ({ page }) => {
    await signedIn(page);
    const mine = await (await page.request.get('/api/booking/getCustomerAppointment/')).json() as { appointments: { id: number; status: string }[] };
    const confirmed = mine.appointments.find((a) => a.status === 'confirmed')!;
    await page.goto(`/${lang}/appointment-preview?id=${confirmed.id}`);
    const when = fact(page, w.when);
    await expect(when).toContainText(w.separator.trim());
    expectReadingOrder(await lefts(when), lang);
    await expect(fact(page, w.contact).locator('[dir="ltr"]')).toHaveText(phoneWords(customer.mobile));
    const stamp = page.locator('time').first();
    await expect(stamp).toHaveText(lang === 'ar' ? /^\d{2}-\d{2}-\d{4}، \d{1,2}:\d{2}\s[صم]$/ : /^\d{2}-\d{2}-\d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    await expectCleanScreen(page);
  });
}
