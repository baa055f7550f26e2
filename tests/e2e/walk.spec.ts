import { expect, test, type Browser, type Page } from '@playwright/test';
import { asUser, LANGS, seedCustomer, type CustomerTemplate, type Lang } from './helpers';
import { COROLLA, fillComprehensive, fillDocuments, fillThirdParty, openCarStep, PRIVATE_CAR, seePrice } from './support/car';
import { skipOfferPopup } from './support/offers';
import { m, Walk } from './support/purchase';
import { axeFindings, pageFindings, SIZES, watchConsole, type Finding, type Size } from './support/walk';

/**
 * Walks every screen that exists, in both languages and at a phone and a desktop size, and checks
 * each the same way: nothing wider than the viewport, every visible target at least 24×24 px, no
 * Latin words on Arabic pages outside the allow-list (support/walk.ts), no console errors, and no axe
 * violations. Axe runs once per screen and language (at the phone size), the other checks at both
 * sizes. One browser page per user, signed in once; each screen group is one test, and each test
 * reports every finding of its group at once. The screens' own behaviour is tested elsewhere.
 */

interface Screen {
  name: string;
  /** The path after /{lang}. */
  path: string;
  /** After loading: open something (a panel) whose content is checked too. */
  open?: (page: Page, lang: Lang) => Promise<void>;
  /** The answer's status when it is not 200 (the not-found screen). */
  status?: number;
}

const PUBLIC: Screen[] = [
  { name: 'landing', path: '' },
  { name: 'sign-in', path: '/signin-signup' },
  { name: 'sign-up', path: '/signin-signup?mode=signup' },
  { name: 'forgotten password', path: '/forget-password' },
  { name: 'reset password', path: '/reset-password' },
  { name: 'cheques', path: '/cheques' },
  { name: 'terms', path: '/terms' },
  { name: 'car price', path: '/price/car' },
  { name: 'car price, comprehensive priced', path: '/price/car', open: async (p, lang) => { await fillComprehensive(p, lang, COROLLA); await seePrice(p, lang); } },
  { name: 'car price, third party priced', path: '/price/car', open: async (p, lang) => { await fillThirdParty(p, lang, PRIVATE_CAR); await seePrice(p, lang); } },
  { name: 'car price, referred (a declared claim)', path: '/price/car', open: async (p, lang) => { await fillComprehensive(p, lang, { ...COROLLA, claim: true }); await seePrice(p, lang); } },
  { name: 'price: travel', path: '/price/travel' },
  { name: 'price: home', path: '/price/home' },
  { name: 'price: personal accident', path: '/price/personal-accident' },
  { name: 'contract verification', path: '/policy/qrCode?token=not-a-real-token' },
  { name: 'not found', path: '/no-such-page', status: 404 },
];

const bell = { en: /^Notifications/, ar: /^الإشعارات/ };

// Each account state as a customer of the walk's own, made like the demo account of that state: the
// screens read are those of customers no other spec can change.
const ACCOUNT_STATES: { template: CustomerTemplate; screens: Screen[] }[] = [
  { template: 'new', screens: [{ name: 'code confirmation', path: '/validate-otp' }] },
  { template: 'review', screens: [{ name: 'account under review', path: '/account-review' }] },
  { template: 'rejected', screens: [{ name: 'account suspended (rejected)', path: '/account-suspended' }] },
  { template: 'blocked', screens: [{ name: 'account suspended (blocked)', path: '/account-suspended' }] },
  {
    template: 'care',
    screens: [
      { name: 'customer care booking', path: '/create-lababak-appointment' },
      { name: 'customer care calendar', path: '/create-lababak-appointment?view=calendar' },
      { name: 'claims desk', path: '/claims-desk' },
    ],
  },
];

/** A page of its own at the phone size; signed in as a new customer made like `template`'s demo account, if given. */
async function openPage(browser: Browser, template?: CustomerTemplate): Promise<{ page: Page; console: ReturnType<typeof watchConsole> }> {
  const context = await browser.newContext({ viewport: SIZES.phone });
  const page = await context.newPage();
  await skipOfferPopup(page);
  if (template) {
    const customer = await seedCustomer(page.request, template);
    await asUser(page, customer.email, customer.password);
  }
  return { page, console: watchConsole(page) };
}

/**
 * Findings that belong to another branch of issue 9 still open while this test was written: they are
 * reported as annotations, not failures, so this test guards everything else meanwhile. Each names its
 * item; delete the line when the item lands.
 */
const OWNED_ELSEWHERE: { item: string; finding: RegExp }[] = [
];

/**
 * Visits each screen in both languages: loads it at the phone size (checks and axe), then widens the
 * window to the desktop size and checks again (the layout answers the resize without a reload).
 * Returns every finding, labelled.
 */
async function walk(page: Page, watcher: ReturnType<typeof watchConsole>, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    for (const lang of LANGS) {
      await test.step(`${screen.name} ${lang}`, async () => {
        const findings: (Finding & { size: Size })[] = [];
        await page.setViewportSize(SIZES.phone);
        const response = await page.goto(`/${lang}${screen.path}`, { waitUntil: 'load' });
        expect(response?.status(), `${screen.name} ${lang}`).toBe(screen.status ?? 200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // A signed-in page's metadata streams after its shell (Next's streaming metadata): the title is
        // there once React has placed it, which on a loaded machine can come after the load event.
        await expect(page, `${screen.name} ${lang}: title`).toHaveTitle(/\S/);
        await screen.open?.(page, lang);
        for (const size of Object.keys(SIZES) as Size[]) {
          await page.setViewportSize(SIZES[size]);
          findings.push(...(await pageFindings(page, lang)).map((f) => ({ ...f, size })));
          if (size === 'phone') findings.push(...(await axeFindings(page)).map((f) => ({ ...f, size })));
        }
        // The not-found screen's own 404 is its answer, not an error of the page.
        findings.push(...watcher.take().filter((f) => !(screen.status === 404 && /status of 404/.test(f.detail))).map((f) => ({ ...f, size: 'phone' as const })));
        for (const f of findings) {
          const line = `${screen.name} [${lang} ${f.size}] ${f.check}: ${f.detail}`;
          const elsewhere = OWNED_ELSEWHERE.find((o) => o.finding.test(line));
          if (elsewhere) test.info().annotations.push({ type: 'owned elsewhere', description: `${elsewhere.item}: ${line}` });
          else found.push(line);
        }
      });
    }
  }
  return found;
}

test.describe('walk every screen', () => {
  // Twenty-odd page loads with their checks per test (about a minute on a quiet machine); CI's cores are shared.
  test.describe.configure({ timeout: 300_000 });

  test('public screens', async ({ browser }) => {
    const { page, console } = await openPage(browser);
    // A looked-up cheque: one of a customer made for it (the demo's delivered cheque, on its own phone).
    const { id, phone } = (await seedCustomer(page.request, 'demo')).cheques[0]!;
    expect(await walk(page, console, [...PUBLIC, { name: 'a cheque', path: `/cheques/${id}/${phone}` }])).toEqual([]);
    await page.context().close();
  });

  test('the account-state screens, each as its own user', async ({ browser }) => {
    const found: string[] = [];
    for (const { template, screens } of ACCOUNT_STATES) {
      const { page, console } = await openPage(browser, template);
      found.push(...await walk(page, console, screens));
      await page.context().close();
    }
    expect(found).toEqual([]);
  });
});

test.describe('walk every screen of the signed-in customer', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  let page: Page;
  let watcher: ReturnType<typeof watchConsole>;

  test.beforeAll(async ({ browser }) => {
    // The first sign-in after the server starts may wait for the embedded backend's first-start seed.
    test.setTimeout(120_000);
    ({ page, console: watcher } = await openPage(browser, 'demo'));
  });
  test.afterAll(async () => page.context().close());

  test('the dashboard and the line lists', async () => {
    const screens: Screen[] = [
      { name: 'dashboard', path: '/dashboard' },
      ...['motor', 'travel', 'home', 'medical', 'personal-accident'].map((line) => ({ name: `${line} list`, path: `/dashboard/${line}` })),
      {
        name: 'notifications panel', path: '/dashboard',
        open: async (p, lang) => {
          const button = p.getByRole('banner').getByRole('button', { name: bell[lang] });
          await button.click();
          await expect(button).toHaveAttribute('aria-expanded', 'true');
        },
      },
    ];
    expect(await walk(page, watcher, screens)).toEqual([]);
  });

  test('contracts, offers, profile and service screens', async () => {
    const policies = (await (await page.request.get('/api/user/polices')).json()).policies as { id: number; line: string }[];
    const offers = (await (await page.request.get('/api/offers')).json()).offers as { id: number }[];
    const motor = policies.find((p) => p.line === 'motor');
    const travel = policies.find((p) => p.line === 'travel');
    expect(motor && travel && offers[0]).toBeTruthy();
    const screens: Screen[] = [
      { name: 'motor contract', path: `/policy/motor/${motor!.id}` },
      { name: 'travel contract', path: `/policy/travel/${travel!.id}` },
      { name: 'offers', path: '/offers' },
      { name: 'an offer', path: `/offers/${offers[0]!.id}` },
      { name: 'personal information', path: '/profile/personal-info' },
      { name: 'sign-in information', path: '/profile/login-info' },
      { name: 'contact us', path: '/dashboard/contact-us' },
      { name: 'find us', path: '/dashboard/find-us' },
      // Its later steps, the claim number and its warnings are checked by claim-report.spec.ts.
      { name: 'report a claim', path: '/report-claim' },
      // A claim of each kind is checked by claim-page.spec.ts.
      { name: 'claims', path: '/claims' },
      { name: 'claim payments account', path: '/profile/payout-account' },
    ];
    expect(await walk(page, watcher, screens)).toEqual([]);
  });

  // The customer is the walk's own (a new session per run): the only car price its session holds is the
  // one these screens priced, which a purchase opened with no draft starts from (openCarStep goes Back).
  test('the car purchase, step by step, and the car request with a referral\'s reason', async () => {
    const next = async (p: Page, lang: Lang) => p.getByRole('button', { name: m(lang, 'flow.next') }).click();
    // Each screen starts the purchase afresh (no draft from the screen before), from its car step.
    const fresh = async (p: Page, lang: Lang) => { await openCarStep(p, lang, true); };
    const toPrice = async (p: Page, lang: Lang) => {
      await fresh(p, lang);
      await fillThirdParty(p, lang, PRIVATE_CAR);
      await next(p, lang);
      // The price step asks the server for the price: under load that takes longer than expect's 5 s.
      await expect(p.getByTestId('car-price')).toContainText(/\d/, { timeout: 15_000 });
    };
    const toDocuments = async (p: Page, lang: Lang) => {
      await toPrice(p, lang);
      await next(p, lang);
      await expect(p).toHaveURL(/step=documents/);
    };
    const screens: Screen[] = [
      { name: 'car purchase: the car', path: '/create-policy-motor', open: fresh },
      { name: 'car purchase: the price', path: '/create-policy-motor', open: toPrice },
      { name: 'car purchase: documents', path: '/create-policy-motor', open: toDocuments },
      {
        name: 'car purchase: summary', path: '/create-policy-motor',
        open: async (p, lang) => { await toDocuments(p, lang); await fillDocuments(new Walk(p, lang, 'walk', false), { make: 'kia', model: 'rio', year: '2019' }); },
      },
      {
        name: 'car purchase: a referral on the price step', path: '/create-policy-motor',
        open: async (p, lang) => {
          await fresh(p, lang);
          await fillComprehensive(p, lang, { ...COROLLA, valuation: '90000' });
          await next(p, lang);
          await expect(p.getByTestId('car-referral')).toBeVisible({ timeout: 15_000 });
        },
      },
      { name: 'car request with a reason', path: '/create-policy-motor/request?reason=valuation' },
    ];
    expect(await walk(page, watcher, screens)).toEqual([]);
  });
});
