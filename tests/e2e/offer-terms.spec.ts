import { expect, test, type Locator, type Page } from '@playwright/test';
import { dayFrom } from '@/lib/calendar/days';
import { asUser, expectCleanScreen, type Lang, LANGS, signUpByApi, customerOfFile } from './helpers';
import { skipOfferPopup } from './support/offers';
import { acceptTerms, expectDeclaration, expectIssued, fm, m, myContracts, openTermsInLanguage, payByCard, Walk } from './support/purchase';
import { currentTerms } from '@/lib/config/product-terms';

/**
 * The offers in the price and the terms before paying. The Corolla renewal summary of a customer the
 * file makes from the demo account (en, ar) shows the 15% offer as its own line, links the comprehensive
 * terms and refuses Pay until they are accepted (nothing is paid); it declares the car and
 * opens the terms written in the page's language. New customers buy a family trip (en, the 10% offer)
 * and a personal guard (ar, reading its Arabic terms); their contracts show the offer, the terms accepted
 * and the product's declaration, in both languages.
 */
test.describe.configure({ timeout: 120_000 });

const OFFER = { en: '15% off comprehensive car insurance', ar: 'خصم 15% على التأمين الشامل للسيارات' };
const MOTOR_TERMS = { en: 'Comprehensive Motor Insurance: Policy Terms', ar: 'شروط وثيقة التأمين الشامل للمركبات' };
/** The versions the summaries name and the contracts record (lib/config/documents.json). */
const VERSION = {
  motor: currentTerms('motor-comprehensive').version, sky: currentTerms('travel-sky').version, guard: currentTerms('personal-accident').version,
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The rule the summary must follow, written here: a share of fils rounded to the nearest qirsh (10 fils), half up. */
const nearestQirsh = (fils: number) => Math.floor(fils / 10 + 0.5) * 10;
/** The amount a price line ends with, in fils (a whole amount is written without them: JOD 464). */
const amount = async (line: Locator) => {
  const last = [...((await line.textContent()) ?? '').matchAll(/\d[\d,]*(?:\.\d{3})?/g)].at(-1)![0];
  return Math.round(Number(last.replace(/,/g, '')) * 1000);
};
/** A row of the contract page's details, by its label. */
const contractField = (p: Page, label: string) => p.locator('dl > div').filter({ has: p.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

async function pressPay(page: Page, lang: Lang) {
  await page.getByRole('button', { name: m(lang, 'purchase.summary.pay') }).click();
}

/** Pay before the box is ticked: the page says why and stays; the box is marked and has the focus. */
async function expectPayRefused(page: Page, lang: Lang) {
  await pressPay(page, lang);
  const box = page.getByTestId('terms-acceptance').getByRole('checkbox');
  await expect(page.getByText(m(lang, 'purchase.terms.required'))).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toBeFocused();
  await expect(box).not.toBeChecked();
  await expect(page).not.toHaveURL(/\/pay\//);
}

for (const lang of LANGS) {
  test(`${lang}: the Corolla's renewal summary takes the 15% offer off as its own line, the total adds up, and Pay waits for the terms`, async ({ page }) => {
    await skipOfferPopup(page);
    const customer = await customerOfFile(page.request, 'demo');
    await asUser(page, customer.email);
    await page.goto(`/${lang}/car-insurance-renewal?policyId=${customer.contracts['101']!.id}`);
    await page.getByRole('button', { name: m(lang, 'flow.next') }).click();

    const price = page.getByRole('region', { name: m(lang, 'purchase.summary.price') });
    const offer = page.getByTestId('quote-offer');
    await expect(offer).toContainText(m(lang, 'purchase.summary.offer').replace('{title}', OFFER[lang]));
    const line = (key: string) => price.locator('dl > div').filter({ has: page.locator('dt', { hasText: m(lang, key) }) });
    const [premium, off, fees, tax, total] = await Promise.all([
      amount(line('purchase.summary.premium')), amount(offer), amount(line('purchase.summary.fees')), amount(line('purchase.summary.tax')), amount(page.getByTestId('quote-total')),
    ]);
    // The discount and the stamp duty are each rounded to the qirsh (10 fils), as the card gateway charges.
    expect(off).toBe(nearestQirsh(premium * 0.15));
    expect(tax).toBe(nearestQirsh((premium - off) * 0.01));
    expect(premium - off + fees + tax).toBe(total);
    expect(total % 10).toBe(0);
    await expect(offer).toContainText('−');

    // The terms link opens the comprehensive motor terms written in the page's language, and the
    // renewal declares the car (never the home, as every car summary once did).
    const terms = page.getByTestId('terms-acceptance');
    const link = terms.getByRole('link', { name: MOTOR_TERMS[lang] });
    await expect(link).toHaveAttribute('href', `/${lang}/documents/motor-comprehensive-terms`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(terms.getByRole('checkbox')).toHaveAccessibleName(new RegExp(`${MOTOR_TERMS[lang]}.*${escaped(VERSION.motor)}`));
    const walk = new Walk(page, lang, 'renewal', false);
    await expectDeclaration(walk, 'car');
    await openTermsInLanguage(walk, MOTOR_TERMS[lang], VERSION.motor);

    await expectPayRefused(page, lang);
    await expectCleanScreen(page);
    await acceptTerms(walk);
    await expect(page.getByText(m(lang, 'purchase.terms.required'))).toHaveCount(0);
  });

  test(`${lang}: the Elantra's third-party renewal summary shows last year's price beside this year's, on the tariff for its engine size, and says why`, async ({ page }) => {
    await skipOfferPopup(page);
    const customer = await customerOfFile(page.request, 'demo');
    await asUser(page, customer.email);
    await page.goto(`/${lang}/car-insurance-renewal?policyId=${customer.contracts['102']!.id}`);
    await page.getByRole('button', { name: m(lang, 'flow.next') }).click();

    const change = page.getByRole('region', { name: m(lang, 'renewal.change.title') });
    await expect(change).toBeVisible();
    // Last year 146.450 paid (premium 145, stamp 1.450); this year the third-party tariff of a private car of 1,601-2,000 cc, the same as bought new: 95 + fee 5 + stamp 0.950.
    expect(await amount(change.getByRole('definition').first())).toBe(146_450);
    const thisYear = await amount(change.getByRole('definition').nth(1));
    expect(thisYear).toBe(100_950);
    expect(await amount(page.getByTestId('quote-total'))).toBe(thisYear);
    await expect(change.getByRole('term')).toHaveText([m(lang, 'renewal.change.lastYear'), m(lang, 'renewal.change.thisYear')]);
    await expect(change.getByRole('listitem')).toHaveText([fm(lang, 'renewal.change.tariff', {
      use: m(lang, 'carPrice.uses.private'), type: m(lang, 'carPrice.vehicleTypes.car'), size: m(lang, 'carPrice.sizes.cc-2000'),
    })]);
    await expect(page.getByTestId('quote-offer')).toHaveCount(0);
    await expectCleanScreen(page);
  });
}

test('en: a new customer\'s family trip takes the 10% family offer, pays once the Sky terms are accepted, and the contract shows both (en, ar)', async ({ page }) => {
  await skipOfferPopup(page);
  await signUpByApi(page);
  const walk = new Walk(page, 'en', 'family trip with the offer', false);
  await page.goto('/en/create-policy-travel');
  await page.getByLabel('Country you travel to').selectOption('TR');
  await page.getByLabel('First day of the trip').fill(dayFrom(new Date(), 12));
  await page.getByLabel('Trip length in days').fill('10');
  await walk.next();
  await page.getByRole('radio', { name: 'My family' }).check();
  const you = page.getByRole('group', { name: 'You' });
  await you.getByLabel('Date of birth').fill('1985-03-10');
  await you.getByLabel('Passport number').fill('P4455667');
  const second = page.getByRole('group', { name: 'Traveller 2' });
  await second.getByLabel('Full name as in the passport').fill('Lina Yousef');
  await second.getByLabel('Date of birth').fill('1987-07-21');
  await second.getByLabel('Passport number').fill('P4455668');
  await walk.next();
  await page.getByRole('radio', { name: /^Sky JOD/ }).check();
  await walk.next();

  await expect(page.getByTestId('quote-offer')).toContainText(/Offer: 10% off family travel insurance\s*−JOD\s\d+\.\d{3}/);
  const terms = page.getByTestId('terms-acceptance');
  await expect(terms.getByRole('link', { name: 'Travel Insurance Sky: Policy Terms' })).toHaveAttribute('href', '/en/documents/travel-sky-terms');
  await expect(terms.getByRole('checkbox')).toHaveAccessibleName(/travellers' names \(as in their passports\), birth dates and passport numbers I gave are true/);
  await expectPayRefused(page, 'en');
  await acceptTerms(walk, 'travel');
  await pressPay(page, 'en');
  await page.waitForURL(/\/pay\//);
  await payByCard(walk);
  const number = await expectIssued(walk);

  const contract = (await myContracts(page)).find((c) => c.contract_number === number)!;
  await page.goto(`/en/policy/travel/${contract.id}`);
  // The offer is a line of the contract's price, as on the summary.
  await expect(page.getByRole('region', { name: 'Price' }).getByTestId('quote-offer')).toContainText(/Offer: 10% off family travel insurance\s*−JOD\s\d+\.\d{3}/);
  await expect(contractField(page, 'Terms and declarations'))
    .toContainText(new RegExp(`^Terms Travel Insurance Sky: Policy Terms version ${escaped(VERSION.sky)} accepted on \\d{2}-\\d{2}-\\d{4}, \\d{1,2}:\\d{2}\\s[AP]M \\(English\\)\\.`));
  // The contract says which declaration was made: the travellers', in its words.
  await expect(contractField(page, 'Terms and declarations')).toContainText(m('en', 'purchase.terms.declarations.travel'));
  await page.goto(`/ar/policy/travel/${contract.id}`);
  await expect(page.getByRole('region', { name: 'السعر' }).getByTestId('quote-offer')).toContainText('العرض: خصم 10% على تأمين سفر العائلة');
  await expect(contractField(page, 'الشروط والإقرارات'))
    .toContainText(new RegExp(`«شروط وثيقة تأمين السفر سكاي» الإصدار ${escaped(VERSION.sky)} بتاريخ \\d{2}-\\d{2}-\\d{4}، \\d{1,2}:\\d{2}\\s[صم] \\(الإنجليزية\\)`));
  await expect(contractField(page, 'الشروط والإقرارات')).toContainText(m('ar', 'purchase.terms.declarations.travel'));
  await expectCleanScreen(page);
});

test('ar: a new customer\'s personal guard declares no accidents and no dangerous sports with the terms, and the contract records the acceptance in Arabic', async ({ page }) => {
  await skipOfferPopup(page);
  await signUpByApi(page);
  const walk = new Walk(page, 'ar', 'personal guard with the terms', false);
  await page.goto('/ar/create-policy-personal-accident');
  await page.getByLabel(m('ar', 'purchase.holder.birthDate')).fill('1990-05-05');
  await page.getByRole('radio', { name: m('ar', 'purchase.guard.no') }).check();
  // Each Next waits for its step: a second press while the first step change renders is lost.
  await walk.next();
  await page.waitForURL(/step=sum(&|$)/);
  await walk.next();
  await expect(page).toHaveURL(/step=summary/);
  await expect(page.getByTestId('quote-total')).toContainText('.');
  // No offer is promised for personal guard: no offer line.
  await expect(page.getByTestId('quote-offer')).toHaveCount(0);
  const terms = page.getByTestId('terms-acceptance');
  await expect(terms.getByRole('link', { name: 'شروط وثيقة الحارس الشخصي' })).toHaveAttribute('href', '/ar/documents/personal-guard-terms');
  // The Arabic buyer reads the personal guard's terms in Arabic (they were in English only).
  await expect(terms).not.toContainText('باللغة الإنجليزية');
  await openTermsInLanguage(walk, 'شروط وثيقة الحارس الشخصي', VERSION.guard);
  await expect(terms.getByRole('checkbox')).toHaveAccessibleName(/سجلّ الحوادث والإصابات السابقة كما أجبتُ عنها، وبأنني لا أمارس رياضات خطرة/);
  await expectPayRefused(page, 'ar');
  await expectCleanScreen(page);
  await acceptTerms(walk, 'personalAccident');
  await pressPay(page, 'ar');
  await page.waitForURL(/\/pay\//);
  await payByCard(walk);
  const number = await expectIssued(walk);
  const contract = (await myContracts(page)).find((c) => c.contract_number === number)!;
  await page.goto(`/ar/policy/personal-accident/${contract.id}`);
  await expect(contractField(page, 'الشروط والإقرارات')).toContainText(new RegExp(`«شروط وثيقة الحارس الشخصي» الإصدار ${escaped(VERSION.guard)} بتاريخ \\d{2}-\\d{2}-\\d{4}، \\d{1,2}:\\d{2}\\s[صم] \\(العربية\\)`));
  await expect(contractField(page, 'الشروط والإقرارات')).toContainText(m('ar', 'purchase.terms.declarations.personalAccident'));
  await expect(contractField(page, 'العرض')).toHaveCount(0);
  await page.goto(`/en/policy/personal-accident/${contract.id}`);
  await expect(contractField(page, 'Terms and declarations')).toContainText(new RegExp(`^Terms Personal Guard: Policy Terms version ${escaped(VERSION.guard)} accepted on .* \\(Arabic\\)`));
  await expect(contractField(page, 'Terms and declarations')).toContainText(m('en', 'purchase.terms.declarations.personalAccident'));
  await expect(contractField(page, 'Terms and declarations')).not.toContainText('declarations made before paying');
});
