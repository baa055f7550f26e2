import { expect, test, type Locator, type Page } from '@playwright/test';
import { dayFrom } from '@/lib/calendar/days';
import { expectCleanScreen, LANGS, signUpByApi, type Lang } from './helpers';
import { skipOfferPopup } from './support/offers';
import { pdfInfoString } from './support/pdf-meta';
import { expectIssued, fm, m, myContracts, payByCard, payFromSummary, Walk } from './support/purchase';

/**
 * A contract as the summary sold it, in both languages, each with its own new customer: a family trip
 * bought today for six days from next week (it ends within 20 days but has not started) says "Starts
 * on …" on its page, its card and the dashboard, is not counted as expiring and offers no buying
 * again; the page prints the summary's price lines (premium, the family offer as its own line, fee,
 * stamp duty, total), and so does its PDF; at 390 px in Arabic the contract number and the start date
 * each stay on one line.
 */
test.describe.configure({ timeout: 150_000 });

type Line = { label: string; amount: number };

/** A price list's lines (dt, dd) with the amount as a number: an offer's is negative. */
async function priceLines(list: Locator): Promise<Line[]> {
  const rows = await list.locator('dl > div').evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']));
  return rows.map(([label = '', value = '']) => {
    const figure = value.match(/\d[\d,]*(?:\.\d+)?/)?.[0] ?? 'NaN';
    return { label: label.trim(), amount: (value.includes('−') ? -1 : 1) * Number(figure.replace(/,/g, '')) };
  });
}

/** An inline element that a narrow screen would break lays out as one box per line. */
const lineBoxes = (element: Locator) => element.evaluate((el) => el.getClientRects().length);

async function buyNextWeeksTrip(page: Page, lang: Lang, start: string): Promise<{ number: string; summary: Line[] }> {
  const walk = new Walk(page, lang, 'trip next week', false);
  await page.goto(`/${lang}/create-policy-travel`);
  await page.getByLabel(m(lang, 'purchase.travel.country')).selectOption('TR');
  await walk.fill(m(lang, 'purchase.travel.startDate'), start);
  await walk.fill(m(lang, 'purchase.travel.days'), '6');
  await walk.next();
  await walk.choose(m(lang, 'purchase.travel.family'));
  const you = page.getByRole('group', { name: m(lang, 'purchase.travel.you') });
  await you.getByLabel(m(lang, 'purchase.travel.birthDate')).fill('1985-03-10');
  await you.getByLabel(m(lang, 'purchase.travel.passport')).fill('P5566771');
  const second = page.getByRole('group', { name: fm(lang, 'purchase.travel.traveller', { n: 2 }) });
  await second.getByLabel(m(lang, 'purchase.travel.travellerName')).fill('Lina Yousef');
  await second.getByLabel(m(lang, 'purchase.travel.birthDate')).fill('1987-07-21');
  await second.getByLabel(m(lang, 'purchase.travel.passport')).fill('P5566772');
  await walk.next();
  await walk.choose(lang === 'en' ? /^Sky JOD/ : /^سكاي \d/);
  await walk.next();
  // The family offer is its own line on the summary.
  await expect(page.getByTestId('quote-offer')).toContainText('−');
  const summary = await priceLines(page.getByRole('region', { name: m(lang, 'purchase.summary.price') }));
  await payFromSummary(walk);
  await payByCard(walk);
  return { number: await expectIssued(walk), summary };
}

for (const lang of LANGS) {
  test(`${lang}: a trip next week says when it starts, is not expiring, and its contract and PDF show the summary's price lines`, async ({ page }) => {
    await skipOfferPopup(page);
    await signUpByApi(page);
    const start = dayFrom(new Date(), 7);
    // As every date reads in both languages: dd-MM-yyyy.
    const shownStart = start.split('-').reverse().join('-');
    const { number, summary } = await buyNextWeeksTrip(page, lang, start);
    expect(summary.map((l) => l.label)).toEqual([
      m(lang, 'purchase.summary.premium'), expect.stringContaining(m(lang, 'purchase.summary.offer').replace('{title}', '')),
      m(lang, 'purchase.summary.fees'), m(lang, 'purchase.summary.tax'), m(lang, 'purchase.summary.total'),
    ]);
    const [premium, offer, fees, tax, total] = summary.map((l) => Math.round(l.amount * 1000));
    expect(premium! + offer! + fees! + tax!).toBe(total);
    const contract = (await myContracts(page)).find((c) => c.contract_number === number)!;
    const startsOn = m(lang, 'policy.status.upcoming').replace('<date></date>', shownStart);

    // The contract page: "Starts on …", no expiry warning, nothing to buy again; the price as the summary said it.
    await page.goto(`/${lang}/policy/travel/${contract.id}`);
    await expect(page.getByText(startsOn)).toBeVisible();
    await expect(page.getByText(m(lang, 'policy.status.expiring'))).toHaveCount(0);
    await expect(page.getByText(lang === 'en' ? /This contract expires/ : /ينتهي هذا العقد/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: m(lang, 'productLinks.buyAgain') })).toHaveCount(0);
    const paid = await priceLines(page.getByRole('region', { name: m(lang, 'policy.priceHeading') }));
    expect(paid.map((l) => l.amount)).toEqual(summary.map((l) => l.amount));
    expect(paid.map((l) => l.label)).toEqual([...summary.slice(0, -1).map((l) => l.label), m(lang, 'purchase.summary.totalPaid')]);
    // The details no longer call the total the premium.
    const details = page.getByRole('region', { name: m(lang, 'policy.detailsHeading') });
    await expect(details.locator('dt', { hasText: new RegExp(`^${m(lang, 'policy.fields.premium')}$`) })).toHaveCount(0);

    // At 390 px in Arabic the number and the date read whole, each on one line.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await lineBoxes(page.getByTestId('contract-number').locator('bdi'))).toBe(1);
    expect(await lineBoxes(page.getByText(shownStart, { exact: true }).first())).toBe(1);
    await expectCleanScreen(page);

    // The PDF prints the same lines.
    const pdf = await page.request.get(`/${lang}/policy/travel/${contract.id}/pdf`);
    expect(pdf.ok()).toBe(true);
    const printed = (pdfInfoString(await pdf.body(), 'PriceLines') ?? '').split('; ').map((entry) => Number(entry.split(' ')[1]));
    expect(printed).toEqual(summary.map((l) => l.amount));

    // Its card and the dashboard: it starts on that day, and is not among the contracts expiring within 20 days.
    await page.goto(`/${lang}/dashboard`);
    const figure = (key: string) => page.locator(`[data-figure="${key}"] dd`);
    await expect(page.locator('[data-figure="expiring"] dt')).toHaveText(fm(lang, 'contracts.overview.expiringSoon', { days: 20 }));
    await expect(figure('expiring')).toHaveText('0');
    await expect(figure('active')).toHaveText('1');
    await page.goto(`/${lang}/dashboard/travel`);
    const card = page.locator(`article[data-contract="${number}"]`);
    await expect(card).toContainText(m(lang, 'contracts.expiry.startsOn').replace('<date></date>', shownStart));
    await expect(card).not.toContainText(m(lang, 'contracts.expiry.warning').split(':')[0]!);
  });
}
