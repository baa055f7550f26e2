import { expect, test, type Page } from '@playwright/test';
import { asUser, expectCleanScreen, outbox, PNG, type SeededCustomer, seedOwn } from './helpers';
import { skipOfferPopup } from './support/offers';
import { expectKeptAcrossReloadAndLanguage } from './support/keeps';
import { acceptTerms, expectIssued, expectOnDashboard, m, myContracts, payByCard, payFromSummary, Walk } from './support/purchase';

/**
 * The car and medical requests and the renewals as a customer of the file's own, made like the demo
 * customer (it renews the Hyundai and the Corolla, so a second run needs a customer whose are not renewed):
 * car request (en, axe on every step), medical with two members (ar, axe on every step), renewing
 * the Hyundai through payment (en), the company's renewal link once, then used and expired.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let page: Page;
let customer: SeededCustomer;
test.beforeAll(async ({ browser, playwright }, info) => {
  info.setTimeout(90_000);
  customer = await seedOwn(playwright, 'demo');
  page = await (await browser.newContext()).newPage();
  await skipOfferPopup(page);
  await asUser(page, customer.email, customer.password);
});
test.afterAll(() => page.context().close());

/** A row of the contract page's details, by its label. */
const contractField = (p: Page, label: string) => p.locator('dl > div').filter({ has: p.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

const upload = async (label: string, name: string) => {
  await page.getByRole('button', { name: label, exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(name).first()).toBeVisible();
  // Sent once its progress bar has gone (the server has made its copies).
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
};

test('en: car request with four images reaches the motor department with its attachments', async () => {
  await page.goto('/en/create-policy-motor/request');
  await expectCleanScreen(page);
  await page.getByRole('button', { name: m('en', 'flow.next') }).click();
  await expect(page.getByRole('combobox', { name: 'Make' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Make').selectOption({ label: 'Hyundai' });
  await page.getByLabel('Model').selectOption({ label: 'Tucson' });
  await page.getByRole('radio', { name: 'Hybrid', exact: true }).check();
  await page.getByLabel('Production year').fill('٢٠٢٢');
  // A value pasted with its separators is read as typed, never changed.
  await page.getByLabel('Car value (JOD)').fill('18,000');
  // Each step keeps its answers and its images across a reload and a language switch.
  await expectKeptAcrossReloadAndLanguage(page, 'en', async (lang) => {
    await expect(page.getByLabel(m(lang, 'motor.make'))).toHaveValue('hyundai');
    await expect(page.getByLabel(m(lang, 'motor.model'))).toHaveValue('tucson');
    await expect(page.getByRole('radio', { name: m(lang, 'motor.engines.hybrid'), exact: true })).toBeChecked();
    await expect(page.getByLabel(m(lang, 'motor.year'))).toHaveValue('٢٠٢٢');
    await expect(page.getByLabel(m(lang, 'motor.valuation'))).toHaveValue('18,000');
  });
  await page.getByRole('button', { name: m('en', 'flow.next') }).click();
  await expect(page).toHaveURL(/step=licence/);
  await page.getByRole('button', { name: m('en', 'flow.next') }).click();
  await expect(page.getByText(m('en', 'motor.validation.licenceFront'))).toBeVisible();
  await upload('Driver licence, front', 'licence-front.png');
  await upload('Driver licence, back', 'licence-back.png');
  await expectCleanScreen(page);
  const files = (...names: string[]) => async () => { for (const name of names) await expect(page.getByText(name).first()).toBeVisible(); };
  await expectKeptAcrossReloadAndLanguage(page, 'en', files('licence-front.png', 'licence-back.png'));
  await page.getByRole('button', { name: m('en', 'flow.next') }).click();
  await upload('Car registration, front', 'reg-front.png');
  await upload('Car registration, back (if it has one)', 'reg-back.png');
  await expectKeptAcrossReloadAndLanguage(page, 'en', files('reg-front.png', 'reg-back.png'));
  await expectCleanScreen(page);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: m('en', 'motor.sentTitle') })).toBeVisible();
  await expect(page.getByText(/within 2 working days/)).toBeVisible();
  const reference = await page.getByTestId('request-reference').textContent();
  await expectCleanScreen(page);
  const mails = await outbox(page.request) as (Awaited<ReturnType<typeof outbox>>[number] & { attachments: { name: string }[] })[];
  const dept = mails.find((mail) => mail.to === 'motor@sanad-insurance.jo' && mail.subject?.includes(reference!));
  expect(dept?.body).toContain('Model: Tucson');
  expect(dept?.attachments.map((a) => a.name).sort()).toEqual(['licence-back.png', 'licence-front.png', 'registration-1.png', 'registration-2.png']);
  expect(mails.some((mail) => mail.to === customer.email && mail.subject?.includes(reference!))).toBe(true);
});

test('ar: medical request with two members (add, edit, remove) reaches the medical department', async () => {
  await page.goto('/ar/create-policy-medical');
  await expectCleanScreen(page);
  await page.getByLabel(m('ar', 'medical.fullName'), { exact: true }).fill('عمر خالد صالح الحداد');
  await page.getByLabel(m('ar', 'medical.nationalNumber')).fill('٩٨٨٠٠٠٠٠٠١');
  await page.getByLabel(m('ar', 'medical.phone')).fill(customer.mobile);
  await page.getByRole('radio', { name: m('ar', 'medical.covers.family') }).check();
  await expectKeptAcrossReloadAndLanguage(page, 'ar', async (lang) => {
    await expect(page.getByLabel(m(lang, 'medical.fullName'), { exact: true })).toHaveValue('عمر خالد صالح الحداد');
    await expect(page.getByLabel(m(lang, 'medical.nationalNumber'))).toHaveValue('٩٨٨٠٠٠٠٠٠١');
    await expect(page.getByRole('radio', { name: m(lang, 'medical.covers.family') })).toBeChecked();
  });
  await page.getByRole('button', { name: m('ar', 'flow.next') }).click();
  // The members step has a full-name field too: wait until it has replaced the first step's.
  await expect(page).toHaveURL(/step=members/);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(m('ar', 'medical.steps.members')) })).toBeVisible();
  const member = async (name: string, relationship: string, gender: string) => {
    await page.getByLabel(m('ar', 'medical.fullName'), { exact: true }).fill(name);
    await page.getByLabel(m('ar', 'medical.nationalNumber')).fill('9991234567');
    await page.getByLabel(m('ar', 'medical.relationship')).selectOption(relationship);
    await page.getByRole('radio', { name: m('ar', `medical.genders.${gender}`) }).check();
    await page.getByLabel(m('ar', 'medical.birthPlace')).fill('عمّان');
    await page.getByLabel(m('ar', 'medical.weight')).fill('٧٠');
    await page.getByLabel(m('ar', 'medical.height')).fill('170');
    await page.getByLabel(m('ar', 'medical.maritalStatus')).selectOption('married');
    await page.getByRole('button', { name: m('ar', 'medical.saveMember') }).click();
  };
  await member('سارة عمر خالد الحداد', 'spouse', 'female');
  await expectCleanScreen(page);
  await page.getByRole('button', { name: m('ar', 'medical.addMember') }).click();
  await member('ليلى عمر خالد الحداد', 'child', 'female');
  await page.getByRole('button', { name: m('ar', 'medical.addMember') }).click();
  // An empty member says what each field needs; a compound name counts as one of the four.
  await page.getByRole('button', { name: m('ar', 'medical.saveMember') }).click();
  await expect(page.getByText(m('ar', 'medical.validation.memberNationalNumber'))).toBeVisible();
  await expect(page.getByText(m('ar', 'medical.validation.weight'))).toBeVisible();
  await page.getByLabel(m('ar', 'medical.fullName'), { exact: true }).fill('زيد عبد الله خالد الحداد');
  // The saved members and the one being typed survive a reload and a language switch.
  await expectKeptAcrossReloadAndLanguage(page, 'ar', async (lang) => {
    await expect(page.getByText('سارة عمر خالد الحداد')).toBeVisible();
    await expect(page.getByText('ليلى عمر خالد الحداد')).toBeVisible();
    await expect(page.getByLabel(m(lang, 'medical.fullName'), { exact: true })).toHaveValue('زيد عبد الله خالد الحداد');
  });
  await member('زيد عمر خالد الحداد', 'child', 'male');
  // Remove one and edit another before sending.
  await page.getByRole('button', { name: 'حذف ليلى عمر خالد الحداد' }).click();
  await page.getByRole('button', { name: 'تعديل زيد عمر خالد الحداد' }).click();
  await page.getByLabel(m('ar', 'medical.weight')).fill('30');
  await page.getByLabel(m('ar', 'medical.maritalStatus')).selectOption('single');
  await page.getByRole('button', { name: m('ar', 'medical.saveMember') }).click();
  await expect(page.getByRole('heading', { name: 'الأفراد المراد تأمينهم (2)' })).toBeVisible();
  await page.getByRole('button', { name: m('ar', 'medical.send') }).click();
  await expect(page.getByRole('heading', { name: m('ar', 'medical.sentTitle') })).toBeVisible();
  await expectCleanScreen(page);
  const reference = await page.getByTestId('request-reference').textContent();
  const dept = (await outbox(page.request)).find((mail) => mail.to === 'medical@sanad-insurance.jo' && mail.subject?.includes(reference!));
  expect(dept?.body).toContain('Full name: سارة عمر خالد الحداد');
  expect(dept?.body).toMatch(/Full name: زيد عمر خالد الحداد[\s\S]*Weight: 30 kg[\s\S]*Marital status: single/);
  expect(dept?.body).not.toContain('ليلى');
});

/** A day as the portal shows it (dd-MM-yyyy, spec §9). */
const dmy = (iso: string) => iso.split('-').reverse().join('-');
const bell = (lang: 'en' | 'ar') => page.getByRole('banner').getByRole('button', { name: lang === 'en' ? /^Notifications/ : /^الإشعارات/ });
const expiringFigure = () => page.locator('[data-figure="expiring"]').getByRole('definition');

test('en: renewing the Hyundai from its card through payment: the card says renewed until the new contract\'s end, with a link to it', async () => {
  const hyundai = (await myContracts(page)).find((c) => c.contract_number === customer.contracts['102']!.number)!;
  await page.goto('/en/dashboard/motor');
  await page.locator(`article[data-contract="${hyundai.contract_number}"]`).getByRole('link', { name: `Renew contract ${hyundai.contract_number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/car-insurance-renewal\\?policyId=${hyundai.id}$`));
  const walk = new Walk(page, 'en', 'car renewal', true);
  await expect(page.getByTestId('new-period')).toBeVisible();
  await walk.screen();
  await walk.next();
  await payFromSummary(walk);
  walk.axe = false;
  await payByCard(walk);
  const number = await expectIssued(walk);
  await expectOnDashboard(page, 'en', 'motor', number);
  const renewal = (await myContracts(page)).find((c) => c.contract_number === number)!;
  const card = page.locator(`article[data-contract="${hyundai.contract_number}"]`);
  await expect(card.getByTestId('renewed-until')).toContainText(`Renewed until ${dmy(renewal.expiry)}`);
  await expect(card.getByRole('link', { name: `View the new contract ${number}` })).toHaveAttribute('href', `/en/policy/motor/${renewal.id}`);
  await expect(card.getByRole('link', { name: /^Renew contract/ })).toHaveCount(0);
  // The renewed contract still covers the car until it ends: its card keeps the assessment booking.
  await expect(page.getByRole('link', { name: `Book an accident assessment for contract ${hyundai.contract_number}` })).toBeVisible();
  // A renewed contract cannot be renewed again: its renewal page says by which contract, and leads to it.
  await page.goto(`/en/car-insurance-renewal?policyId=${hyundai.id}`);
  await expect(page.getByRole('heading', { name: m('en', 'renewal.renewed') })).toBeVisible();
  await expect(page.getByTestId('renewed-until')).toHaveText(`Contract ${hyundai.contract_number} is renewed until ${dmy(renewal.expiry)} by contract ${number}.`);
  await expect(page.getByRole('link', { name: m('en', 'renewal.viewRenewal') })).toHaveAttribute('href', `/en/policy/motor/${renewal.id}`);
});

test('the company renewal link pays once, with the offer and the terms; used, it says the Corolla is renewed, until when, with a link (en, ar); the Corolla leaves the expiry count and warnings', async () => {
  const link = `/en/renewal?token=${customer.renewalTokens.valid}`;
  const expiredLink = `/ar/renewal?token=${customer.renewalTokens.expired}`;
  const corolla = (await myContracts(page)).find((c) => c.contract_number === customer.contracts['101']!.number)!;
  // Before: the out-of-date link is the expired page; the Corolla heads "Expiring next" and counts as expiring.
  await page.goto(expiredLink);
  await expect(page.getByRole('heading', { name: m('ar', 'renewal.linkExpired') })).toBeVisible();
  await expect(page.getByRole('link', { name: m('ar', 'purchase.refusal.contactUs') })).toBeVisible();
  await expectCleanScreen(page);
  await page.goto('/en/dashboard');
  const expiringBefore = Number(await expiringFigure().textContent());
  await expect(page.getByRole('region', { name: 'Expiring next' }).getByRole('listitem').first()).toContainText(corolla.contract_number);

  await page.goto(link);
  await expect(page.getByTestId('quote-total')).toContainText('.');
  // The Corolla is comprehensive: the 15% offer is its own line of the price.
  await expect(page.getByTestId('quote-offer')).toContainText('Offer: 15% off comprehensive car insurance');
  await expectCleanScreen(page);
  // Pay does nothing but say so until the terms are accepted.
  await page.getByRole('button', { name: m('en', 'renewal.pay') }).click();
  await expect(page.getByText(m('en', 'purchase.terms.required'))).toBeVisible();
  await expect(page).toHaveURL(link);
  const walk = new Walk(page, 'en', 'company renewal', false);
  // The renewal declares the car, as its cover's purchase does.
  await acceptTerms(walk, 'car');
  await page.getByRole('button', { name: m('en', 'renewal.pay') }).click();
  await page.waitForURL(/\/pay\//);
  await payByCard(walk);
  const number = await expectIssued(walk);
  const renewal = (await myContracts(page)).find((c) => c.contract_number === number)!;
  const until = dmy(renewal.expiry);

  // The renewed contract shows the offer and the terms accepted (in English, on this page), in both languages.
  await page.goto(`/en/policy/motor/${renewal.id}`);
  // The offer is a line of the contract's price, as on the summary.
  await expect(page.getByRole('region', { name: 'Price' }).getByTestId('quote-offer')).toContainText(/Offer: 15% off comprehensive car insurance\s*−JOD\s\d+\.\d{3}/);
  await expect(contractField(page, 'Terms and declarations'))
    .toContainText(/^Terms Comprehensive Motor Insurance: Policy Terms version \d{4}\.\d+ accepted on \d{2}-\d{2}-\d{4}, \d{1,2}:\d{2}\s[AP]M \(English\)/);
  await expect(contractField(page, 'Terms and declarations')).toContainText(m('en', 'purchase.terms.declarations.car'));
  await page.goto(`/ar/policy/motor/${renewal.id}`);
  await expect(page.getByRole('region', { name: 'السعر' }).getByTestId('quote-offer')).toContainText('العرض: خصم 15% على التأمين الشامل للسيارات');
  await expect(contractField(page, 'الشروط والإقرارات'))
    .toContainText(/تمت الموافقة على الشروط «شروط وثيقة التأمين الشامل للمركبات» الإصدار \d{4}\.\d+ بتاريخ \d{2}-\d{2}-\d{4}، \d{1,2}:\d{2}\s[صم] \(الإنجليزية\)/);
  await expect(contractField(page, 'الشروط والإقرارات')).toContainText(m('ar', 'purchase.terms.declarations.car'));
  await expectCleanScreen(page);

  // The used link: renewed, until when, by which contract, and the way to it; no "expired", no "contact us".
  for (const lang of ['ar', 'en'] as const) {
    await page.goto(`/${lang}/renewal?token=${customer.renewalTokens.valid}`);
    await expect(page.getByRole('heading', { name: m(lang, 'renewal.renewed') })).toBeVisible();
    await expect(page.getByTestId('renewed-until')).toHaveText(lang === 'en'
      ? `Contract ${corolla.contract_number} is renewed until ${until} by contract ${number}.`
      : `جُدِّد العقد رقم ${corolla.contract_number} حتى ${until} بالعقد رقم ${number}.`);
    await expect(page.getByRole('heading', { name: m(lang, 'renewal.linkExpired') })).toHaveCount(0);
    await expectCleanScreen(page);
  }
  await page.getByRole('link', { name: m('en', 'renewal.viewRenewal') }).click();
  await expect(page).toHaveURL(`/en/policy/motor/${renewal.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  // The out-of-date link of the same contract says so too.
  await page.goto(expiredLink);
  await expect(page.getByRole('heading', { name: m('ar', 'renewal.renewed') })).toBeVisible();

  // The dashboard: one fewer expiring, and the Corolla no longer among those that expire next.
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/${lang}/dashboard`);
    await expect(expiringFigure()).toHaveText(String(expiringBefore - 1));
    await expect(page.getByRole('region', { name: m(lang, 'contracts.overview.latest') })).not.toContainText(corolla.contract_number);
    // The motor list: renewed until the new contract's end, no warning, no Renew.
    await page.goto(`/${lang}/dashboard/motor`);
    const card = page.locator(`article[data-contract="${corolla.contract_number}"]`);
    await expect(card.getByTestId('renewed-until')).toContainText(lang === 'en' ? `Renewed until ${until}` : `جُدِّد حتى ${until}`);
    await expect(card).not.toContainText(lang === 'en' ? 'Expiring soon' : 'ينتهي قريباً');
    await expect(card.getByRole('link', { name: lang === 'en' ? /^Renew contract/ : /^تجديد العقد/ })).toHaveCount(0);
    await expect(card.getByRole('link', { name: m(lang, 'contracts.renewal.viewRenewalLabel').replace('{number}', number) })).toHaveAttribute('href', `/${lang}/policy/motor/${renewal.id}`);
  }
  await expectCleanScreen(page);
  // Its contract page: active, not "expiring soon", renewed until, without the 20-day warning.
  await page.goto(`/ar/policy/motor/${corolla.id}`);
  await expect(page.getByTestId('renewed-until')).toContainText(`جُدِّد حتى ${until}`);
  await expect(page.getByText(m('ar', 'policy.status.expiring'))).toHaveCount(0);
  await expect(page.getByText(m('ar', 'policy.expiringAdvice.renew'))).toHaveCount(0);
  await expectCleanScreen(page);

  // Its expiry notification no longer asks to renew it: it says which contract covers the car, and until when.
  await page.goto('/en/dashboard');
  await bell('en').click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list.getByText(`Contract ${corolla.contract_number} is renewed: contract ${number} covers you until ${until}.`)).toBeVisible();
  await expect(list.getByText(/Renew it in time/)).toHaveCount(0);
});
