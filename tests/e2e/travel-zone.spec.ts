import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { dayFrom } from '@/lib/calendar/days';
import { expectCleanScreen, LANGS, signUpByApi, type Lang } from './helpers';
import { skipOfferPopup } from './support/offers';
import { pdfInfoString } from './support/pdf-meta';
import { expectIssued, fm, m, myContracts, payByCard, payFromSummary, Walk } from './support/purchase';
import { expectKeptAcrossReloadAndLanguage } from './support/keeps';

/**
 * A trip is priced on the zone its countries decide, never on one the customer picks: a new customer
 * in each language goes to the United States and Canada, reads the zone (shown, not asked), pays the
 * USA, Canada and Australia price, and finds the countries on the contract with an English certificate
 * of insurance for the embassy.
 */
test.describe.configure({ timeout: 210_000 });

/** A description list's value by its term (the summary's details, the contract's fields). */
const field = (p: Page, term: string) => p.locator('dl > div').filter({ has: p.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');

const COUNTRIES = { en: 'United States and Canada', ar: 'الولايات المتحدة وكندا' };
// Sky, one adult of 41, 6 days in the USA, Canada and Australia zone: 15.000 + 2.000 fee + 0.150 stamp duty.
const USA_ZONE_TOTAL = '17.150';

for (const lang of LANGS) {
  test(`${lang}: a trip to the United States and Canada is priced on their zone, and its contract has an English certificate`, async ({ page }) => {
    await skipOfferPopup(page);
    await signUpByApi(page);
    const walk = new Walk(page, lang, 'US trip on its zone', false);
    await page.goto(`/${lang}/create-policy-travel`);
    const zone = m(lang, 'products.destination.usaCanadaAustralia');
    const zoneShown = page.getByRole('status').filter({ hasText: m(lang, 'purchase.travel.destination') });
    // No zone to pick: it is shown once a country is chosen, and follows from the countries.
    await expect(page.getByRole('radio')).toHaveCount(0);
    const country = page.getByLabel(m(lang, 'purchase.travel.country'));
    const add = page.getByRole('button', { name: m(lang, 'purchase.travel.addCountry') });
    await country.selectOption('SA');
    await expect(zoneShown).toContainText(m(lang, 'products.destination.ksa'));
    await add.click();
    await country.selectOption('US');
    await add.click();
    // Canada is chosen, not added: the trip counts it all the same.
    await country.selectOption('CA');
    await expect(zoneShown).toContainText(zone);
    await page.getByRole('button', { name: fm(lang, 'purchase.travel.removeCountry', { country: lang === 'en' ? 'Saudi Arabia' : 'السعودية' }) }).click();
    await expect(page.getByRole('list', { name: m(lang, 'purchase.travel.countries') }).getByRole('listitem')).toHaveCount(1);
    await expect(zoneShown).toContainText(zone);
    await walk.fill(m(lang, 'purchase.travel.startDate'), dayFrom(new Date(), 15));
    await walk.fill(m(lang, 'purchase.travel.days'), '6');
    await expectCleanScreen(page);
    // Each step keeps its entries across a reload and a language switch: the country added, the one chosen, the dates.
    const label = (l: Lang, key: string) => page.getByLabel(m(l, key), { exact: true });
    await expectKeptAcrossReloadAndLanguage(page, lang, async (l) => {
      await expect(page.getByRole('list', { name: m(l, 'purchase.travel.countries') }).getByRole('listitem')).toHaveCount(1);
      await expect(label(l, 'purchase.travel.country')).toHaveValue('CA');
      await expect(page.getByRole('status').filter({ hasText: m(l, 'purchase.travel.destination') })).toContainText(m(l, 'products.destination.usaCanadaAustralia'));
      await expect(label(l, 'purchase.travel.startDate')).toHaveValue(dayFrom(new Date(), 15));
      await expect(label(l, 'purchase.travel.days')).toHaveValue('6');
    });
    await walk.next();

    await walk.choose(m(lang, 'purchase.travel.individual'));
    const you = page.getByRole('group', { name: m(lang, 'purchase.travel.you') });
    await you.getByLabel(m(lang, 'purchase.travel.birthDate')).fill('1985-03-10');
    await you.getByLabel(m(lang, 'purchase.travel.passport')).fill('P5566778');
    // The name as in the passport, in Latin letters: Arabic letters are refused on the spot.
    const name = you.getByLabel(m(lang, 'purchase.travel.travellerName'));
    await name.fill('سارة يوسف');
    await walk.next();
    await expect(you.getByText(m(lang, 'validation.latinName'))).toBeVisible();
    await name.fill('Sara Mohammad Yousef');
    await expectKeptAcrossReloadAndLanguage(page, lang, async (l) => {
      const me = page.getByRole('group', { name: m(l, 'purchase.travel.you') });
      await expect(page.getByRole('radio', { name: m(l, 'purchase.travel.individual') })).toBeChecked();
      await expect(me.getByLabel(m(l, 'purchase.travel.travellerName'))).toHaveValue('Sara Mohammad Yousef');
      await expect(me.getByLabel(m(l, 'purchase.travel.birthDate'))).toHaveValue('1985-03-10');
      await expect(me.getByLabel(m(l, 'purchase.travel.passport'))).toHaveValue('P5566778');
    });
    await walk.next();

    await expect(page.getByTestId('price-sky')).toContainText(USA_ZONE_TOTAL);
    // Nothing chosen: the step says what to choose.
    await walk.next();
    await expect(page.getByText(m(lang, 'purchase.validation.program'))).toBeVisible();
    await walk.choose(lang === 'en' ? /^Sky JOD/ : /^سكاي \d/);
    await expectKeptAcrossReloadAndLanguage(page, lang, async (l) => {
      await expect(page.getByTestId('price-sky')).toContainText(USA_ZONE_TOTAL);
      await expect(page.getByRole('radio', { name: l === 'en' ? /^Sky JOD/ : /^سكاي \d/ })).toBeChecked();
    });
    await walk.next();

    await expect(field(page, m(lang, 'purchase.travel.countries'))).toHaveText(COUNTRIES[lang]);
    await expect(field(page, m(lang, 'purchase.travel.destination'))).toHaveText(zone);
    await expect(page.getByTestId('quote-total')).toContainText(USA_ZONE_TOTAL);
    await expectCleanScreen(page);
    await payFromSummary(walk);
    await payByCard(walk);
    const number = await expectIssued(walk);

    const contract = (await myContracts(page)).find((c) => c.contract_number === number)!;
    await page.goto(`/${lang}/policy/travel/${contract.id}`);
    await expect(field(page, m(lang, 'policy.fields.countries'))).toHaveText(COUNTRIES[lang]);
    await expect(field(page, m(lang, 'policy.fields.destination'))).toHaveText(m(lang, 'products.destination.usaCanadaAustralia'));
    await expectCleanScreen(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: m(lang, 'policy.downloadCertificate') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`travel-certificate-${number}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    // In English whatever the page's language, naming the contract, the countries, the zone and the traveller as in the passport.
    expect(pdfInfoString(pdf, 'Title')).toBe(`Certificate of Travel Insurance ${number}`);
    expect(pdfInfoString(pdf, 'Keywords')).toBe('United States; Canada; Worldwide, including the United States, Canada and Australia; SARA MOHAMMAD YOUSEF');
    expect(pdfInfoString(pdf, 'Subject')).toMatch(/^http:\/\/[^/]+\/en\/policy\/qrCode\?token=[\w-]+$/);
    expect(pdf.toString('latin1')).toContain('/Lang (en)');
  });
}
