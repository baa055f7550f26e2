import { chromium } from '@playwright/test';
const base = 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages = process.argv.slice(2);
for (const spec of pages) {
  const [path, w = '1280', login] = spec.split('|');
  const ctx = await browser.newContext({ viewport: { width: Number(w), height: 900 } });
  const page = await ctx.newPage();
  if (login) {
    const lang = path.split('/')[1];
    await page.goto(`${base}/${lang}/signin-signup`);
    await page.locator('input[name=login]').fill(login);
    await page.locator('input[type=password]').first().fill('Demo1234');
    await page.locator('form button[type=submit]').first().click();
    await page.waitForURL((u) => !u.pathname.endsWith('/signin-signup'));
  }
  await page.goto(base + path);
  await page.waitForTimeout(800);
  const name = `/tmp/shot-${path.replace(/[^a-z0-9]+/gi, '_')}-${w}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name, page.url());
  await ctx.close();
}
await browser.close();
