import { expect, test } from '@playwright/test';

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
