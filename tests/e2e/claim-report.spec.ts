import { expect, test, type Page } from '@playwright/test';
import { COMPRESSION_SCRIPT } from '../../components/claims/compress-photo';
import { addDays } from '../../lib/calendar/days';
import { asUser, expectCleanScreen, LANGS, seedCustomer, type Lang } from './helpers';
import {
  ClaimWalk, daysAgo, fromDashboard, MAX_PHOTO_BYTES, noisePhoto, PDF, photo, pinPlace, pixelBomb, today, typePlace, type ClaimsCustomer,
} from './support/claim-report';
import { expectKeptAcrossReloadAndLanguage } from './support/keeps';
import { bookingDays, cancelLeftOn, dayButton, lababakText, literally, whenHydrated } from './support/lababak';
import { skipOfferPopup } from './support/offers';
import { m } from './support/purchase';

// A customer reports a claim as a person would: a car collision with photos from the dashboard in each
// language (the screens and answers it took are printed), a photo of a phone's size sent as at most
// 1 MB, the report kept across a reload and a language switch, a travel claim with its documents, the
// duplicate warning, and injuries sent to the phone. Each test makes its own customer (seedCustomer),
// whose Corolla already has a collision claim two days old and whose Saudi trip a baggage claim 30 days old.

test.describe.configure({ timeout: 120_000 });

/** A day as the portal writes it, dd-MM-yyyy, from the API's yyyy-MM-dd. */
const formatDay = (day: string) => day.slice(0, 10).split('-').reverse().join('-');

async function customer(page: Page): Promise<ClaimsCustomer> {
  await skipOfferPopup(page);
  const c = (await seedCustomer(page.request, 'demo')) as ClaimsCustomer;
  await asUser(page, c.email);
  return c;
}

/**
 * What the page says went wrong (a script or worker refused by the page's Content-Security-Policy is a
 * console error) and any request that leaves the portal (the compression worker's script included).
 */
function watchPolicy(page: Page) {
  const problems: string[] = [];
  const portal = new URL(test.info().project.use.baseURL!).origin;
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });
  page.context().on('request', (r) => {
    if (/^https?:/.test(r.url()) && new URL(r.url()).origin !== portal) problems.push(`outside: ${r.url()}`);
  });
  return problems;
}

for (const lang of LANGS) {
  test(`a car collision with photos from the dashboard to the claim number, at most 5 screens (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const c = await customer(page);
    const problems = watchPolicy(page);
    const car = c.contracts['101']!;
    const walk = new ClaimWalk(page, lang, 'car collision with photos', true);
    const t = (key: string) => m(lang, key);
    await fromDashboard(page, lang);

    // 1. What happened: the contract (the customer's contracts in force of every line), the event, the day, the place.
    await walk.screen(t('claimReport.steps.what'));
    await expect(page.getByRole('group', { name: m(lang, 'nav.travel') })).toBeVisible();
    await walk.next();
    await expect(page.getByText(t('claimReport.validation.policy'))).toBeVisible();
    await walk.choose(literally(car.number));
    await walk.answer(t('claimReport.what.event'), t('claims.events.collision'));
    await walk.fill(t('claimReport.what.day'), today());
    await pinPlace(walk, lang === 'en' ? 'Mecca Street, near the Safeway' : 'شارع مكة، قرب سيفوي');
    await walk.next();

    // 2. The car's questions: another party, and a car that can still be driven.
    await walk.screen(t('claimReport.steps.details'));
    const d = (key: string) => t(`claimReport.details.${key}`);
    await walk.answer(d('injuries'), d('no'));
    await walk.answer(d('policeReport'), d('no'));
    await walk.answer(d('otherParty'), d('yes'));
    await walk.fill(d('otherPlate'), lang === 'en' ? '17-4567' : '١٧-٤٥٦٧');
    await walk.fill(d('otherDriverName'), lang === 'en' ? 'Ali Hasan Saleh' : 'علي حسن صالح');
    await walk.fill(d('otherDriverPhone'), '0791234567');
    await walk.answer(d('drivable'), d('yes'));
    await walk.answer(d('driver'), d('driverInsured'));
    await walk.fill(d('description'), lang === 'en' ? 'A car hit my rear bumper at the lights.' : 'صدمتني سيارة من الخلف عند الإشارة.');
    if (lang === 'en') {
      await expectKeptAcrossReloadAndLanguage(page, lang, async (shown) => {
        const s = (key: string) => m(shown, `claimReport.details.${key}`);
        await expect(page.getByRole('group', { name: s('otherParty'), exact: true }).getByRole('radio', { name: s('yes'), exact: true })).toBeChecked();
        await expect(page.getByLabel(s('otherPlate'), { exact: true })).toHaveValue('17-4567');
        await expect(page.getByLabel(s('description'), { exact: true })).toHaveValue('A car hit my rear bumper at the lights.');
      });
    }
    await walk.next();

    // 3. Guided photos (the four corners, the damage, the other car's plate) and the documents.
    await walk.screen(t('claimReport.steps.files'));
    const slots = ['front_left', 'front_right', 'rear_left', 'rear_right', 'damage', 'other_plate'];
    for (const slot of slots) await expect(walk.group(t(`claims.photos.${slot}`))).toContainText(t(`claimReport.files.photoHints.${slot}`));
    await walk.next();
    await expect(page.getByText(t('claims.validation.photo.front_left'))).toBeVisible();
    // A picture declaring 50,000 × 50,000 pixels is refused by its header, before it is made smaller or sent.
    const uploads: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/uploads')) uploads.push(r.url()); });
    await page.getByRole('button', { name: t('claims.photos.front_left'), exact: true }).setInputFiles(pixelBomb());
    await expect(walk.group(t('claims.photos.front_left')).getByText(t('validation.imagePixels'))).toBeVisible();
    expect(uploads).toEqual([]);
    if (lang === 'en') {
      // A phone's photo of about 4 MB goes as at most 1 MB.
      const big = await noisePhoto(page, 'front-left.jpg');
      expect(big.buffer.length).toBeGreaterThan(3.5 * 1024 * 1024);
      // The compression worker loads the library's own copy from the portal (never a CDN).
      const script = page.waitForRequest((r) => r.url().endsWith(COMPRESSION_SCRIPT));
      const stored = await walk.upload(t('claims.photos.front_left'), big);
      expect((await (await script).response())?.status()).toBe(200);
      console.log(`photo of ${big.buffer.length} bytes sent as ${stored} bytes`);
      expect(stored).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
    } else {
      await walk.upload(t('claims.photos.front_left'), photo('front-left.png'));
    }
    for (const slot of slots.slice(1)) await walk.upload(t(`claims.photos.${slot}`), photo(`${slot}.png`));
    await walk.upload(t('claims.documents.driving_licence'), photo('licence.png'));
    await walk.upload(t('claims.documents.vehicle_licence'), { name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF });
    if (lang === 'en') {
      await expectKeptAcrossReloadAndLanguage(page, lang, async () => {
        await expect(page.getByText('registration.pdf')).toBeVisible();
        await expect(page.getByText('other_plate.png')).toBeVisible();
      });
    }
    await walk.next();

    // 4. Review and send.
    await walk.screen(t('claimReport.steps.review'));
    await expect(page.getByText(literally(car.number))).toBeVisible();
    await expect(page.getByText('17-4567')).toBeVisible();
    await expect(page.getByText('registration.pdf')).toBeVisible();
    await page.getByRole('button', { name: t('claimReport.review.send') }).click();

    // 5. The claim number, announced; the acknowledgement, what comes next, the claim's page and the assessor.
    await expect(page).toHaveURL(new RegExp(`/${lang}/report-claim/sent\\?id=\\d+`), { timeout: 20_000 });
    const claimId = new URL(page.url()).searchParams.get('id');
    await expect(page.getByRole('status')).toContainText(/CL-\d{6}/);
    await expect(page.getByRole('status')).toContainText(t('claimReport.sent.acknowledged'));
    await expect(page.getByRole('link', { name: t('claimReport.sent.see') })).toHaveAttribute('href', `/${lang}/claims/${claimId}`);
    await expect(page.getByRole('link', { name: t('claimReport.sent.bookAssessor') }))
      .toHaveAttribute('href', `/${lang}/lababak-service?policy=${car.id}&claim=${claimId}`);
    await walk.screen();
    walk.report();
    expect(walk.screens).toBeLessThanOrEqual(5);
    expect(problems).toEqual([]);

    // The claim holds what was reported, and the draft is gone: a new report starts empty.
    const sent = await page.request.get(`/api/claims/${claimId}`);
    expect(sent.status()).toBe(200);
    const { claim } = await sent.json();
    expect(claim).toMatchObject({ event: 'collision', occurred_on: today(), details: { other_plate: '17-4567', other_party: true } });
    expect(claim.photos).toHaveLength(6);
    expect(claim.documents).toHaveLength(2);
    await page.goto(`/${lang}/report-claim`);
    await expect(page.getByRole('radio', { name: literally(car.number) })).not.toBeChecked();
  });

  test(`injuries are reported by phone: 911 and the claims line (${lang})`, async ({ page }) => {
    const c = await customer(page);
    const walk = new ClaimWalk(page, lang, 'injuries', false);
    const t = (key: string) => m(lang, key);
    await page.goto(`/${lang}/policy/motor/${c.contracts['102']!.id}`);
    await (await whenHydrated(page.getByRole('link', { name: m(lang, 'claimReport.contractLinkLabel').replace('{number}', c.contracts['102']!.number) }))).click();
    await expect(page.getByTestId('chosen-contract')).toContainText(c.contracts['102']!.number);
    // The Elantra's contract is third party: damage caused to someone else is its one event.
    await walk.answer(t('claimReport.what.event'), t('claims.events.third_party_damage'));
    await walk.fill(t('claimReport.what.day'), today());
    await typePlace(walk, lang === 'en' ? 'Airport Road' : 'طريق المطار');
    await walk.next();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(t('claimReport.steps.details')) })).toBeVisible();
    // Left for the dashboard, the report is resumed where it stopped.
    await page.goto(`/${lang}/dashboard`);
    await (await whenHydrated(page.getByTestId('resume-report'))).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(t('claimReport.steps.details')) })).toBeVisible();
    await walk.answer(t('claimReport.details.injuries'), t('claimReport.details.yes'));
    const call = page.getByTestId('injuries-call');
    await expect(call.getByRole('link', { name: new RegExp('911') })).toHaveAttribute('href', 'tel:911');
    await expect(call.getByRole('link', { name: /06 500 0077/ })).toHaveAttribute('href', 'tel:+96265000077');
    await expect(page.getByRole('button', { name: t('flow.next') })).toHaveCount(0);
    await expectCleanScreen(page);
  });
}

for (const lang of LANGS) {
  test(`a place outside Jordan is refused at the picker, saying what to do; a typed address goes on (${lang})`, async ({ browser }) => {
    // The phone puts the customer in Damascus: a car claim's place must be in Jordan.
    const context = await browser.newContext({ geolocation: { latitude: 33.51, longitude: 36.29 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    const c = await customer(page);
    const walk = new ClaimWalk(page, lang, 'place outside Jordan', false);
    const t = (key: string) => m(lang, key);
    const outside = page.getByText(t('validation.placeInJordan'));
    await fromDashboard(page, lang);
    await walk.choose(literally(c.contracts['101']!.number));
    await walk.answer(t('claimReport.what.event'), t('claims.events.collision'));
    await walk.fill(t('claimReport.what.day'), today());
    await page.getByLabel(t('lababak.location.mode.gps')).check();
    await page.getByRole('button', { name: t('lababak.location.useMine') }).click();
    // Said as soon as the position is found, and again on Next, which stays on the step.
    await expect(outside).toBeVisible();
    await expectCleanScreen(page);
    await walk.next();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(t('claimReport.steps.what')) })).toBeVisible();
    await expect(outside).toBeVisible();
    await typePlace(walk, lang === 'en' ? 'Airport Road' : 'طريق المطار');
    await expect(outside).toHaveCount(0);
    await walk.next();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(t('claimReport.steps.details')) })).toBeVisible();
    await context.close();
  });
}

// In English: the Arabic name of the airline's baggage report keeps its code, PIR (claims.documents), which
// the screen check's Latin-word rule refuses; the report's Arabic screens are checked by the car's walk.
test('a travel claim with its documents, from the contract’s page (English)', async ({ page }) => {
  const lang: Lang = 'en';
  const c = await customer(page);
  const trip = c.contracts['201']!;
  const walk = new ClaimWalk(page, lang, 'travel baggage', true);
  const t = (key: string) => m(lang, key);
  await page.goto(`/${lang}/policy/travel/${trip.id}`);
  // The contract names the three it insures, the holder first, and the assistance line its terms say to call.
  await expect(page.getByRole('definition').filter({ hasText: 'ZAID OMAR HADDAD' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('link', { name: '06 500 0099' })).toHaveAttribute('href', 'tel:+96265000099');
  await (await whenHydrated(page.getByRole('link', { name: t('claimReport.contractLinkLabel').replace('{number}', trip.number) }))).click();
  await expect(page.getByTestId('chosen-contract')).toContainText(trip.number);
  await walk.answer(t('claimReport.what.event'), t('claims.events.baggage'));
  // A day before the trip's cover began: the first step names the cover's dates and refuses it there,
  // not at Send after the documents.
  const policies = (await (await page.request.get('/api/user/polices')).json()).policies as { id: number; effective_date: string; expiry: string; declarations: { holder_name: string } }[];
  const cover = policies.find((p) => p.id === trip.id)!;
  await expect(page.getByText(`This contract covers ${formatDay(cover.effective_date)} to ${formatDay(cover.expiry)}.`)).toBeVisible();
  await walk.fill(t('claimReport.what.day'), addDays(cover.effective_date, -1));
  // A trip abroad is not placed on the map.
  await expect(page.getByText(t('claimReport.what.where'))).toHaveCount(0);
  await walk.screen(t('claimReport.steps.what'));
  await walk.next();
  await expect(page.getByText(t('claimReport.validation.dayOutsideCover'))).toBeVisible();
  await expect(page.getByLabel(t('claimReport.what.day'), { exact: true })).toBeFocused();
  await walk.fill(t('claimReport.what.day'), daysAgo(1));
  await walk.next();

  // The traveller and the country from the contract's; the amount in its currency.
  // The holder, named as the passport names them on the contract, is the first of the trip's travellers.
  await walk.answer(t('claimReport.details.traveller'), cover.declarations.holder_name);
  await walk.select(t('claimReport.details.country'), 'Turkey');
  await walk.fill(t('claimReport.details.amount'), '320.50');
  await page.getByRole('combobox', { name: t('claimReport.details.currency') }).selectOption('TRY');
  walk.inputs += 1;
  await walk.answer(t('claimReport.details.assistanceCalled'), t('claimReport.details.no'));
  await walk.fill(t('claimReport.details.travelProvider'), 'Royal Jordanian');
  await walk.fill(t('claimReport.details.description'), 'My suitcase did not arrive at Istanbul airport; I told the airline there.');
  await walk.screen(t('claimReport.steps.details'));
  await walk.next();

  // No car photos; the event's documents, a required one refused when missing.
  await expect(page.getByText(t('claimReport.files.photosHeading'))).toHaveCount(0);
  await walk.next();
  await expect(page.getByText(t('claims.validation.document')).first()).toBeVisible();
  await walk.upload(t('claims.documents.baggage_report'), { name: 'pir.pdf', mimeType: 'application/pdf', buffer: PDF });
  await walk.upload(t('claims.documents.items_list'), photo('items.png'));
  await walk.upload(t('claims.documents.passport_copy'), photo('passport.png'));
  await walk.upload(t('claims.documents.boarding_pass'), photo('boarding-1.png'));
  // A document of several pages takes another file.
  await walk.upload(t('claimReport.files.moreFile').replace('{name}', t('claims.documents.boarding_pass')).replace('{n}', '2'), photo('boarding-2.png'));
  await walk.screen(t('claimReport.steps.files'));
  await walk.next();

  await walk.screen(t('claimReport.steps.review'));
  await expect(page.getByText('Turkey', { exact: true })).toBeVisible();
  const sending = page.waitForRequest((r) => r.url().endsWith('/api/claims') && r.method() === 'POST');
  await page.getByRole('button', { name: t('claimReport.review.send') }).click();
  await expect(page.getByRole('status')).toContainText(/CL-\d{6}/, { timeout: 20_000 });
  // The same report sent again (a retry, a second tap that got through) answers the same claim.
  const again = await page.request.post('/api/claims', { headers: { origin: new URL(page.url()).origin }, data: (await sending).postDataJSON() });
  expect(again.status()).toBe(200);
  expect((await again.json()).claim.id).toBe(Number(new URL(page.url()).searchParams.get('id')));
  // Not a car: no assessor to book.
  await expect(page.getByRole('link', { name: t('claimReport.sent.bookAssessor') })).toHaveCount(0);
  walk.check = false; // the claim number screen is checked by the car's walk
  await walk.screen();
  walk.report();
  const { claim } = await (await page.request.get(`/api/claims/${new URL(page.url()).searchParams.get('id')}`)).json();
  expect(claim).toMatchObject({ line: 'travel', event: 'baggage', details: { traveller: 0, country: 'TR', provider: 'Royal Jordanian', amount: 320.5, currency: 'TRY', assistance_called: false } });
  expect(claim.documents.map((d: { key: string }) => d.key).sort()).toEqual(['baggage_report', 'boarding_pass', 'boarding_pass', 'items_list', 'passport_copy']);
});

/** The warning before a second claim: it names the open one with a link, and "Report it anyway" makes a new claim. */
async function expectDuplicateThenAnyway(page: Page, lang: Lang, open: { id: number; reference: string }) {
  const t = (key: string) => m(lang, key);
  await page.getByRole('button', { name: t('claimReport.review.send') }).click();
  const warning = page.getByTestId('duplicate-warning');
  await expect(warning).toContainText(open.reference);
  await expect(warning.getByRole('link', { name: t('claimReport.duplicate.see') })).toHaveAttribute('href', `/${lang}/claims/${open.id}`);
  await expectCleanScreen(page);
  await warning.getByRole('button', { name: t('claimReport.duplicate.anyway') }).click();
  await expect(page.getByRole('status')).toContainText(/CL-\d{6}/, { timeout: 20_000 });
  await expect(page.getByRole('status')).not.toContainText(open.reference);
}

test('the same trip, day and event as an open claim: the open claim named, then reported anyway (English)', async ({ page }) => {
  const lang: Lang = 'en';
  const c = await customer(page);
  const walk = new ClaimWalk(page, lang, 'duplicate', false);
  const t = (key: string) => m(lang, key);
  await page.goto(`/${lang}/report-claim?policy=${c.contracts['202']!.id}`);
  await walk.answer(t('claimReport.what.event'), t('claims.events.baggage'));
  await walk.fill(t('claimReport.what.day'), daysAgo(30));
  await walk.next();
  // One traveller and one country (Saudi Arabia): both chosen already.
  await walk.fill(t('claimReport.details.amount'), '1250');
  await page.getByRole('combobox', { name: t('claimReport.details.currency') }).selectOption('SAR');
  await walk.answer(t('claimReport.details.assistanceCalled'), t('claimReport.details.no'));
  await walk.fill(t('claimReport.details.description'), 'My suitcase was lost on the flight to Riyadh.');
  await walk.next();
  await walk.upload(t('claims.documents.baggage_report'), { name: 'pir.pdf', mimeType: 'application/pdf', buffer: PDF });
  await walk.upload(t('claims.documents.items_list'), photo('items.png'));
  await walk.upload(t('claims.documents.passport_copy'), photo('passport.png'));
  await walk.upload(t('claims.documents.passport_stamps'), photo('stamps.png'));
  await walk.next();
  await expectDuplicateThenAnyway(page, lang, c.claims.paid!);
});

test('the same car, day and event as an open claim: the open claim named, then reported anyway (Arabic)', async ({ page }) => {
  const lang: Lang = 'ar';
  const c = await customer(page);
  const walk = new ClaimWalk(page, lang, 'duplicate', false);
  const t = (key: string) => m(lang, key);
  const d = (key: string) => t(`claimReport.details.${key}`);
  await page.goto(`/${lang}/report-claim?policy=${c.contracts['101']!.id}`);
  await walk.answer(t('claimReport.what.event'), t('claims.events.glass'));
  await walk.fill(t('claimReport.what.day'), daysAgo(16));
  await typePlace(walk, 'شارع الجامعة');
  await walk.next();
  await walk.answer(d('injuries'), d('no'));
  await walk.answer(d('policeReport'), d('no'));
  await walk.answer(d('otherParty'), d('no'));
  await walk.answer(d('drivable'), d('yes'));
  await walk.answer(d('driver'), d('driverInsured'));
  await walk.fill(d('description'), 'تشقّق الزجاج الأمامي بحجر من شاحنة أمامي.');
  await walk.next();
  // A broken glass asks for the damage alone, and the car's licence.
  await expect(walk.group(t('claims.photos.front_left'))).toHaveCount(0);
  await walk.upload(t('claims.photos.damage'), photo('windscreen.png'));
  await walk.upload(t('claims.documents.vehicle_licence'), photo('licence.png'));
  await walk.next();
  await expectDuplicateThenAnyway(page, lang, c.claims.decided!);
});

test('from a Lababak appointment: the report starts as a collision of that car at its place (English)', async ({ page }) => {
  const lang: Lang = 'en';
  const c = await customer(page);
  const mine = await (await page.request.get('/api/booking/getCustomerAppointment/')).json();
  const booked = (mine.appointments as { id: number; policy_id: number; status: string; location: { address: string } }[])
    .find((a) => a.status !== 'cancelled' && a.policy_id === c.contracts['101']!.id)!;
  await page.goto(`/${lang}/appointment-preview?id=${booked.id}`);
  await (await whenHydrated(page.getByRole('link', { name: m(lang, 'claimReport.appointmentLink') }))).click();
  await expect(page).toHaveURL(new RegExp(`report-claim\\?appointment=${booked.id}&policy=${c.contracts['101']!.id}`));
  await expect(page.getByTestId('chosen-contract')).toContainText(c.contracts['101']!.number);
  await expect(page.getByRole('radio', { name: m(lang, 'claims.events.collision'), exact: true })).toBeChecked();
  await expect(page.getByText(booked.location.address)).toBeVisible();
});

// The claims specs book on the sixth of the booking days (support/lababak: the Lababak specs take the
// first three), and cancel what they booked, so a rerun finds the day's periods as before.
const assessorDay = bookingDays(6)[5]!;

test('the assessor booked from a car claim joins it, and the booking leads back to the claim (English)', async ({ page }) => {
  const c = await customer(page);
  const claim = c.claims.reported!;
  const car = c.contracts['104']!;
  const w = lababakText.en;
  try {
    await page.goto(`/en/lababak-service?policy=${car.id}&claim=${claim.id}`);
    // What the claim told is not asked again (the car drives; the airport road, in Amman, is served): the day comes first.
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(w.steps.date) })).toBeVisible();
    await (await dayButton(page, assessorDay, w.nextMonth)).click();
    await page.getByRole('radio', { name: /^12:30 PM/ }).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByLabel(m('en', 'lababak.notes.note'))).toHaveValue('A stone thrown up by a lorry cracked the windscreen on the airport road.');
    await page.getByRole('button', { name: w.next }).click();
    // The review names the claim the assessor comes for, with what the claim said.
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(w.steps.review) })).toBeVisible();
    await expect(page.getByText(claim.reference, { exact: true })).toBeVisible();
    await expect(page.getByText('Moves by itself · no towing')).toBeVisible();
    await expect(page.getByText('Airport Road, Amman')).toBeVisible();
    await page.getByRole('button', { name: w.book }).click();

    await expect(page.getByRole('heading', { level: 1, name: w.booked })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`/en/lababak-service/success\\?id=\\d+&claim=${claim.id}`));
    await expect(page.getByRole('link', { name: m('en', 'claimReport.backToClaim') })).toHaveAttribute('href', `/en/claims/${claim.id}`);
    const appointment = Number(new URL(page.url()).searchParams.get('id'));
    const { claim: linked } = await (await page.request.get(`/api/claims/${claim.id}`)).json();
    expect(linked).toMatchObject({ state: 'assessment', appointment: { id: appointment } });
    expect(linked.customer_actions).not.toContain('book_assessor');
    await expectCleanScreen(page);
  } finally {
    await cancelLeftOn(page.request, assessorDay);
  }
});
