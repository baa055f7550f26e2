import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { dayFrom } from '../../lib/calendar/days';
import type { Claim } from '../../lib/api/endpoints/claims';
import type { ClaimState } from '../../lib/validation/claim';
import { asUser, expectCleanScreen, PNG, seedCustomer, type Lang, type SeededCustomer } from './helpers';
import { m } from './support/purchase';

// Customer care (an account of this spec's own, made like care@) works the claims of a customer of the
// spec's own (made like the demo customer, who has a claim in each state, the one under review overdue):
// the list by state and due day, a claim's page in both languages, each desk step through its form,
// and twenty approvals of one claim at once from two staff members.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** What seedCustomer answers for the demo template: its claims too, one in each state. */
type DemoCustomer = SeededCustomer & { claims: Record<ClaimState, { id: number; reference: string }> };

let staff: Page;
let customer: DemoCustomer;
/** The customer's own signed-in page, for the steps only they take (reporting, accepting an offer). */
let mine: Page;
/** A car claim the customer reports with photos at the start, through the API as the report form sends it. */
let reported: { id: number; reference: string };

const origin = (page: Page) => new URL(page.url()).origin;
const claimOf = (state: ClaimState) => customer.claims[state];
const result = () => staff.getByTestId('desk-result');
const button = (name: string) => staff.getByRole('button', { name, exact: true });

async function signedIn(browser: Browser, login: string) {
  const page = await (await browser.newContext()).newPage();
  await asUser(page, login);
  await page.goto('/en');
  return page;
}

/** Uploads a PNG for a claim as the customer's upload component would, and answers its id. */
async function upload(page: Page, name: string): Promise<string> {
  const sent = await page.request.post('/api/uploads?purpose=claim-file', {
    headers: { origin: origin(page), 'content-type': 'image/png', 'x-file-name': name }, data: PNG,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return (await sent.json()).id as string;
}

/** Opens a claim of the list by its number, as a person would: the list's search, then its link. */
async function openFromList(lang: Lang, reference: string) {
  await staff.goto(`/${lang}/claims-desk`);
  await staff.getByLabel(m(lang, 'claimsDesk.list.status')).selectOption('all');
  await staff.getByLabel(m(lang, 'claimsDesk.list.search')).fill(reference);
  await staff.getByRole('button', { name: m(lang, 'claimsDesk.list.show') }).click();
  await expect(staff).toHaveURL(new RegExp(`status=all&q=${reference}`));
  const rows = staff.locator('li[data-claim]');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link').click();
  await expect(staff.getByRole('heading', { level: 2, name: new RegExp(reference) })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  staff = await (await browser.newContext()).newPage();
  customer = await seedCustomer(staff.request, 'demo') as DemoCustomer;
  const care = await seedCustomer(staff.request, 'care');
  await asUser(staff, care.email);
  mine = await signedIn(browser, customer.email);
  const [front_left, front_right, rear_left, rear_right, damage, licence, carLicence] = await Promise.all(
    ['fl', 'fr', 'rl', 'rr', 'damage', 'licence', 'car-licence'].map((n) => upload(mine, `${n}.png`)),
  );
  const sent = await mine.request.post('/api/claims', {
    headers: { origin: origin(mine) },
    data: {
      report_key: randomUUID(), policy_id: customer.contracts['104']!.id, event: 'collision', occurred_on: dayFrom(new Date(), -1), occurred_time: '17:45',
      location: { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' },
      description: 'A van reversed into my front bumper in the car park.',
      details: {
        line: 'motor', has_police_report: false, police_report_number: '', other_party: false, injuries: false, drivable: true, driver: 'insured',
      },
      photos: Object.entries({ front_left, front_right, rear_left, rear_right, damage }).map(([slot, upload_id]) => ({ slot, upload_id })),
      documents: [{ key: 'driving_licence', upload_id: licence }, { key: 'vehicle_licence', upload_id: carLicence }],
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  reported = (await sent.json()).claim;
});
test.afterAll(async () => {
  await staff.context().close();
  await mine.context().close();
});

test('the list puts the overdue claims first, then by the next due day, and keeps its filter in the address', async () => {
  // The customer's number as staff type it; the account keeps it in E.164 (+9627…).
  const searched = `0${customer.mobile.slice(4)}`;
  await staff.goto(`/en/claims-desk?status=all&q=${searched}`);
  const rows = staff.locator('li[data-claim]');
  // The nine seeded claims and the one this spec reported.
  await expect(rows).toHaveCount(10);
  // The customer's claim under review is past its decision day: it comes first, marked.
  await expect(rows.first()).toHaveAttribute('data-claim', claimOf('review').reference);
  await expect(rows.first()).toContainText('Overdue');
  const overdue = await rows.evaluateAll((items) => items.map((i) => i.getAttribute('data-overdue')));
  expect(overdue.indexOf('false')).toBeGreaterThan(0);
  expect(overdue.slice(overdue.indexOf('false'))).not.toContain('true');
  await expectCleanScreen(staff);

  await staff.getByLabel('Status').selectOption({ label: 'Overdue' });
  await staff.getByRole('button', { name: 'Show claims' }).click();
  await expect(staff).toHaveURL(new RegExp(`/en/claims-desk\\?status=overdue&q=${searched}$`));
  // The decision past its day, and the cheque that will be ready only after the day to pay by.
  await expect(rows).toHaveCount(2);
  await staff.reload();
  await expect(staff.getByLabel('Status')).toHaveValue('overdue');
  await expect(staff.getByLabel('Search')).toHaveValue(searched);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-claim', claimOf('review').reference);

  // The same list in Arabic, from the same address.
  await staff.goto(`/ar/claims-desk?status=open&q=${searched}`);
  await expect(rows).toHaveCount(8);
  await expect(rows.first()).toContainText('متأخرة');
  await expect(staff.getByRole('navigation', { name: 'خدمة العملاء' }).getByRole('link', { name: 'المطالبات' })).toHaveAttribute('aria-current', 'page');
  await expectCleanScreen(staff);
});

test('a new car claim in Arabic: its report and photos, and a request for documents', async () => {
  await openFromList('ar', reported.reference);
  await expect(staff.getByText('A van reversed into my front bumper in the car park.')).toBeVisible();
  await expect(staff.getByRole('link', { name: 'افتح في الخرائط' })).toHaveAttribute('href', /31\.9539,35\.9106/);
  // A thumbnail opens the photo large; Close (or Escape) puts it away.
  await staff.getByRole('button', { name: 'افتح الصورة بحجم كبير: الضرر عن قرب' }).click();
  const viewer = staff.getByRole('dialog', { name: 'الضرر عن قرب' });
  await expect(viewer.getByRole('img')).toHaveJSProperty('naturalWidth', 1);
  // The viewer shows the display copy; the original goes as a download.
  await expect(viewer.getByRole('img')).toHaveAttribute('src', /\/files\/[\w-]+\?size=display$/);
  await expect(viewer.getByRole('link', { name: 'نزّل الملف الأصلي' })).toHaveAttribute('href', /\/files\/[\w-]+\?download=1$/);
  await viewer.getByRole('button', { name: 'إغلاق' }).click();
  await expect(viewer).toBeHidden();

  await button('اطلب مستندات').click();
  await staff.getByLabel('المستند 1', { exact: true }).selectOption({ label: m('ar', 'claims.documents.police_report') });
  await button('أضف مستندًا آخر').click();
  await staff.getByLabel('المستند 2', { exact: true }).selectOption({ label: m('ar', 'claims.documents.other') });
  await button('أرسل الطلب').click();
  // Another document says which one.
  await expect(staff.getByText(m('ar', 'claims.validation.otherNote'))).toBeVisible();
  await staff.getByLabel('ملاحظة للعميل عن المستند 2').fill('صورة عن فاتورة إصلاح الصدّام');
  await expectCleanScreen(staff);
  await button('أرسل الطلب').click();
  await expect(result()).toHaveText(m('ar', 'claimsDesk.actions.done.request_documents'));
  const requests = staff.getByRole('region', { name: 'المستندات المطلوبة' });
  await expect(requests.locator('li[data-request]')).toHaveCount(2);
  await expect(requests).toContainText('صورة عن فاتورة إصلاح الصدّام');
  await expect(requests.getByText('بانتظار أن يرسله العميل')).toHaveCount(2);
  await expect(staff.locator('li[data-event="documents_requested"]')).toHaveCount(1);
  await expectCleanScreen(staff);
});

test('the assessment, then an approval with an excess and a deduction, the net shown as typed', async () => {
  const claim = claimOf('assessment');
  await openFromList('en', claim.reference);
  await expectCleanScreen(staff);
  await button('Record the assessment').click();
  await staff.getByLabel("Assessor's name").fill('Rami Adel Nasser');
  await staff.getByLabel('Amount of the damage (JOD)').fill('1,250.500');
  // The assessment's note is the desk's own: its label says the customer does not see it.
  await staff.getByLabel('Note for the desk (the customer does not see it)').fill('Rear bumper and boot lid to replace.');
  await button('Save the assessment').click();
  await expect(result()).toHaveText('The assessment has been recorded.');
  const assessment = staff.getByRole('region', { name: 'Assessment' });
  await expect(assessment).toContainText('Rami Adel Nasser');
  await expect(assessment).toContainText('JOD 1,250.500');

  // No document is awaited, so the claim is under review and may be approved.
  await button('Approve').click();
  await expect(staff.getByLabel('Amount of the loss (JOD)')).toHaveValue('1250.5');
  const net = staff.getByTestId('live-net');
  await expect(net).toHaveText('JOD 1,250.500');
  await staff.getByLabel('Excess (JOD)').fill('100');
  await expect(net).toHaveText('JOD 1,150.500');
  await button('Add a deduction').click();
  await staff.getByLabel('Reason for deduction 1').fill('Worn tyres replaced at the same time');
  await staff.getByLabel('Amount of deduction 1 (JOD)').fill('50.5');
  await expect(net).toHaveText('JOD 1,100');
  await staff.getByLabel('Note to the customer').fill('Paid less the excess and the tyres.');
  await expectCleanScreen(staff);
  await button('Approve the claim').click();
  await expect(result()).toHaveText('The claim is approved. Net to pay: JOD 1,100');
  const decision = staff.getByRole('region', { name: 'Decision: approved' });
  await expect(decision).toContainText('Worn tyres replaced at the same time');
  await expect(decision).toContainText('JOD 1,100');
  await expect(staff.getByText(/^Payment due by/).first()).toBeVisible();
  await expect(button('Approve')).toHaveCount(0);
});

test('a claim the customer accepted by cheque is settled by issuing the cheque, and waits for its ready day before it is paid', async () => {
  const claim = claimOf('assessment');
  // The customer accepts the offer of the previous test, to be paid by cheque, naming the decision read.
  const { decision } = ((await (await mine.request.get(`/api/claims/${claim.id}`)).json()) as { claim: Claim }).claim;
  if (decision?.outcome !== 'approved') throw new Error('The previous test left no approval to accept');
  const accepted = await mine.request.post(`/api/claims/${claim.id}/accept`, {
    headers: { origin: origin(mine) }, data: { method: 'cheque', decision_version: decision.version, net_fils: decision.net_fils },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await staff.goto(`/en/claims-desk/${claim.id}`);
  await button('Settle').click();
  await expect(staff.getByRole('form', { name: 'Issue the cheque' })).toContainText('Cheque at a branch');
  await button('Issue the cheque').click();
  await expect(result()).toHaveText(/^The cheque is issued: number \S+, ready on \d{2}-\d{2}-\d{4}\. The claim becomes paid on that day\.$/);
  const number = (await staff.getByTestId('cheque-number').textContent())!.trim();
  await expect(result()).toContainText(number);
  await expect(staff.locator('li[data-event="cheque_issued"]')).toContainText(number);
  // Not paid until the cheque can be collected: still decided, nothing to close, the day it is ready shown.
  await expect(staff.getByText('Cheque ready on')).toBeVisible();
  await expect(staff.getByText('Not paid yet')).toBeVisible();
  await expect(staff.getByRole('heading', { level: 2 }).locator('..')).toContainText('Decided');
  await expect(button('Close the claim')).toHaveCount(0);
  await expect(staff.getByText('Nothing is waiting for the desk on this claim.')).toBeVisible();
});

test('twenty approvals of one claim at once from two staff members make one; a page left open on it says so', async ({ browser }) => {
  const claim = claimOf('review');
  // One staff member opens the claim and starts an approval, while two others send twenty at once.
  await staff.goto(`/en/claims-desk/${claim.id}`);
  await button('Approve').click();
  await staff.getByLabel('Excess (JOD)').fill('0');
  const [one, other] = await Promise.all([0, 1].map(async () => signedIn(browser, (await seedCustomer(staff.request, 'care')).email)));
  const read = await one!.request.get(`/api/claims-desk/${claim.id}`);
  expect(read.status()).toBe(200);
  const { version } = (await read.json()).claim;
  const body = { version, gross: '1,150', excess: '100', deductions: [{ reason: 'Hospital bill over the limit', amount: '50' }], note: '' };
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => {
    const who = i % 2 ? other! : one!;
    return who.request.post(`/api/claims-desk/${claim.id}/approve`, { headers: { origin: origin(who) }, data: body });
  }));
  const statuses = answers.map((a) => a.status());
  expect(statuses.every((s) => s === 200 || s === 409), statuses.join(',')).toBe(true);
  const approved = await Promise.all(answers.filter((a) => a.status() === 200).map(async (a) => (await a.json()).claim));
  expect(approved.length).toBeGreaterThan(0);
  // Every approval that went through answers the same claim: one version on, one decision.
  expect(new Set(approved.map((c) => c.version))).toEqual(new Set([version + 1]));
  expect(approved.every((c) => c.decision.net_fils === 1_000_000)).toBe(true);
  for (const a of answers.filter((x) => x.status() === 409)) expect((await a.json()).code).toBe('claim_changed');
  const after = (await (await staff.request.get(`/api/claims-desk/${claim.id}`)).json()).claim;
  expect(after.timeline.filter((e: { kind: string }) => e.kind === 'approved')).toHaveLength(1);
  await Promise.all([one!.context().close(), other!.context().close()]);

  // The page still holds the version it read: its approval is refused, said, and the claim read again.
  await button('Approve the claim').click();
  await expect(result()).toHaveText(/Someone else moved this claim on/);
  await expect(staff.getByRole('region', { name: 'Decision: approved' })).toContainText('JOD 1,000');
  await expect(button('Approve')).toHaveCount(0);
  await expect(staff.locator('li[data-event="approved"]')).toHaveCount(1);
});
