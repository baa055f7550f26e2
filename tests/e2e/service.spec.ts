import { expect, test } from '@playwright/test';
import { formatPhone } from '@/lib/phone';
import { asUser, expectCleanScreen, LANGS, outbox, type SeededCustomer, seedOwn } from './helpers';
import { DEMO, fill, words } from './support/service';
import { skipOfferPopup } from './support/offers';

// The dashboard's offer popup is a modal: tests about other things count it as seen.
test.beforeEach(({ page }) => skipOfferPopup(page));

/**
 * A customer of the file's own, made like the demo customer: the contact form sends in its name (and
 * records the page's language on it), and its four cheques carry its mobile. Wrong phones count toward
 * a cheque's hourly tries (10), so a second run looks up cheques no earlier run has tried.
 */
let customer: SeededCustomer;
test.beforeAll(async ({ playwright }) => {
  customer = await seedOwn(playwright, 'demo');
});
/** The customer's cheque in a state: delivered and ready carry its mobile. */
const cheque = (status: string) => customer.cheques.find((c) => c.status === status)!;

for (const lang of LANGS) {
  test.describe(`contact us and find us (${lang})`, () => {
    test('the contact form is prefilled, counts, checks the e-mail and sends to customer care', async ({ page }) => {
      const w = words(lang);
      await asUser(page, customer.email, customer.password);
      await page.goto(`/${lang}/dashboard/contact-us`);
      await expect(page.getByRole('heading', { level: 1, name: w.contact.title })).toBeVisible();
      await expect(page.getByLabel(w.contact.name)).toHaveValue(DEMO.name[lang]);
      await expect(page.getByLabel(w.contact.email)).toHaveValue(customer.email);
      await expect(page.getByLabel(w.contact.phone)).toHaveValue(formatPhone(customer.mobile));

      const body = page.getByLabel(w.contact.message);
      await expect(page.getByText('0 / 1000')).toBeVisible();
      await body.pressSequentially('Hello');
      await expect(page.getByText('5 / 1000')).toBeVisible();

      // Replies go to the account's own e-mail only: the field shows it and cannot be changed here.
      await expect(page.getByLabel(w.contact.email)).not.toBeEditable();
      await expect(page.getByText(w.contact.emailHint)).toBeVisible();
      await page.getByRole('button', { name: w.contact.send }).click();
      // Each empty field says what to write in it, never a bare "required".
      await expect(page.getByText(w.contact.validation.subject, { exact: true })).toBeVisible();
      await expect(page.getByText(w.validation.required, { exact: true })).toHaveCount(0);

      const subject = `Question ${lang} ${Date.now()}`;
      await page.getByLabel(w.contact.subject).fill(subject);
      await body.fill('When will my claim be paid?');
      await page.getByRole('button', { name: w.contact.send }).click();
      await expect(page.getByRole('status').filter({ hasText: w.contact.sent })).toBeVisible();
      await expect(page.getByLabel(w.contact.subject)).toHaveValue('');
      await expect(body).toHaveValue('');
      await expect(page.getByLabel(w.contact.name)).toHaveValue(DEMO.name[lang]);

      const sent = await outbox(page.request);
      const care = sent.find((m) => m.subject === `[Portal contact] ${subject}`);
      expect(care?.body).toContain('> When will my claim be paid?');
      expect(care?.body).toContain(`Account e-mail: ${customer.email}`);
      expect(care?.body).toMatch(/Customer id: \d+/);
      // The acknowledgement is in the language the customer chose for messages (the demo template's,
      // Arabic), whatever the page's.
      expect(sent.some((m) => m.to === customer.email && m.channel === 'email' && m.subject === 'استلمنا رسالتك')).toBe(true);
    });

    test('the message stops at 1000 characters and says so near the limit', async ({ page }) => {
      const w = words(lang);
      await asUser(page, customer.email, customer.password);
      await page.goto(`/${lang}/dashboard/contact-us`);
      const body = page.getByLabel(w.contact.message);
      await body.fill('x'.repeat(995));
      await expect(page.getByText('995 / 1000')).toBeVisible();
      await expect(page.getByText(lang === 'ar' ? 'بقيت 5 أحرف' : '5 characters left')).toBeAttached();
      await body.pressSequentially('abcdefghij');
      await expect(body).toHaveValue(`${'x'.repeat(995)}abcde`);
      await expect(page.getByText('1000 / 1000')).toBeVisible();
    });

    test('the contact page offers WhatsApp for general and travel claims', async ({ page }) => {
      const w = words(lang);
      await asUser(page, customer.email, customer.password);
      await page.goto(`/${lang}/dashboard/contact-us`);
      const general = page.getByRole('link', { name: fill(w.contact.whatsappLink, { purpose: w.contact.whatsappGeneral }) });
      await expect(general).toHaveAttribute('href', 'https://wa.me/962790000001');
      await expect(page.getByRole('link', { name: fill(w.contact.whatsappLink, { purpose: w.contact.whatsappTravel }) }))
        .toHaveAttribute('href', 'https://wa.me/962790000002');
      await expect(general.locator('[dir="ltr"]')).toHaveText('079 000 0001');
    });

    test('find us shows both offices, the opening hours and links to maps', async ({ page }) => {
      const w = words(lang);
      await asUser(page, customer.email, customer.password);
      await page.goto(`/${lang}/dashboard/find-us`);
      await expect(page.getByRole('heading', { level: 1, name: w.findUs.title })).toBeVisible();
      for (const office of ['head-office', 'claims-office'] as const) {
        const card = page.getByRole('article', { name: w.findUs.offices[office] });
        await expect(card).toBeVisible();
        const maps = card.getByRole('link', { name: fill(w.findUs.openInMapsOf, { office: w.findUs.offices[office] }) });
        await expect(maps).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=31\.\d+,35\.\d+$/);
        const directions = card.getByRole('link', { name: fill(w.findUs.directionsOf, { office: w.findUs.offices[office] }) });
        await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=31\.\d+,35\.\d+$/);
        // The address, not raw coordinates.
        await expect(card).not.toContainText(/\d{2}\.\d{4}/);
      }
      await expect(page.getByText(lang === 'ar' ? 'من الأحد إلى الخميس، من 8:30 صباحاً إلى 4:30 مساءً' : 'Sunday to Thursday, 8:30 AM – 4:30 PM')).toHaveCount(2);
      await expect(page.getByText(lang === 'ar' ? 'شارع الملكة رانيا' : 'Queen Rania Street')).toBeVisible();
    });
  });

  test.describe(`settlement cheques (${lang})`, () => {
    // A number no cheque has (a seeded customer's are 200000 plus ten times its id, the demo's 100001-100004).
    const cases = () => [...(['delivered', 'ready', 'processing', 'preparation'] as const).map((s) => [cheque(s).id, s] as const), ['999999', 'none'] as const];

    test('every state through the lookup form, and a wrong phone is told it does not match', async ({ page }) => {
      const w = words(lang).cheques;
      await page.goto(`/${lang}/cheques`);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expectCleanScreen(page);
      for (const [id, state] of cases()) {
        await page.getByLabel(w.chequeId).fill(id);
        await page.getByRole('button', { name: w.check, exact: true }).click();
        await expect(page.getByRole('heading', { name: w.status[state].title })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${lang}/cheques/${id}$`));
      }
      await page.getByLabel(w.chequeId).fill(cheque('ready').id);
      await page.getByLabel(w.phone).fill('0781234567');
      await page.getByRole('button', { name: w.check, exact: true }).click();
      // The cheque exists: the customer is told the phone is not the one on it (not that the code does not exist), and nothing more.
      await expect(page.getByRole('heading', { name: w.status.phone_mismatch.title })).toBeVisible();
      await expect(page.getByText(w.status.phone_mismatch.body)).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(w.callUs) })).toHaveAttribute('href', /^tel:/);
      await expect(page.getByText(w.status.ready.title)).toHaveCount(0);
      await expectCleanScreen(page);
      // The right phone typed as an Arabic keyboard types it, Arabic-Indic digits in groups: read, and the amount shown.
      const national = customer.mobile.replace('+962', '0');
      const arabicIndic = `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
      await page.getByLabel(w.phone).fill('');
      await page.getByLabel(w.phone).pressSequentially(arabicIndic);
      await page.getByRole('button', { name: w.check, exact: true }).click();
      await expect(page.getByRole('heading', { name: w.status.ready.title })).toBeVisible();
      await expect(page.locator('bdi', { hasText: '860' })).toBeVisible();

      // Letters do not go in at all; an empty number and one too long each say what to enter.
      await page.getByLabel(w.chequeId).fill('12ab');
      await expect(page.getByLabel(w.chequeId)).not.toHaveValue(/[a-z]/);
      await page.getByLabel(w.chequeId).fill('');
      await page.getByRole('button', { name: w.check, exact: true }).click();
      await expect(page.getByText(w.idRequired)).toBeVisible();
      await page.getByLabel(w.chequeId).fill('1234567890123');
      await expect(page.getByText(w.idFormat)).toBeVisible();
      await expectCleanScreen(page);
    });

    test('an SMS link looks up at once, with and without the phone', async ({ page }) => {
      const w = words(lang).cheques;
      // Every state is looked up through the form above: here a link without a phone for a cheque and
      // for a number no cheque has (each lookup counts toward the address's 60 per 15 minutes).
      for (const [id, state] of [['999999', 'none'], [cheque('processing').id, 'processing']] as const) {
        await page.goto(`/${lang}/cheques/${id}`);
        await expect(page.getByRole('heading', { name: w.status[state].title })).toBeVisible();
        await expect(page.getByLabel(w.chequeId)).toHaveValue(id);
      }
      // Arabic agrees the days with their number (an ICU plural): 14 takes "يوماً".
      await expect(page.getByText(lang === 'ar' ? 'تستغرق معالجة الشيك 14 يوماً بعد التسوية.' : fill(w.status.processing.body, { days: 14 }))).toBeVisible();

      await page.goto(`/${lang}/cheques/${cheque('ready').id}/${customer.mobile}`);
      await expect(page.getByRole('heading', { name: w.status.ready.title })).toBeVisible();
      await expect(page.getByText(lang === 'ar' ? 'دائرة المطالبات، شارع المدينة المنورة' : 'Claims office, Al-Madina Al-Munawara Street')).toBeVisible();
      await expect(page.locator('bdi', { hasText: '860' })).toBeVisible();
      await expect(page.getByRole('heading', { name: w.lookupAnother })).toBeVisible();
      await expectCleanScreen(page);

      await page.goto(`/${lang}/cheques/${cheque('delivered').id}/0781234567`);
      await expect(page.getByRole('heading', { name: w.status.phone_mismatch.title })).toBeVisible();
    });
  });

  test(`terms of use render (${lang})`, async ({ page }) => {
    const w = words(lang).terms;
    await page.goto(`/${lang}/terms`);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    for (const section of Object.values(w.sections)) {
      await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    }
    // The footer links the terms and the privacy policy too: these are the ones in the page's text.
    await expect(page.getByRole('main').getByRole('link', { name: lang === 'ar' ? 'سياسة الخصوصية' : 'privacy policy' }))
      .toHaveAttribute('href', `/${lang}/documents/privacy-policy`);

    await page.goto(`/${lang}/signin-signup`);
    await page.getByRole('main').getByRole('link', { name: w.link }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/terms$`));
  });
}

test('the language choice keeps the cheque number and phone typed', async ({ page }) => {
  const en = words('en').cheques;
  const ar = words('ar').cheques;
  await page.goto('/en/cheques');
  const { id } = cheque('delivered');
  // The number as a person types it (the cheque keeps it in E.164).
  const typed = `0${customer.mobile.slice(4)}`;
  await page.getByLabel(en.chequeId).fill(id);
  await page.getByLabel(en.phone).fill(typed);
  await page.getByRole('group', { name: en.language }).getByRole('button', { name: 'العربية' }).click();
  await expect(page).toHaveURL(`/ar/cheques/${id}/${typed}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel(ar.chequeId)).toHaveValue(id);
  await expect(page.getByLabel(ar.phone)).toHaveValue(typed);
  await expect(page.getByRole('heading', { name: ar.status.delivered.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
});
