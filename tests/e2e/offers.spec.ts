import { expect, test, type Page } from '@playwright/test';
import { asUser, expectCleanScreen, LANGS, signIn, signUpByApi, customerOfFile } from './helpers';
import { newestOfferPath, offerText } from './support/offers';

const slide = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
/** The dashboard's question for an unseen offer, answered: the offer its popup shows, null for none. */
const popupAnswer = async (page: Page) => {
  const answer = await page.waitForResponse((r) => new URL(r.url()).pathname === '/api/offer-popup' && r.request().method() === 'GET');
  return ((await answer.json()) as { offer: unknown }).offer;
};

for (const lang of LANGS) {
  const o = offerText[lang];

  test(`${lang}: the offer popup shows once per customer: not after sign-up, on the next sign-in, then not again`, async ({ page, browser }) => {
    // Right after sign-up (its own session): the dashboard is the customer's, no popup.
    const { email } = await signUpByApi(page);
    const answered = popupAnswer(page);
    await page.goto(`/${lang}/dashboard`);
    expect(await answered).toBeNull();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The next sign-in, on another device: the newest offer, once.
    const other = await (await browser.newContext()).newPage();
    await signIn(other, lang, email);
    await expect(other).toHaveURL(`/${lang}/dashboard`);
    const popup = other.getByRole('dialog', { name: o.newest });
    await expect(popup).toBeVisible();
    await expect(popup.getByText(o.newestSummary)).toBeVisible();
    await expect(popup.getByRole('img')).toHaveCount(0); // the banner is decorative
    await expect(popup.locator('img')).toHaveCount(1);
    await expect(popup.getByRole('link', { name: o.seeOffer })).toHaveAttribute('href', new RegExp(`^/${lang}/offers/\\d+$`));
    const recorded = other.waitForResponse((r) => /\/api\/offer-popup\/\d+\/seen$/.test(r.url()));
    if (lang === 'en') await other.keyboard.press('Escape');
    else await popup.getByRole('button', { name: o.close }).click();
    await expect(popup).toBeHidden();
    expect((await recorded).status()).toBe(200);
    await other.context().close();

    // Signed in again on a third device (nothing kept in that browser): seen, so no popup.
    const third = await (await browser.newContext()).newPage();
    const onSignIn = popupAnswer(third);
    await signIn(third, lang, email);
    await expect(third).toHaveURL(`/${lang}/dashboard`);
    expect(await onSignIn).toBeNull();
    const onReload = popupAnswer(third);
    await third.reload();
    expect(await onReload).toBeNull();
    await expect(third.getByRole('dialog')).toHaveCount(0);
    await third.context().close();
  });

  test(`${lang}: the offers list shows three offers and the carousel turns every 3000 ms, pausing on hover`, async ({ page }) => {
    await asUser(page, (await customerOfFile(page.request, 'demo')).email);
    await page.clock.install();
    await page.goto(`/${lang}/offers`);
    await expect(page.getByRole('heading', { level: 1, name: o.title })).toBeVisible();
    const carousel = page.getByRole('region', { name: o.carousel });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel).toHaveAttribute('data-state', 'rotating');
    await expect(page.getByRole('region', { name: o.allOffers }).getByRole('listitem')).toHaveCount(3);
    await expect(slide(page, o.slide(1))).toBeVisible();
    await expect(slide(page, o.slide(1)).getByRole('heading', { name: o.newest })).toBeVisible();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');

    await page.clock.runFor(3000);
    await expect(slide(page, o.slide(2))).toBeVisible();
    await expect(slide(page, o.slide(1))).toHaveCount(0);

    // Hovered: it holds still, and the live region speaks.
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-state', 'still');
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(6000);
    await expect(slide(page, o.slide(2))).toBeVisible();

    await carousel.getByRole('button', { name: o.next }).click();
    await expect(slide(page, o.slide(3))).toBeVisible();
    await carousel.getByRole('button', { name: o.next }).click();
    await expect(slide(page, o.slide(1))).toBeVisible();
    await carousel.getByRole('button', { name: o.previous }).click();
    await expect(slide(page, o.slide(3))).toBeVisible();

    // Right to left in Arabic: "next" sits on the left; left to right in English, on the right.
    const next = await carousel.getByRole('button', { name: o.next }).boundingBox();
    const previous = await carousel.getByRole('button', { name: o.previous }).boundingBox();
    expect(next && previous && (lang === 'ar' ? next.x < previous.x : next.x > previous.x)).toBe(true);

    await page.mouse.move(0, 0);
  });

  test(`${lang}: the carousel does not turn when reduced motion is asked for`, async ({ page }) => {
    await asUser(page, (await customerOfFile(page.request, 'demo')).email);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(`/${lang}/offers`);
    const carousel = page.getByRole('region', { name: o.carousel });
    await expect(carousel).toHaveAttribute('data-state', 'still');
    await expect(carousel.getByRole('button', { name: o.stop })).toHaveCount(0);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(10_000);
    await expect(slide(page, o.slide(1))).toBeVisible();
    await carousel.getByRole('button', { name: o.next }).click();
    await expect(slide(page, o.slide(2))).toBeVisible();
  });

  test(`${lang}: an offer page has its own link-preview tags and the full offer for a customer`, async ({ page }) => {
    await asUser(page, (await customerOfFile(page.request, 'demo')).email);
    const path = await newestOfferPath(page, lang);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: o.newest })).toBeVisible();
    await expect(page.getByText(o.newestBody)).toBeVisible();
    // The offer's last day, in its text and under it.
    const until = /(\d{2}-\d{2}-\d{4})/.exec((await page.getByText(o.validUntil).textContent()) ?? '')?.[1];
    expect(until).toBeTruthy();
    await expect(page.getByText(o.newestBody)).toContainText(until!);
    // A renewal offer leads to the car contracts, where Renew takes it.
    await expect(page.getByRole('link', { name: o.renew })).toHaveAttribute('href', `/${lang}/dashboard/motor`);
    await expect(page.getByRole('link', { name: o.back })).toHaveAttribute('href', `/${lang}/offers`);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', o.newest);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', o.newestSummary);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${origin}/assets/offers/motor.png`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${path}`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect((await page.request.get('/assets/offers/motor.png')).headers()['content-type']).toBe('image/png');

    await page.goto(`/${lang}/offers/999999`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Page not found' : 'الصفحة غير موجودة');
    // A crawler following a link to an offer that is gone is told not to index it.
    const gone = await (await page.request.get(`/${lang}/offers/abc`, { headers: { 'user-agent': 'facebookexternalhit/1.1' } })).text();
    expect(gone).toContain('<meta name="robots" content="noindex"/>');
    expect(gone).not.toContain('og:title');
  });

  test(`${lang}: a visitor sees the preview of a shared offer, signs in and comes back to the full offer`, async ({ page, browser }) => {
    const customer = await customerOfFile(page.request, 'demo');
    await asUser(page, customer.email);
    const path = await newestOfferPath(page, lang);
    const visitor = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
    await visitor.goto(path);
    await expect(visitor).toHaveURL(path);
    await expect(visitor.getByRole('heading', { level: 1, name: o.newest })).toBeVisible();
    await expect(visitor.getByText(o.newestSummary)).toBeVisible();
    await expect(visitor.getByText(o.newestBody)).toHaveCount(0);
    await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', o.newest);
    await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/.+\/assets\/offers\/motor\.png$/);
    await expectCleanScreen(visitor);

    // A link-preview crawler (no cookie) gets the preview with its tags in the head of the first HTML.
    const crawler = await browser.newContext();
    const crawled = await crawler.request.get(new URL(path, page.url()).href, { headers: { 'user-agent': 'WhatsApp/2.23' } });
    expect(crawled.status()).toBe(200);
    const head = (await crawled.text()).split('</head>')[0] ?? '';
    await crawler.close();
    expect(head).toContain(`<meta property="og:title" content="${o.newest}"/>`);
    expect(head).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/assets\/offers\/motor\.png"\/>/);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');

    // The offers list itself still needs a user.
    const list = await visitor.request.get(`/${lang}/offers`, { maxRedirects: 0 });
    expect(list.status()).toBe(307);

    const signInLink = visitor.getByRole('link', { name: o.signIn });
    const href = await signInLink.getAttribute('href');
    expect(href).toBe(`/${lang}/signin-signup?next=${encodeURIComponent(path)}`);
    await signInLink.click();
    await expect(visitor).toHaveURL(new RegExp(`/${lang}/signin-signup\\?next=`));
    await signIn(visitor, lang, customer.email, undefined, href!);
    await expect(visitor).toHaveURL(path);
    await expect(visitor.getByText(o.newestBody)).toBeVisible();
    await expect(visitor.getByRole('link', { name: o.signIn })).toHaveCount(0);
    await visitor.context().close();
  });
}

test('the landing shows the announcements in its language', async ({ page }) => {
  await page.goto('/en');
  const en = page.getByRole('region', { name: 'News and services' });
  await expect(en.getByRole('heading', { name: 'Lababak: we come to you' })).toBeVisible();
  await expect(en.getByRole('link', { name: /Learn more/ })).toHaveAttribute('href', '/en/cheques');
  // Read without starting a session for the visitor: the landing's own sign-in starts it.
  expect((await page.context().cookies()).find((c) => c.name === 'portal_session')).toBeUndefined();
  await page.goto('/ar');
  const ar = page.getByRole('region', { name: 'أخبار وخدمات' });
  await expect(ar.getByRole('heading', { name: 'لبّيك: نأتي إليك' })).toBeVisible();
  await expect(ar.getByRole('heading', { name: 'تحقق من شيك التسوية' })).toBeVisible();
});
