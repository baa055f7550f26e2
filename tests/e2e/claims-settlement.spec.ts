import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Claim } from '@/lib/api/endpoints/claims';
import type { ClaimState } from '@/lib/validation/claim';
import { asUser, expectCleanScreen, LANGS, outbox, seedCustomer, type Lang, type SeededCustomer } from './helpers';
import { fm, m } from './support/purchase';

// From the decision to the money, across the two sides: customer care approves, the customer chooses
// how to be paid, customer care settles, and the customer sees the amount, the day the company had to
// pay by and the payment. A car claim is paid by transfer to the customer's IBAN; a travel claim by a
// cheque, which the cheque lookup then finds by its number and the customer's phone. The steps other
// specs walk through their forms (the report, the IBAN with its code, asking for documents) are taken
// here through the API, as those forms send them; the steps only this spec reaches go through the screens.
// The car claim's customer first answers from a tab left open across a dispute and a new approval.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

type DemoCustomer = SeededCustomer & { claims: Record<ClaimState, { id: number; reference: string }> };

const origin = (page: Page) => new URL(page.url()).origin;
const post = async (page: Page, path: string, data: unknown) => {
  const res = await page.request.post(path, { headers: { origin: origin(page) }, data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json() as Promise<{ claim: Claim }>;
};
const deskClaim = async (page: Page, id: number) => ((await (await page.request.get(`/api/claims-desk/${id}`)).json()) as { claim: Claim }).claim;

async function pages(browser: Browser, lang: Lang) {
  const customerPage = await (await browser.newContext()).newPage();
  const customer = (await seedCustomer(customerPage.request, 'demo')) as DemoCustomer;
  await asUser(customerPage, customer.email);
  await customerPage.goto(`/${lang}/claims`);
  const staff = await (await browser.newContext()).newPage();
  await asUser(staff, (await seedCustomer(staff.request, 'care')).email);
  await staff.goto(`/${lang}/claims-desk`);
  return { customerPage, customer, staff };
}

for (const lang of LANGS) {
  test(`a car claim approved by the desk is paid by transfer, and the customer sees the amount, the due day and the payment (${lang})`, async ({ browser }) => {
    const { customerPage, customer, staff } = await pages(browser, lang);
    // The demo's car collision whose assessor came: the desk records the assessment, then approves
    // 1,250.500 JOD less a 100 JOD excess and a 50 JOD deduction.
    const id = customer.claims.assessment.id;
    const before = await deskClaim(staff, id);
    expect(before.line).toBe('motor');
    const assessed = await post(staff, `/api/claims-desk/${id}/assessment`, { version: before.version, assessor: 'Lama Haddad', assessed: '1,250.500' });
    await post(staff, `/api/claims-desk/${id}/approve`, { version: assessed.claim.version, gross: '1,250.500', excess: '100', deductions: [{ reason: 'Old damage to the bumper', amount: '50' }] });
    // The demo customer's payout account (the payout page and its code are walked in claim-page.spec).
    const { account } = await (await customerPage.request.get('/api/payout-account')).json() as { account: { iban_masked: string } };

    // The customer reads the decision and the deadline, and accepts a transfer to the account.
    await customerPage.goto(`/${lang}/claims/${id}`);
    await expect(customerPage.getByText(m(lang, 'claimPage.decision.net'))).toBeVisible();
    const decided = (await (await customerPage.request.get(`/api/claims/${id}`)).json() as { claim: Claim }).claim;
    expect(decided.decision).toMatchObject({ outcome: 'approved', net_fils: 1_100_500 });
    // The day the company must pay by: the deadline's sentence (its day is formatted by the page).
    const due = customerPage.getByText(new RegExp(`^${m(lang, 'claimPage.due.payment').split('{date}')[0]!.trim()}`));
    await expect(due).toBeVisible();

    // Meanwhile another tab disputes this amount and the desk approves a new one, 1,300.500 less the
    // same excess and deduction; this page still shows 1,100.500. Accepting it is refused: the page says
    // the decision changed and shows the new amount to read before answering.
    await post(customerPage, `/api/claims/${id}/dispute`, { note: 'The garage quoted more for the rear bumper.', decision_version: decided.decision!.version, net_fils: 1_100_500 });
    const review = await deskClaim(staff, id);
    await post(staff, `/api/claims-desk/${id}/approve`, { version: review.version, gross: '1,300.500', excess: '100', deductions: [{ reason: 'Old damage to the bumper', amount: '50' }] });
    await customerPage.getByRole('radio', { name: new RegExp(m(lang, 'claimPage.settlement.transfer')) }).check();
    await customerPage.getByRole('button', { name: m(lang, 'claimPage.settlement.accept') }).click();
    await expect(customerPage.getByTestId('claim-notice')).toHaveText(m(lang, 'claimPage.decisionChanged'));
    await expect(customerPage.getByTestId('decision-net')).toContainText('1,150.500');
    // Nothing was accepted: the offer is still open, the choice to make again.
    await expect(customerPage.getByRole('radio')).toHaveCount(2);

    // Read again, the new amount is accepted.
    await customerPage.getByRole('radio', { name: new RegExp(m(lang, 'claimPage.settlement.transfer')) }).check();
    await customerPage.getByRole('button', { name: m(lang, 'claimPage.settlement.accept') }).click();
    await expect(customerPage.getByText(m(lang, 'claimPage.settlement.accepted'))).toBeVisible();

    // Customer care records the bank transfer from the desk's form.
    await staff.goto(`/${lang}/claims-desk/${id}`);
    await staff.getByRole('button', { name: m(lang, 'claimsDesk.actions.open.settle'), exact: true }).click();
    const form = staff.getByRole('form', { name: m(lang, 'claimsDesk.actions.settle.title.transfer') });
    await form.getByRole('button', { name: m(lang, 'claimsDesk.actions.settle.submit.transfer') }).click();
    await expect(form.getByText(m(lang, 'claims.validation.transferReference'))).toBeVisible();
    await form.getByLabel(m(lang, 'claimsDesk.actions.settle.reference')).fill('TRF-2026-88120');
    await form.getByRole('button', { name: m(lang, 'claimsDesk.actions.settle.submit.transfer') }).click();
    await expect(staff.getByTestId('desk-result')).toHaveText(fm(lang, 'claimsDesk.actions.done.transfer', { reference: 'TRF-2026-88120' }));
    await expect(staff.locator('li[data-event="transfer_sent"]')).toHaveCount(1);
    await expectCleanScreen(staff);

    // The customer sees the payment: the amount, the account, the reference, and the deadline it met.
    await customerPage.reload();
    await expect(customerPage.locator('header').getByText(m(lang, 'claims.states.paid'), { exact: true })).toBeVisible();
    await expect(customerPage.getByText(fm(lang, 'claimPage.paid.transfer', { iban: account.iban_masked }))).toBeVisible();
    await expect(customerPage.getByTestId('claim-paid').getByText('TRF-2026-88120')).toBeVisible();
    await expect(customerPage.getByText(m(lang, 'claimPage.decision.net'))).toBeVisible();
    await expect(customerPage.getByText(m(lang, 'claims.timeline.transfer_sent')).first()).toBeVisible();
    await expectCleanScreen(customerPage);
    // The message the customer got says it too, in the customer's language, with the claim's link.
    const sms = (await outbox(customerPage.request)).find((msg) => msg.to === customer.mobile && msg.channel === 'sms' && msg.body.includes(customer.claims.assessment.reference) && msg.body.includes('TRF-2026-88120'));
    expect(sms?.body).toContain(`/claims/${id}`);
  });

  test(`a travel claim is settled by cheque, and the cheque lookup finds it by its number and the phone (${lang})`, async ({ browser }) => {
    const { customerPage, customer, staff } = await pages(browser, lang);
    // The demo's claim under review is a travel claim (medical care abroad); the desk approves it.
    const id = customer.claims.review.id;
    const before = await deskClaim(staff, id);
    expect(before.line).toBe('travel');
    await post(staff, `/api/claims-desk/${id}/approve`, { version: before.version, gross: '640', excess: '40' });

    // The customer chooses a cheque at a branch on the claim's page.
    await customerPage.goto(`/${lang}/claims/${id}`);
    await customerPage.getByRole('radio', { name: new RegExp(m(lang, 'claimPage.settlement.cheque')) }).check();
    await customerPage.getByRole('button', { name: m(lang, 'claimPage.settlement.accept') }).click();
    await expect(customerPage.getByText(m(lang, 'claimPage.settlement.chosenCheque'))).toBeVisible();

    // Customer care issues the cheque.
    await staff.goto(`/${lang}/claims-desk/${id}`);
    await staff.getByRole('button', { name: m(lang, 'claimsDesk.actions.open.settle'), exact: true }).click();
    await staff.getByRole('button', { name: m(lang, 'claimsDesk.actions.settle.submit.cheque') }).click();
    const number = (await staff.getByTestId('cheque-number').textContent())!.trim();
    expect(number).toMatch(/^\d{7}$/);

    // The customer sees the cheque issued, not paid: the amount and its number, the day and place it is ready;
    // the state stays decided until that day. Then follows it to the lookup, which finds it with the phone.
    await customerPage.reload();
    const issued = customerPage.getByTestId('claim-paid');
    await expect(issued.getByText(number)).toBeVisible();
    await expect(issued.getByRole('heading', { name: lang === 'en' ? /^Cheque issued, ready on / : /^صدر الشيك، ويكون جاهزاً يوم / })).toBeVisible();
    await expect(issued).toContainText(lang === 'en' ? 'Collect it at Claims office' : 'استلمه من دائرة المطالبات');
    await expect(customerPage.locator('header').getByText(m(lang, 'claims.states.decided'), { exact: true })).toBeVisible();
    await expect(customerPage.locator('header').getByText(m(lang, 'claims.states.paid'), { exact: true })).toHaveCount(0);
    await customerPage.getByRole('link', { name: m(lang, 'claimPage.paid.chequeLookup') }).click();
    await expect(customerPage).toHaveURL(new RegExp(`/${lang}/cheques/${number}/`));
    await expect(customerPage.getByRole('heading', { name: m(lang, 'cheques.status.processing.title') })).toBeVisible();
    await expect(customerPage.getByText(fm(lang, 'cheques.status.processing.body', { days: 14 }))).toBeVisible();
    // JOD 600, whole: no fils; in Arabic the dinar named after the number.
    await expect(customerPage.getByText(lang === 'en' ? /JOD\s600(?![\d.,])/ : /(?<![\d.,])600\sدينار أردني/)).toBeVisible();

    // Typed into the lookup by hand, with another phone, it tells nothing of the cheque.
    await customerPage.goto(`/${lang}/cheques`);
    await customerPage.getByLabel(m(lang, 'cheques.chequeId')).fill(number);
    await customerPage.getByLabel(m(lang, 'cheques.phone')).fill('0790000009');
    await customerPage.getByRole('button', { name: m(lang, 'cheques.check') }).click();
    await expect(customerPage.getByRole('heading', { name: m(lang, 'cheques.status.phone_mismatch.title') })).toBeVisible();
    // The customer's own number, written the way they write it (the cheque keeps it in E.164), finds it.
    await customerPage.getByLabel(m(lang, 'cheques.phone')).fill(`00962 ${customer.mobile.slice(4)}`);
    await customerPage.getByRole('button', { name: m(lang, 'cheques.check') }).click();
    await expect(customerPage.getByRole('heading', { name: m(lang, 'cheques.status.processing.title') })).toBeVisible();
  });
}
