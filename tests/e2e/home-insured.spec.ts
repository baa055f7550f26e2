import { expect, test } from '@playwright/test';
import { expectCleanScreen, LANGS, PNG, signUpByApi, type Lang } from './helpers';
import { skipOfferPopup } from './support/offers';
import { pdfText } from './support/pdf-meta';
import { expectIssued, fillHomeAddress, m, myContracts, payByCard, payFromSummary, Walk } from './support/purchase';
import { expectKeptAcrossReloadAndLanguage } from './support/keeps';

/**
 * The home insured, with a customer of its own in each language: the purchase asks the kind of home and
 * its address; the summary, the contract page and its PDF print them in the reader's language (what was
 * typed as typed), and neither the page nor the PDF shows an internal id (the title deed's upload id).
 */
test.describe.configure({ timeout: 210_000 });

const HOME = {
  en: { kind: 'Villa', governorate: 'Zarqa', area: 'New Zarqa', street: 'King Abdullah Street', building: '9', apartment: '2', line: 'King Abdullah Street, Building 9, Apartment 2, New Zarqa, Zarqa' },
  ar: { kind: 'شقة', governorate: 'إربد', area: 'Al-Hashmi', street: 'Wasfi Al-Tal Street', building: '27', floor: '3', line: 'Wasfi Al-Tal Street، بناية 27، الطابق 3، Al-Hashmi، إربد' },
} as const;

for (const lang of LANGS) {
  test(`${lang}: the home purchase asks the kind and address of the home; the contract page and PDF print them, with no internal id`, async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    try {
      await skipOfferPopup(page);
      await signUpByApi(page);
      const home = HOME[lang];
      const walk = new Walk(page, lang, 'home with its address', false);
      const field = (l: Lang, key: string) => page.getByLabel(m(l, key), { exact: true });
      await page.goto(`/${lang}/create-policy-home`);
      // Separators as typed or pasted; each step keeps its entries across a reload and a language switch.
      await walk.fill(m(lang, 'purchase.home.homeValue'), '90,000');
      await walk.fill(m(lang, 'purchase.home.possessionsValue'), '0');
      await expectKeptAcrossReloadAndLanguage(page, lang, async (l) => {
        await expect(field(l, 'purchase.home.homeValue')).toHaveValue('90,000');
        await expect(field(l, 'purchase.home.possessionsValue')).toHaveValue('0');
      });
      await walk.next();
      // A new account has no birth date: declared here.
      await walk.next();
      await expect(page.getByText(m(lang, 'purchase.validation.birthDateRequired'))).toBeVisible();
      await walk.fill(m(lang, 'purchase.holder.birthDate'), '1985-06-01');
      await expectKeptAcrossReloadAndLanguage(page, lang, (l) => expect(field(l, 'purchase.holder.birthDate')).toHaveValue('1985-06-01'));
      await walk.next();
      await page.waitForURL(/step=address/);
      // Nothing chosen or typed: each part says what it needs.
      await walk.next();
      await expect(page.getByText(m(lang, 'purchase.validation.governorate'))).toBeVisible();
      await expect(page.getByText(m(lang, 'purchase.validation.propertyKind'))).toBeVisible();
      await expect(page.getByText(m(lang, 'purchase.validation.street'))).toBeVisible();
      await fillHomeAddress(walk, home);
      await expectKeptAcrossReloadAndLanguage(page, lang, async (l) => {
        await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
        await expect(field(l, 'purchase.home.governorate')).not.toHaveValue('');
        await expect(field(l, 'purchase.home.area')).toHaveValue(home.area);
        await expect(field(l, 'purchase.home.building')).toHaveValue(home.building);
      });
      await expectCleanScreen(page);
      await walk.next();
      await page.waitForURL(/step=deed/);
      // No file chosen: the step says which document to add.
      await walk.next();
      await expect(page.getByText(m(lang, 'purchase.validation.titleDeed'))).toBeVisible();
      const deed = page.waitForResponse((r) => r.url().includes('/api/uploads') && r.request().method() === 'POST');
      await page.getByRole('button', { name: m(lang, 'purchase.home.deed'), exact: true }).setInputFiles({ name: 'deed.png', mimeType: 'image/png', buffer: PNG });
      const deedId: string = (await (await deed).json()).id;
      await expect(page.getByText('deed.png').first()).toBeVisible();
      await expectKeptAcrossReloadAndLanguage(page, lang, () => expect(page.getByText('deed.png').first()).toBeVisible());
      await walk.next();
      await page.waitForURL(/step=summary/);
      // The summary names the home as the contract will.
      await expect(page.getByText(home.line)).toBeVisible();
      await expect(page.getByText(home.kind, { exact: true })).toBeVisible();
      await payFromSummary(walk);
      await payByCard(walk);
      const number = await expectIssued(walk);

      const contract = (await myContracts(page)).find((c) => c.contract_number === number)!;
      await page.goto(`/${lang}/policy/home/${contract.id}`);
      // The contract's fields: the first list (its price lines are a second one).
      const fields = page.locator('dl').first();
      await expect(fields.getByText(m(lang, 'policy.fields.homeAddress'))).toBeVisible();
      await expect(fields.getByText(home.line)).toBeVisible();
      await expect(fields.getByText(home.kind, { exact: true })).toBeVisible();
      await expect(fields).toContainText(m(lang, 'policy.fields.titleDeed'));
      await expect(page.locator('main')).not.toContainText(deedId);
      await expect(page.locator('main')).not.toContainText(m(lang, 'policy.fields.documentId'));
      await expectCleanScreen(page);

      const pdf = await page.request.get(`/${lang}/policy/home/${contract.id}/pdf`);
      expect(pdf.ok()).toBe(true);
      const printed = pdfText(await pdf.body());
      // What the customer typed prints as typed. The English PDF's text reads whole; the Arabic one's does
      // not (the Arabic font's map from glyphs back to letters is pdfkit's and garbles most runs): its typed area is checked.
      expect(printed).toContain(home.area);
      if (lang === 'en') {
        expect(printed).toContain(home.street);
        expect(printed).toContain(`Address of the home\n${home.line}`);
        expect(printed).toContain('Kind of home\nVilla');
        expect(printed).toMatch(/Title deed\nUploaded on \d{2}-\d{2}-\d{4}/);
      }
      expect(printed).not.toContain(deedId);
      expect(printed).not.toMatch(/Document ID/);
    } finally {
      await page.context().close();
    }
  });
}
