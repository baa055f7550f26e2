import { expect, test } from '@playwright/test';
import { LANGS } from './helpers';

const notFoundTitle = { en: 'Page not found', ar: 'الصفحة غير موجودة' };
const backHome = { en: 'Back to the home page', ar: 'العودة إلى الصفحة الرئيسية' };
const switchLabel = { en: 'Switch to Arabic', ar: 'التبديل إلى الإنجليزية' };

for (const lang of LANGS) {
  test.describe(`shell in ${lang}`, () => {
    test('sets lang, dir and the presentation class on the server', async ({ page }) => {
      await page.goto(`/${lang}`);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', lang);
      await expect(html).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('body')).toHaveClass(new RegExp(lang === 'ar' ? 'lang-arabic' : 'lang-latin'));
    });

    test('the language switch keeps the path and the query string, the return address in the new language', async ({ page }) => {
      const other = lang === 'en' ? 'ar' : 'en';
      await page.goto(`/${lang}/signin-signup?next=%2F${lang}%2Fdashboard&x=1`);
      // The prerendered page learns its query once hydrated (components/layout/LanguageSwitch.tsx): the link says when.
      const target = `/${other}/signin-signup?next=%2F${other}%2Fdashboard&x=1`;
      await expect(page.getByRole('link', { name: switchLabel[lang] })).toHaveAttribute('href', target);
      await page.getByRole('link', { name: switchLabel[lang] }).click();
      await expect(page).toHaveURL(`/${other}/signin-signup?next=%2F${other}%2Fdashboard&x=1`);
      await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
    });

    test('an unknown path shows the not-found screen with a way back', async ({ page }) => {
      const response = await page.goto(`/${lang}/no-such-page/at-all`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: notFoundTitle[lang] })).toBeVisible();
      await page.getByRole('link', { name: backHome[lang] }).click();
      await expect(page).toHaveURL(`/${lang}`);
    });

    test('an anonymous visitor to the dashboard lands on sign-in, carrying the page asked for', async ({ page }) => {
      await page.goto(`/${lang}/dashboard`);
      await expect(page).toHaveURL(`/${lang}/signin-signup?next=%2F${lang}%2Fdashboard`);
    });
  });
}

test('/ sends a visitor to /en', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/en');
});

test('a path without a language gets the default one', async ({ page }) => {
  await page.goto('/terms-of-nothing');
  await expect(page).toHaveURL('/en/terms-of-nothing');
});

test('a client-sent x-middleware-subrequest header does not skip the access rules', async ({ request }) => {
  const res = await request.get('/en/dashboard', {
    maxRedirects: 0,
    headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  });
  expect(res.status()).toBe(307);
  expect(res.headers().location).toContain('/en/signin-signup');
});

test('security headers are sent, with these values', async ({ request }) => {
  const headers = (await request.get('/en')).headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe('camera=(self), geolocation=(self), microphone=(), payment=(), usb=()');
  // The landing is prerendered: the static policy, no nonce; nothing may frame it.
  expect(headers['content-security-policy']?.split('; ')).toEqual([
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ]);
  // Plain http: no HSTS (it goes where the proxy says https, tests/scale/next-start.test.mjs).
  expect(headers['strict-transport-security']).toBeUndefined();
});
