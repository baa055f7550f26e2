import { expect, type Page } from '@playwright/test';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import type { Lang } from '../helpers';

export const messages = { en, ar } as const;

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 800 } as const;

/** The frame's words, straight from the message files. */
export function frameWords(lang: Lang) {
  const m = messages[lang];
  return { nav: m.nav, notifications: m.notifications, landing: m.landing, footer: m.footer, accountState: m.accountState, password: m.password, logout: m.common.logout };
}

/** Nothing on the page is wider than the window (no sideways scrolling). */
export async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, 'page scrolls sideways').toBeLessThanOrEqual(client);
}

/** Every visible link and button inside `root` is at least `min` px tall and wide (WCAG 2.5.8). */
export async function expectTargetsAtLeast(page: Page, root: string, min: number) {
  const small = await page.locator(root).evaluateAll((roots, size) => roots.flatMap((r) =>
    [...r.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed')
      .map((el) => ({ name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < size || box.height < size))
      .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`)), min);
  expect(small).toEqual([]);
}

/** Console errors of a page, collected from now on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
