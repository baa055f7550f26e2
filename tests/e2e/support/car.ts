import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { PNG, type Lang } from '../helpers';
import { m, type Walk } from './purchase';
import { expectKeptAcrossReloadAndLanguage } from './keeps';

/** The car price form's answers as a person gives them (labels from messages/*.json). */
export type ComprehensiveCar = { make: string; model: string; year: string; engine: string; valuation: string; claim: boolean };
export type ThirdPartyVehicle = { use: string; type: string; size: string };

export const COROLLA: ComprehensiveCar = { make: 'toyota', model: 'corolla', year: '2021', engine: 'petrol', valuation: '15000', claim: false };
export const PRIVATE_CAR: ThirdPartyVehicle = { use: 'private', type: 'car', size: 'cc-1600' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A radio by the start of its name (a cover's name is followed by what it covers). */
const radio = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${escape(name)}`) });

/** A field the walk counts: the walk's own counter when there is one. */
function counted(walk: Walk | null) {
  if (walk) walk.inputs += 1;
}

export async function chooseCover(page: Page, lang: Lang, cover: 'third-party' | 'comprehensive', walk: Walk | null = null) {
  counted(walk);
  await radio(page, m(lang, `carPrice.covers.${cover}.name`)).check();
}

/** Comprehensive: make, model, year, engine type, value, the claim question (six fields after the cover). */
export async function fillComprehensive(page: Page, lang: Lang, car: ComprehensiveCar, walk: Walk | null = null) {
  await chooseCover(page, lang, 'comprehensive', walk);
  const makeLabel = m(lang, 'carPrice.make');
  await page.getByLabel(makeLabel, { exact: true }).selectOption(car.make);
  await page.getByLabel(m(lang, 'carPrice.model'), { exact: true }).selectOption(car.model);
  await page.getByLabel(m(lang, 'carPrice.year'), { exact: true }).fill(car.year);
  await page.getByRole('radio', { name: m(lang, `motor.engines.${car.engine}`), exact: true }).check();
  await page.getByLabel(m(lang, 'carPrice.valuation'), { exact: true }).fill(car.valuation);
  await page.getByRole('group', { name: new RegExp(escape(m(lang, 'carPrice.claim').slice(0, 12))) })
    .getByRole('radio', { name: m(lang, car.claim ? 'carPrice.yes' : 'carPrice.no'), exact: true }).check();
  for (let i = 0; i < 6; i += 1) counted(walk);
}

/** Third party: use, vehicle type, size band (three fields after the cover). */
export async function fillThirdParty(page: Page, lang: Lang, v: ThirdPartyVehicle, walk: Walk | null = null) {
  await chooseCover(page, lang, 'third-party', walk);
  await radio(page, m(lang, `carPrice.uses.${v.use}`)).check();
  await radio(page, m(lang, `carPrice.vehicleTypes.${v.type}`)).check();
  await page.getByLabel(m(lang, 'carPrice.size'), { exact: true }).selectOption(v.size);
  for (let i = 0; i < 3; i += 1) counted(walk);
}

/** The price page's button, then the price (a figure) on screen. */
export async function seePrice(page: Page, lang: Lang) {
  await page.getByRole('button', { name: m(lang, 'carPrice.see') }).click();
  await expect(page.getByTestId('car-price').or(page.getByTestId('car-referral'))).toBeVisible({ timeout: 15_000 });
}

/** An image into one of the upload component's slots, by its label; waits until the file is held. */
export async function uploadImage(page: Page, label: string, name: string) {
  await page.getByRole('button', { name: label, exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 20_000 });
  // Sent once its progress bar has gone (the server has made its copies): only then is its id in the step's draft.
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
}

const platesMade = new Set<string>();
/**
 * A plate no other car of the run, nor of an earlier run on the same database, has: one car is on at
 * most one contract across customers, so two tests (or two runs) buying the same plate would send the
 * second to a person. A region the seed never uses (40-89) and a random six-digit number (none repeated
 * in this process): 45 million plates, a few dozen drawn per run.
 */
export function freshPlate(): string {
  for (;;) {
    const plate = `${randomInt(40, 90)}-${randomInt(100_000, 1_000_000)}`;
    if (!platesMade.has(plate)) {
      platesMade.add(plate);
      return plate;
    }
  }
}

/** A plate as another keyboard may write the same car: spaces round the dash, a leading zero, Arabic-Indic digits in Arabic. */
export function plateTypedAnotherWay(plate: string, lang: Lang): string {
  const [region, number] = plate.split('-');
  return lang === 'ar' ? `${region}-0${number}`.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) : `${region} - 0${number}`;
}

/**
 * The documents step: (third party: make, model, year), the plate (a fresh one unless given), licence
 * front and back, registration front. With `keep`, first Next with nothing given (each field says what
 * to add), and once filled, a reload and a language switch keep the plate and the three uploads.
 */
export async function fillDocuments(walk: Walk, thirdParty: { make: string; model: string; year: string } | null, plate = freshPlate(), keep = false) {
  const { page, lang } = walk;
  await expect(page).toHaveURL(/step=documents/);
  await walk.screen();
  if (keep) {
    await walk.next();
    for (const key of ['plateRequired', 'licenceFront', 'licenceBack', 'registration']) await expect(page.getByText(m(lang, `purchase.validation.${key}`))).toBeVisible();
  }
  if (thirdParty) {
    await page.getByLabel(m(lang, 'carPrice.make'), { exact: true }).selectOption(thirdParty.make);
    await page.getByLabel(m(lang, 'carPrice.model'), { exact: true }).selectOption(thirdParty.model);
    await walk.fill(m(lang, 'carPrice.year'), thirdParty.year);
    walk.inputs += 2;
  }
  await walk.fill(m(lang, 'carPrice.purchase.plate'), plate);
  for (const [key, name] of [['licenceFront', 'licence-front.png'], ['licenceBack', 'licence-back.png'], ['registrationFront', 'registration.png']] as const) {
    walk.inputs += 1;
    await uploadImage(page, m(lang, `motor.${key}`), name);
  }
  if (keep) {
    await expectKeptAcrossReloadAndLanguage(page, lang, async (l) => {
      await expect(page.getByLabel(m(l, 'carPrice.purchase.plate'), { exact: true })).toHaveValue(plate);
      if (thirdParty) await expect(page.getByLabel(m(l, 'carPrice.model'), { exact: true })).toHaveValue(thirdParty.model);
      for (const name of ['licence-front.png', 'licence-back.png', 'registration.png']) await expect(page.getByText(name).first()).toBeVisible();
    });
  }
  await walk.next();
  await page.waitForURL(/step=summary/);
  await pastOverlap(walk);
}

/**
 * On the summary: the price, or (a customer who already holds car cover for the period) the question
 * whether a second cover is wanted, answered yes; or a car sent to a person (left for the test to read).
 */
export async function pastOverlap(walk: Walk) {
  const { page, lang } = walk;
  const question = page.getByTestId('overlap-question');
  await expect(page.getByTestId('quote-total').or(question).or(page.getByTestId('car-referral'))).toBeVisible({ timeout: 15_000 });
  if (await question.isVisible()) await page.getByRole('button', { name: m(lang, 'purchase.summary.confirmOverlap') }).click();
}

/**
 * The purchase's car step. A purchase opened with no draft starts from the price the session holds
 * (useHeldAnswers: on the documents, or on the price step for a referred car); the customer goes
 * Back to the car to price another. Returns how many screens that took (Back included).
 */
export async function openCarStep(page: Page, lang: Lang, clearDraft = false): Promise<number> {
  if (clearDraft) await page.evaluate(() => sessionStorage.removeItem('flow:motor')).catch(() => undefined);
  // With no draft (a new tab has none) the purchase first asks for the held price: wait for that answer.
  const empty = await page.evaluate(() => !sessionStorage.getItem('flow:motor')).catch(() => true);
  // Bounded: the page being left may still write its draft back as it unloads, and the purchase then
  // starts from that draft without asking; the steps below handle either start.
  const held = empty ? page.waitForResponse((r) => r.url().includes('/api/quotation/price/held'), { timeout: 10_000 }).catch(() => null) : null;
  await page.goto(`/${lang}/create-policy-motor?step=car`);
  const answer = await held;
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: m(lang, 'common.loading') })).toHaveCount(0);
  // A car price the session holds seeds the draft, and the flow's guard then leaves the car step: wait
  // for that move before going Back, or it lands after the Back and undoes it.
  const holdsCar = answer ? ((await answer.json().catch(() => ({}))) as { held?: { request?: { line?: string } }[] }).held?.some((h) => h.request?.line === 'car') : false;
  if (holdsCar) await page.waitForURL((url) => !/step=car(&|$)/.test(url.search), { timeout: 10_000 }).catch(() => undefined);
  let screens = 0;
  for (let i = 0; i < 3 && !/step=car(&|$)/.test(page.url()); i += 1) {
    const before = page.url();
    screens += 1;
    // A referred car's price step offers "Change the answers" instead of Back.
    await page.getByRole('button', { name: m(lang, 'flow.back'), exact: true }).or(page.getByRole('button', { name: m(lang, 'carPrice.result.change'), exact: true })).first().click();
    await expect.poll(() => page.url()).not.toBe(before);
  }
  await expect(radio(page, m(lang, 'carPrice.covers.third-party.name'))).toBeVisible();
  return screens;
}
