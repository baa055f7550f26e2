import { expect, test, type Page } from '@playwright/test';
import { asUser, LANGS, seedCustomer } from './helpers';
import { ClaimWalk, daysAgo, fromDashboard, PDF, photo, typePlace, today, type ClaimsCustomer } from './support/claim-report';
import { literally } from './support/lababak';
import { skipOfferPopup } from './support/offers';
import { m } from './support/purchase';

// A claim offers what the contract's covers pay, walked as a customer would in each language: a
// third-party car's claim (damage caused to someone else, said plainly, with the other party and the
// police report), and a family trip's claim a handler can settle (the traveller and the country from the
// contract, the amount in its currency, the assistance company's reference, the trip's proof). The
// screens and inputs each walk took are printed.

test.describe.configure({ timeout: 120_000 });

async function customer(page: Page): Promise<ClaimsCustomer> {
  await skipOfferPopup(page);
  const c = (await seedCustomer(page.request, 'demo')) as ClaimsCustomer;
  await asUser(page, c.email);
  return c;
}

for (const lang of LANGS) {
  test(`a third-party car: only damage caused to someone else, said plainly, the other party and the police report (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const c = await customer(page);
    const car = c.contracts['102']!;
    const walk = new ClaimWalk(page, lang, 'third-party car claim', true);
    const t = (key: string) => m(lang, key);
    await fromDashboard(page, lang);

    // 1. The contract: one event only, and the plain word that the customer's own car is not paid.
    await walk.screen(t('claimReport.steps.what'));
    await walk.choose(literally(car.number));
    await expect(page.getByTestId('third-party-only')).toHaveText(t('claimReport.what.thirdPartyOnly'));
    const events = page.getByRole('group', { name: t('claimReport.what.event'), exact: true }).getByRole('radio');
    await expect(events).toHaveCount(1);
    for (const own of ['collision', 'theft', 'fire', 'glass', 'flood']) await expect(page.getByRole('radio', { name: t(`claims.events.${own}`), exact: true })).toHaveCount(0);
    await walk.answer(t('claimReport.what.event'), t('claims.events.third_party_damage'));
    await walk.fill(t('claimReport.what.day'), today());
    await typePlace(walk, lang === 'en' ? 'Garden Street' : 'شارع الجاردنز');
    await walk.next();

    // 2. The other party and the police report; not whether the customer's car can be driven.
    await walk.screen(t('claimReport.steps.details'));
    const d = (key: string) => t(`claimReport.details.${key}`);
    await walk.answer(d('injuries'), d('no'));
    await expect(page.getByText(d('thirdPartyNote'))).toBeVisible();
    await expect(page.getByRole('group', { name: d('drivable'), exact: true })).toHaveCount(0);
    await walk.answer(d('otherKind'), d('otherKindCar'));
    await walk.fill(d('otherPlate'), lang === 'en' ? '17-4567' : '١٧-٤٥٦٧');
    await walk.fill(d('otherName'), lang === 'en' ? 'Ali Hasan Saleh' : 'علي حسن صالح');
    await walk.fill(d('otherPhone'), '0791234567');
    await walk.next();
    await expect(page.getByText(t('claims.validation.policeReportNumber'))).toBeVisible();
    await walk.fill(d('thirdPartyPolice'), 'AMN-4410');
    await walk.answer(d('driver'), d('driverInsured'));
    await walk.fill(d('description'), lang === 'en' ? 'I reversed into a parked car and broke its headlight.' : 'رجعتُ بسيارتي فاصطدمتُ بسيارة متوقفة وكسرتُ ضوءها الأمامي.');
    await walk.next();

    // 3. The damage done and the other car's plate, not the customer's car's corners; the police report.
    await walk.screen(t('claimReport.steps.files'));
    await expect(page.getByRole('button', { name: t('claims.photos.front_left'), exact: true })).toHaveCount(0);
    await walk.upload(t('claims.photos.damage'), photo('damage.png'));
    await walk.upload(t('claims.photos.other_plate'), photo('plate.png'));
    for (const key of ['driving_licence', 'vehicle_licence', 'police_report']) await walk.upload(t(`claims.documents.${key}`), photo(`${key}.png`));
    await walk.next();

    // 4. Review and send; 5. the claim number.
    await walk.screen(t('claimReport.steps.review'));
    await page.getByRole('button', { name: t('claimReport.review.send') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/report-claim/sent\\?id=\\d+`), { timeout: 20_000 });
    const claimId = new URL(page.url()).searchParams.get('id');
    await expect(page.getByRole('status')).toContainText(/CL-\d{6}/);
    await walk.screen();
    walk.report();
    expect(walk.screens).toBeLessThanOrEqual(5);
    const { claim } = await (await page.request.get(`/api/claims/${claimId}`)).json();
    expect(claim).toMatchObject({ event: 'third_party_damage', details: { other_kind: 'car', other_plate: '17-4567', police_report_number: 'AMN-4410', drivable: null } });
  });
}


for (const lang of LANGS) {
  test(`a family trip's claim: the traveller and country from the contract, the amount in its currency, the assistance call (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const c = await customer(page);
    const trip = c.contracts['201']!;
    const walk = new ClaimWalk(page, lang, 'family travel claim', true);
    const t = (key: string) => m(lang, key);
    await fromDashboard(page, lang);

    // 1. The trip: Sky Plus offers a cancelled trip too; medical care abroad, three days ago.
    await walk.screen(t('claimReport.steps.what'));
    await walk.choose(literally(trip.number));
    await expect(page.getByRole('radio', { name: t('claims.events.flight_delay'), exact: true })).toBeVisible();
    await walk.answer(t('claimReport.what.event'), t('claims.events.medical'));
    await walk.fill(t('claimReport.what.day'), daysAgo(3));
    await walk.next();

    // 2. Who (one of the contract's three), where (its countries, named in the screen's language), how much, the call.
    await walk.screen(t('claimReport.steps.details'));
    const d = (key: string) => t(`claimReport.details.${key}`);
    const travellers = page.getByRole('group', { name: d('traveller'), exact: true }).getByRole('radio');
    await expect(travellers).toHaveCount(3);
    await walk.answer(d('traveller'), 'ZAID OMAR HADDAD');
    const country = page.getByRole('combobox', { name: d('country') });
    await expect(country.getByRole('option')).toHaveText([d('choose'), lang === 'en' ? 'Turkey' : 'تركيا', lang === 'en' ? 'Egypt' : 'مصر']);
    await walk.select(d('country'), lang === 'en' ? 'Egypt' : 'مصر');
    await walk.fill(d('amount'), lang === 'en' ? '2,450.50' : '٢٤٥٠٫٥٠');
    await page.getByRole('combobox', { name: d('currency') }).selectOption('EGP');
    walk.inputs += 1;
    await walk.answer(d('assistanceCalled'), d('yes'));
    await walk.fill(d('assistanceReference'), 'AS-77120');
    await walk.fill(d('description'), lang === 'en' ? 'Zaid had a high fever in Cairo and was treated at the hospital.' : 'أُصيب زيد بحمّى شديدة في القاهرة وعولج في المستشفى.');
    await walk.next();

    // 3. The documents: the passport copy the terms ask for, and the passport's stamps instead of a boarding pass.
    await walk.screen(t('claimReport.steps.files'));
    await walk.upload(t('claims.documents.medical_report'), { name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
    await walk.upload(t('claims.documents.invoices'), photo('invoice.png'));
    await walk.upload(t('claims.documents.passport_copy'), photo('passport.png'));
    await walk.next();
    await expect(page.getByText(t('claims.validation.travelProof'))).toBeVisible();
    await walk.upload(t('claims.documents.passport_stamps'), photo('stamps.png'));
    await walk.next();

    // 4. Review: the answers as the handler will read them; 5. the claim number.
    await walk.screen(t('claimReport.steps.review'));
    await expect(page.getByText('ZAID OMAR HADDAD')).toBeVisible();
    await expect(page.getByText(lang === 'en' ? 'Egypt' : 'مصر', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('claimReport.review.send') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/report-claim/sent\\?id=\\d+`), { timeout: 20_000 });
    const claimId = new URL(page.url()).searchParams.get('id');
    await walk.screen();
    walk.report();
    expect(walk.screens).toBeLessThanOrEqual(5);
    const { claim } = await (await page.request.get(`/api/claims/${claimId}`)).json();
    expect(claim.details).toEqual({
      line: 'travel', traveller: 2, traveller_name: 'ZAID OMAR HADDAD', country: 'EG', provider: '', amount: 2450.5, currency: 'EGP',
      assistance_called: true, assistance_reference: 'AS-77120',
    });
  });
}
