import { expect, type Page } from '@playwright/test';
import type { Lang } from '../helpers';
import { m } from './purchase';

const other = (lang: Lang): Lang => (lang === 'en' ? 'ar' : 'en');

/**
 * What a step holds survives a reload and a language switch (the header's link, a full load of the
 * other language's page): `check(lang)` looks for the answers and files in the language shown. Reloads,
 * checks, switches, checks, and switches back, so the walk goes on in the language it started in.
 */
export async function expectKeptAcrossReloadAndLanguage(page: Page, lang: Lang, check: (lang: Lang) => Promise<void>) {
  const url = page.url();
  await page.reload();
  await check(lang);
  for (const shown of [other(lang), lang]) {
    // The switch link learns the query (the step) once hydrated: it is pressed once it carries it.
    const link = page.getByRole('banner').getByRole('link', { name: m(other(shown), 'common.switchToLabel') });
    const { search } = new URL(page.url());
    await expect(link).toHaveAttribute('href', new RegExp(`${search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await link.click();
    await expect(page.locator('html')).toHaveAttribute('lang', shown);
    await check(shown);
  }
  await expect(page).toHaveURL(url);
}
