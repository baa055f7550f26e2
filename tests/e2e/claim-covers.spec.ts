import { expect, test, type Page } from '@playwright/test';
import { asUser, LANGS, seedCustomer } from './helpers';
import { ClaimWalk, fromDashboard, photo, typePlace, today, type ClaimsCustomer } from './support/claim-report';
import { literally } from './support/lababak';
import { skipOfferPopup } from './support/offers';
import { m } from './support/purchase';

// A claim offers what the contract's covers pay, walked as a customer would in each language: a
// third-party car's claim (damage caused to someone else, said plainly, with the other party and the
// police report). The screens and inputs each walk took are printed.

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

