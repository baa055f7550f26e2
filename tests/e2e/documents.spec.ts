import { expect, test } from '@playwright/test';
import { currentTerms, TERMS_PRODUCTS } from '@/lib/config/product-terms';
import { LANGS } from './helpers';

test('a document route redirects to its PDF, in Arabic when there is one', async ({ request }) => {
  for (const [lang, file] of [['en', 'privacy-policy-en.pdf'], ['ar', 'privacy-policy-ar.pdf']] as const) {
    const redirect = await request.get(`/${lang}/documents/privacy-policy`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers().location).toContain(`/assets/documents/${file}`);
    const pdf = await request.get(`/${lang}/documents/privacy-policy`);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('an English-only document is served in Arabic too, and an unknown one is a 404', async ({ request }) => {
  const redirect = await request.get('/ar/documents/company-prospectus', { maxRedirects: 0 });
  expect(redirect.headers().location).toContain('/assets/documents/company-prospectus-en.pdf');
  expect((await request.get('/en/documents/no-such-document', { maxRedirects: 0 })).status()).toBe(404);
});

test('every product\'s terms open as a page written in the language asked, with their version and marked as a sample', async ({ page }) => {
  for (const product of TERMS_PRODUCTS) {
    const terms = currentTerms(product);
    for (const lang of LANGS) {
      await page.goto(`/${lang}/documents/${terms.document}`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/policy-terms/${terms.document}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title[lang]);
      await expect(page.getByTestId('terms-version')).toContainText(terms.version);
      await expect(page.getByRole('note')).toBeVisible();
      // Arabic pages hold Arabic wording, not an English document.
      if (lang === 'ar') await expect(page.locator('main section').first()).toContainText('التعريفات');
    }
  }
});

test('the medical network downloads as a spreadsheet', async ({ page }) => {
  await page.goto('/ar');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/ar/medical/medicalnetwork';
      document.body.append(a);
      a.click();
    }),
  ]);
  expect(download.suggestedFilename()).toBe('medical-network.xlsx');
  const bytes = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 2).toString()).toBe('PK');
});
