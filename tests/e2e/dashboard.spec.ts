import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { asUser, LANGS, customerOfFile, signUpByApi, type SeededCustomer } from './helpers';
import { dash, DATE, LINES } from './support/dashboard';
import { skipOfferPopup } from './support/offers';

// The dashboard's offer popup is a modal: tests about other things count it as seen.
test.beforeEach(({ page }) => skipOfferPopup(page));

const notFoundAr = JSON.parse(readFileSync('messages/ar.json', 'utf8')).notFound.title as string;

// The spec's own customer, made like demo@ (its 12 contracts, 2 appointments, …) under numbers and
// plates of its own: the counts and lists below are of this customer, which no other spec holds. Made by
// the file's first test that needs it and only read afterwards (by every test of the file, in both languages).
async function signedInCustomer(page: Page): Promise<SeededCustomer> {
  const customer = await customerOfFile(page.request, 'demo');
  await asUser(page, customer.email, customer.password);
  return customer;
}

// Each test signs in and walks several server-rendered pages; on a busy two-core machine the first
// sign-in of a cold server alone has taken most of the default 30 s.
test.describe.configure({ timeout: 60_000 });

for (const lang of LANGS) {
  const w = dash[lang];

  test.describe(`dashboard (${lang})`, () => {
    test('the home shows the figures, every line with its count, and the contracts that expire next', async ({ page }) => {
      const customer = await signedInCustomer(page);
      await page.goto(`/${lang}/dashboard`);
      const total = page.locator('[data-figure="total"]');
      await expect(total).toContainText(w.total);
      await expect(total.getByRole('definition')).toHaveText('12');
      for (const line of LINES) {
        const card = page.getByRole('link', { name: new RegExp(`^${w.lines[line]}\\s*${w.counts[line]}$`) });
        await expect(card).toBeVisible();
        await expect(card).toHaveAttribute('href', `/${lang}/dashboard/${line}`);
      }
      const latest = page.getByRole('region', { name: w.latest });
      await expect(latest.getByRole('listitem')).toHaveCount(5);
      // Soonest first: the Corolla (10 days) leads, with its warning and its contract page.
      const first = latest.getByRole('link').first();
      await expect(first).toContainText(w.cars.corolla);
      await expect(first).toContainText(customer.contracts['101']!.plate!);
      await expect(first).toContainText(w.warning);
      await expect(first).toHaveAttribute('href', `/${lang}/policy/motor/${customer.contracts['101']!.id}`);
      await expect(first).toContainText(DATE);
    });

    test('the first HTML of the home already holds the figures', async ({ page }) => {
      const customer = await signedInCustomer(page);
      const res = await page.request.get(`/${lang}/dashboard`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      // Rendered markup, not only the dehydrated data: the figures' own elements hold the numbers.
      expect(html).toMatch(/data-figure="total".*?<dt[^>]*>[^<]*<\/dt><dd[^>]*>12<\/dd>/s);
      expect(html).toContain(w.total);
      expect(html).toMatch(new RegExp(`data-line="motor"[^>]*>.*?${w.counts.motor}`, 's'));
      expect(html).toContain(`data-contract="${customer.contracts['101']!.number}"`);
    });

    test('the motor list: fields, the 20-day warning, renewal, the blocked message, and the appointments', async ({ page }) => {
      const customer = await signedInCustomer(page);
      await page.goto(`/${lang}/dashboard/motor`);
      await expect(page.getByRole('heading', { level: 1, name: w.lines.motor })).toBeVisible();
      await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(6);

      const { plate, id } = customer.contracts['101']!;
      const corolla = page.getByRole('article', { name: w.cars.corolla });
      await expect(corolla).toContainText(w.warning);
      await expect(corolla).toContainText(DATE);
      await expect(corolla).toContainText(w.amount);
      await expect(corolla).toContainText(plate!);
      const renew = corolla.getByRole('link', { name: w.renew });
      await expect(renew).toHaveAttribute('href', `/${lang}/car-insurance-renewal?policyId=${id}`);
      await expect(corolla.getByRole('link', { name: w.view })).toHaveAttribute('href', `/${lang}/policy/motor/${id}`);
      const pdf = corolla.getByRole('link', { name: w.download });
      await expect(pdf).toHaveAttribute('href', `/${lang}/policy/motor/${id}/pdf`);
      await expect(pdf).toHaveAttribute('download', '');

      const elantra = page.getByRole('article', { name: w.cars.elantra });
      await expect(elantra).not.toContainText(w.warning);
      await expect(elantra.getByRole('link', { name: w.renew })).toBeVisible();

      const nissan = page.getByRole('article', { name: w.cars.sunny });
      await expect(nissan).toContainText(w.blocked);
      await expect(nissan).toContainText(w.bank);
      await expect(nissan).toContainText(w.contactHelp);
      await expect(nissan.getByRole('link', { name: w.contactLink })).toHaveAttribute('href', `/${lang}/dashboard/contact-us`);
      await expect(nissan.getByRole('link', { name: w.renew })).toHaveCount(0);

      const kia = page.getByRole('article', { name: w.cars.sportage });
      await expect(kia).toContainText(w.expired);
      // Expired 12 days ago: still renewable on the web (RENEWAL_GRACE_DAYS_AFTER_EXPIRY), so the card offers it.
      await expect(kia.getByRole('link', { name: w.renew })).toHaveAttribute('href', `/${lang}/car-insurance-renewal?policyId=${customer.contracts['103']!.id}`);
      // Expired contracts come last.
      await expect(page.getByRole('region', { name: new RegExp(w.lines.motor) }).getByRole('article').last()).toHaveAccessibleName(new RegExp(`^${w.products.comprehensive} ${w.cars.sportage}`));

      const appointments = page.getByRole('region', { name: w.appointments });
      await expect(appointments.getByRole('article')).toHaveCount(2);
      const [upcoming, past] = [appointments.getByRole('article').first(), appointments.getByRole('article').last()];
      await expect(upcoming).toHaveAccessibleName(new RegExp(`${w.appointmentOn} ${DATE.source}`));
      await expect(upcoming).toContainText(w.confirmed);
      await expect(upcoming).toContainText(w.slot);
      await expect(past).toContainText(w.cancelled);
      await expect(past).toContainText(w.cancelNote);
      await expect(appointments.getByRole('link', { name: w.book })).toHaveAttribute('href', `/${lang}/lababak-service`);
    });

    test('contracts are named by product, and every line has its ways in: buy, buy again, documents', async ({ page }) => {
      const customer = await signedInCustomer(page);
      await page.goto(`/${lang}/dashboard`);
      const buy = page.getByRole('region', { name: w.products.buyHeading });
      for (const line of LINES) await expect(buy.locator(`a[data-buy="${line}"]`)).toHaveAttribute('href', `/${lang}/create-policy-${line}`);

      await page.goto(`/${lang}/dashboard/travel`);
      await expect(page.getByRole('link', { name: w.empty.travel[1] })).toHaveAttribute('href', `/${lang}/create-policy-travel`);
      const [soon, later] = [page.getByRole('article').first(), page.getByRole('article').last()];
      await expect(soon).toHaveAccessibleName(w.products.skyPlusTurkey);
      await expect(later).toHaveAccessibleName(w.products.skyKsa);
      // No internal codes on the list: they are on the contract page.
      await expect(page.getByText(/TR-SKY|DOC-TRV/)).toHaveCount(0);
      const travel = (await (await page.request.get('/api/user/polices')).json()).policies
        .find((p: { line: string; days_to_expire: number }) => p.line === 'travel' && p.days_to_expire < 20) as { id: number };
      await expect(soon.getByRole('link', { name: new RegExp(w.products.buyAgain) })).toHaveAttribute('href', `/${lang}/create-policy-travel?from=${travel.id}`);
      await expect(later.getByRole('link', { name: new RegExp(w.products.buyAgain) })).toHaveCount(0);
      const documents = page.getByRole('region', { name: w.products.documents });
      await expect(documents.getByRole('link', { name: w.products.skyPlusTerms })).toHaveAttribute('href', `/${lang}/documents/travel-sky-plus-terms`);

      await page.goto(`/${lang}/dashboard/medical`);
      await expect(page.getByRole('article').first()).toHaveAccessibleName(new RegExp(`^${w.products.gold}`));
      await expect(page.getByRole('link', { name: w.products.network })).toHaveAttribute('href', `/${lang}/medical/medicalnetwork`);
      await page.goto(`/${lang}/dashboard/motor`);
      await expect(page.getByRole('article').first().getByRole('link', { name: new RegExp(w.products.bookFor) }))
        .toHaveAttribute('href', `/${lang}/lababak-service?policy=${customer.contracts['101']!.id}`);
    });

    test('every other line lists its contracts with dates and JOD amounts, soonest first', async ({ page }) => {
      await signedInCustomer(page);
      for (const line of ['travel', 'home', 'medical', 'personal-accident'] as const) {
        await page.goto(`/${lang}/dashboard/${line}`);
        await expect(page.getByRole('heading', { level: 1, name: w.lines[line] })).toBeVisible();
        const cards = page.getByRole('article');
        await expect(cards).toHaveCount(2);
        await expect(cards.first()).toContainText(DATE);
        await expect(cards.first()).toContainText(lang === 'en' ? 'JOD' : 'دينار');
        await expect(cards.first().getByRole('link', { name: w.renew })).toHaveCount(0);
        await expect(page.getByRole('region', { name: w.appointments })).toHaveCount(0);
      }
      // Travel's first contract expires in 15 days and personal guard's in 18: both warn; their second ones do not.
      await page.goto(`/${lang}/dashboard/personal-accident`);
      await expect(page.getByRole('article').first()).toContainText(w.warning);
      await expect(page.getByRole('article').last()).not.toContainText(w.warning);
    });

    test('a new customer sees each line\'s none-found screen with its buy link', async ({ page }) => {
      await signUpByApi(page);
      for (const line of LINES) {
        await page.goto(`/${lang}/dashboard/${line}`);
        const [empty, buy] = w.empty[line];
        await expect(page.getByRole('heading', { level: 2, name: empty })).toBeVisible();
        await expect(page.getByRole('link', { name: buy })).toHaveAttribute('href', `/${lang}/create-policy-${line}`);
        if (line === 'motor') {
          await expect(page.getByText(w.noAppointments)).toBeVisible();
        }
      }
      await page.goto(`/${lang}/dashboard`);
      await expect(page.locator('[data-figure="total"]').getByRole('definition')).toHaveText('0');
    });

    test('an unknown line is not found', async ({ page }) => {
      await signedInCustomer(page);
      const res = await page.goto(`/${lang}/dashboard/boats`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Page not found' : notFoundAr })).toBeVisible();
    });
  });
}
