import { expect, test, type Page } from '@playwright/test';
import { dayFrom } from '@/lib/calendar/days';
import postgres from 'postgres';
import { openPostgres } from '@/lib/backend/db/client';
import { seedCustomerFrom, type SeededCustomer } from '@/lib/backend/seeds/customers';
import { freshNationalId, signIn, text } from '../e2e/helpers';
import { bookingDays, dayButton, lababakText, whenHydrated } from '../e2e/support/lababak';
import { skipOfferPopup } from '../e2e/support/offers';
import { myPolicies } from '../e2e/support/policy';
import { acceptTerms, expectIssued, m, Walk } from '../e2e/support/purchase';
import { signupText, walkToCreate } from '../e2e/support/signup';

/**
 * The production shape, walked in the browser (tests/production-shape/serve.ts starts it): every
 * call the portal makes crosses HTTP to the backend service on PostgreSQL; codes arrive by SMPP,
 * e-mails by SMTP, and the card is paid on the Checkout.com double's hosted page.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const CONTROL = `http://127.0.0.1:${process.env.SHAPE_CONTROL_PORT ?? 4211}`;
const control = async <T>(path: string): Promise<T> => (await fetch(`${CONTROL}${path}`)).json() as Promise<T>;

/**
 * A customer of the test's own, made like demo@portal.test (its contracts, appointments, numbers of its
 * own) straight in the shape's database, which has no demo endpoint: a test that buys or books changes
 * only its customer, and demo@ is only read.
 */
async function demoLike(): Promise<SeededCustomer> {
  const { url } = await control<{ url: string }>('/database');
  // Two connections: setting up holds one (its lock) while the migration check uses another.
  const { db, close } = await openPostgres(url, undefined, 2);
  try {
    return await seedCustomerFrom(db, 'demo');
  } finally {
    await close();
  }
}

/** The newest one-time code the SMS centre took for a number. */
async function codeSentTo(mobile: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(async () => {
    const texts = await control<{ to: string; text: string }[]>(`/sms?to=${encodeURIComponent(mobile)}`);
    code = texts.at(-1)?.text.match(/\b\d{4}\b/)?.[0];
    return code;
  }, { timeout: 20_000 }).toBeTruthy();
  return code!;
}

test('en: signs up with the identity documents and the code that came by SMS, and reaches the dashboard', async ({ page }) => {
  const l = signupText.en;
  const id = await walkToCreate(page, 'en', freshNationalId('4567'));
  await page.getByRole('button', { name: l.create }).click();
  await expect(page).toHaveURL('/en/validate-otp?sent=1');
  await page.getByLabel(l.code).fill(await codeSentTo(id.mobile));
  await page.getByRole('button', { name: l.verify, exact: true }).click();
  await expect(page).toHaveURL('/en/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Khaled' })).toBeVisible();
});

test('ar: signs in, sees the dashboard, opens a contract\'s PDF and looks up a cheque', async ({ page }) => {
  await skipOfferPopup(page);
  await signIn(page, 'ar', 'demo@portal.test');
  await expect(page).toHaveURL('/ar/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('عمر');
  const [contract] = await myPolicies(page);
  const pdf = await page.request.get(`/ar/policy/${contract!.line}/${contract!.id}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/ar/cheques');
  await page.getByLabel('رقم الشيك').fill('100002');
  await page.getByRole('button', { name: 'تحقّق من الحالة' }).click();
  await expect(page).toHaveURL(/\/ar\/cheques\/100002/);
  await expect(page.getByText('الشيك رقم')).toBeVisible();
});

/** From the travel form to the summary's Pay, as the demo customer; answers the walk on the gateway's page. */
async function travelToGateway(page: Page, lang: 'en' | 'ar', startInDays: number) {
  const walk = new Walk(page, lang, 'travel through the gateway', false);
  await page.goto(`/${lang}/create-policy-travel`);
  // Chosen before the form hydrates, the country would be lost.
  await (await whenHydrated(page.getByLabel(m(lang, 'purchase.travel.country')))).selectOption('TR');
  await walk.fill(m(lang, 'purchase.travel.startDate'), dayFrom(new Date(), startInDays));
  await walk.fill(m(lang, 'purchase.travel.days'), '10');
  await walk.next();
  await walk.choose(m(lang, 'purchase.travel.individual'));
  await walk.fill(m(lang, 'purchase.travel.passport'), 'N1234567');
  await walk.next();
  await walk.choose(lang === 'ar' ? /^سكاي \d/ : /^Sky JOD/);
  await walk.next();
  await expect(page.getByTestId('quote-total')).toContainText('.');
  const total = (await page.getByTestId('quote-total').textContent()) ?? '';
  await acceptTerms(walk);
  await page.getByRole('button', { name: m(lang, 'purchase.summary.pay') }).click();
  // The gateway's hosted page, on another origin: the amount is the server's quote.
  await page.waitForURL(/\/page\/hpp_/);
  return { walk, total };
}

test('ar: buys travel and pays on the gateway\'s hosted page; the contract is issued and e-mailed', async ({ page }) => {
  await skipOfferPopup(page);
  const customer = await demoLike();
  await signIn(page, 'ar', customer.email);
  const { walk } = await travelToGateway(page, 'ar', 40);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'ادفع' }).click();
  await page.waitForURL(/\/ar\/payment-result\?paymentId=/);
  const number = await expectIssued(walk);
  await expect(page.getByText('4242')).toBeVisible();
  await expect.poll(async () => (await control<{ subject: string; attachments: string[] }[]>(`/mail?to=${encodeURIComponent(customer.email)}`))
    .some((mail) => mail.subject.includes(number) && mail.attachments.some((name) => name.endsWith('.pdf'))), { timeout: 20_000 }).toBe(true);
});

test('en: cancelled on the gateway\'s page, the attempt is cancelled and can be tried again', async ({ page }) => {
  await skipOfferPopup(page);
  await signIn(page, 'en', (await demoLike()).email);
  await travelToGateway(page, 'en', 60);
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await page.waitForURL(/\/en\/payment-result\?paymentId=.*cancelled=1/);
  await expect(page.getByText(m('en', 'payment.cancelledTitle'))).toBeVisible();
  await page.getByRole('button', { name: m('en', 'payment.tryAgain') }).click();
  await page.waitForURL(/\/page\/hpp_/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/en\/payment-result\?paymentId=/);
  await expect(page.getByText(m('en', 'payment.success'))).toBeVisible({ timeout: 15_000 });
});

type GatewayPayment = { id: string; status: string; refunded: number };
const hostedSession = (url: string) => /\/page\/(hpp_[\w-]+)/.exec(url)![1]!;

/**
 * The steps of a purchase paid twice: the gateway's page 1, Cancel on it, Try again (page 2), both
 * still payable. Answers the payment and both pages; the browser is left on page 2.
 */
async function twoHostedPages(page: Page, startInDays: number) {
  await skipOfferPopup(page);
  await signIn(page, 'en', (await demoLike()).email);
  await travelToGateway(page, 'en', startInDays);
  const page1 = page.url();
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await page.waitForURL(/\/en\/payment-result\?paymentId=.*cancelled=1/);
  const paymentId = new URL(page.url()).searchParams.get('paymentId')!;
  await expect(page.getByText(m('en', 'payment.cancelledTitle'))).toBeVisible();
  await page.getByRole('button', { name: m('en', 'payment.tryAgain') }).click();
  await page.waitForURL(/\/page\/hpp_/);
  expect(hostedSession(page.url())).not.toBe(hostedSession(page1));
  return { paymentId, page1 };
}

/**
 * The gateway's payments of a purchase end with one kept and the other refunded in full. `ask`, when
 * given, runs before each look: what makes the portal ask the gateway again.
 */
async function expectOneKeptOneRefunded(paymentId: string, ask?: () => Promise<unknown>) {
  await expect.poll(async () => {
    await ask?.();
    return (await control<GatewayPayment[]>(`/checkout/payments?reference=${paymentId}`)).map((p) => `${p.status} ${p.refunded > 0 ? 'refunded' : 'kept'}`).sort();
  }, { timeout: 20_000 }).toEqual(['Captured kept', 'Refunded refunded']);
}

test('en: both pages of one purchase paid and both webhooks delivered together: one contract, the other payment refunded', async ({ page }) => {
  const { paymentId, page1 } = await twoHostedPages(page, 80);
  await control('/checkout/webhooks?mode=hold');
  try {
    // Paid at the double (a click on its page adds nothing here), then both events at once.
    const { back } = await control<{ back: string }>(`/checkout/pay?session=${hostedSession(page.url())}`);
    await control(`/checkout/pay?session=${hostedSession(page1)}`);
    expect((await control<{ statuses: number[] }>('/checkout/release')).statuses).toEqual([200, 200]);
    await expectOneKeptOneRefunded(paymentId);
    await page.goto(back);
    await expect(page.getByText(m('en', 'payment.success'))).toBeVisible({ timeout: 15_000 });
  } finally {
    await control('/checkout/webhooks?mode=send');
  }
});

test('en: with no webhook at all, page 2 paid and then the old tab\'s page 1: the second payment is refunded', async ({ page, context }) => {
  const { paymentId, page1 } = await twoHostedPages(page, 100);
  await control('/checkout/webhooks?mode=drop');
  try {
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/en\/payment-result\?paymentId=/);
    await expect(page.getByText(m('en', 'payment.success'))).toBeVisible({ timeout: 15_000 });
    const oldTab = await context.newPage();
    await oldTab.goto(page1);
    await oldTab.getByRole('button', { name: 'Pay', exact: true }).click();
    await oldTab.waitForURL(/\/en\/payment-result\?paymentId=/);
    await expect(oldTab.getByText(m('en', 'payment.success'))).toBeVisible({ timeout: 15_000 });
    // The portal asks the gateway about a paid purchase at most every 3 seconds, when its result page is
    // read: the old tab's page is read again until it has asked and given the second payment back.
    await expectOneKeptOneRefunded(paymentId, () => oldTab.reload());
  } finally {
    await control('/checkout/webhooks?mode=send');
  }
});

test('en: books a Lababak assessment', async ({ page }) => {
  const w = lababakText.en;
  const next = () => page.getByRole('button', { name: w.next }).click();
  await skipOfferPopup(page);
  const customer = await demoLike();
  await signIn(page, 'en', customer.email);
  await page.goto('/en/dashboard/motor');
  // A tap while the list hydrates can be lost: the link is tapped once React holds it.
  await (await whenHydrated(page.getByRole('link', { name: new RegExp(`Book an accident assessment for contract .*${customer.contracts['102']!.number}`) }))).click();
  await expect(page).toHaveURL(/\/en\/lababak-service\?policy=\d+/, { timeout: 15_000 });
  // The link chose the contract: the flow opens on whether the car moves.
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(w.steps.movement) })).toBeVisible();
  await page.getByRole('group', { name: w.canMove }).getByLabel(w.yes).check();
  await page.getByRole('group', { name: w.towing }).getByLabel(w.no).check();
  await next();
  await page.getByLabel(w.typed).check();
  await page.getByLabel(w.town).selectOption({ label: w.amman });
  await page.getByLabel(w.street).fill('Mecca Street, near the Safeway');
  await page.getByRole('button', { name: w.check }).click();
  await expect(page.getByText(w.served)).toBeVisible();
  await next();
  const [, , day = ''] = bookingDays(3);
  await (await dayButton(page, day, w.nextMonth)).click();
  await page.getByRole('radio', { name: /^8:30 AM/ }).check();
  // Each step's heading before its button: a click during the step's change would be lost.
  for (const step of [w.steps.notes, w.steps.review]) {
    await next();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(step) })).toBeVisible();
  }
  await page.getByRole('button', { name: w.book }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.booked })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/LB-\d{6}/);
});

test('en: a session whose backend row was deleted ends at the language root, signed out', async ({ page, context }) => {
  const customer = await demoLike();
  await signIn(page, 'en', customer.email);
  await expect(page).toHaveURL('/en/dashboard');
  // Away from the portal while the row goes, so the next request is the one that finds it gone.
  await page.goto('about:blank');
  const { url } = await control<{ url: string }>('/database');
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`delete from sessions where user_id = ${customer.id}`;
  } finally {
    await sql.end();
  }
  await page.goto('/en/dashboard');
  await expect(page).toHaveURL('/en');
  expect((await context.cookies()).find((c) => c.name === 'portal_session')).toBeUndefined();
  await expect(page.getByRole('link', { name: text.en.signIn }).first()).toBeVisible();
});
