import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { addDays, ammanDay } from '../../../lib/calendar/days';
import { CLAIM_PHOTO_MAX_BYTES } from '../../../lib/config/claims';
import { expectCleanScreen, PNG, type Lang, type SeededCustomer } from '../helpers';
import { whenHydrated } from './lababak';
import { m } from './purchase';

/** The claims a customer made from the demo template holds, by state (docs/claims.md, Demo data). */
export type ClaimsCustomer = SeededCustomer & { claims: Partial<Record<string, { id: number; reference: string }>> };

export const today = () => ammanDay(new Date());
export const daysAgo = (n: number) => addDays(today(), -n);

/** A PDF of one empty page, standing in for a scanned document. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * Counts what a report costs the customer: the screens they see (each checked once with
 * expectCleanScreen when asked) and the answers they give (a field filled, a choice made, a file added).
 */
export class ClaimWalk {
  screens = 0;
  inputs = 0;
  constructor(readonly page: Page, readonly lang: Lang, readonly name: string, public check: boolean) {}

  t(key: string) {
    return m(this.lang, key);
  }

  async screen(heading?: string) {
    this.screens += 1;
    if (heading) await expect(this.page.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
    if (this.check) await expectCleanScreen(this.page);
  }

  /** A yes-or-no (or any radio) answer inside the question's group. */
  async answer(question: string, option: string) {
    this.inputs += 1;
    await this.page.getByRole('group', { name: question, exact: true }).getByRole('radio', { name: option, exact: true }).check();
  }

  async choose(name: string | RegExp) {
    this.inputs += 1;
    await this.page.getByRole('radio', { name }).check();
  }

  async fill(label: string, value: string) {
    this.inputs += 1;
    await this.page.getByLabel(label, { exact: true }).fill(value);
  }

  /** A list's choice; its label wraps the list, so its name holds the options too. */
  async select(label: string, option: string) {
    this.inputs += 1;
    await this.page.getByRole('combobox', { name: label }).selectOption({ label: option });
  }

  /** Adds a file to an upload (by its label) and waits until the portal holds it; answers the stored size. */
  async upload(label: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<number> {
    this.inputs += 1;
    const sent = this.page.waitForResponse((r) => r.url().includes('/api/uploads') && r.request().method() === 'POST', { timeout: 60_000 });
    await this.page.getByRole('button', { name: label, exact: true }).setInputFiles(file);
    const answer = await sent;
    expect(answer.status(), await answer.text()).toBe(200);
    await expect(this.group(label).getByRole('button', { name: new RegExp(this.t('upload.remove')) })).toBeVisible({ timeout: 20_000 });
    return ((await answer.json()) as { size: number }).size;
  }

  group(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  async next() {
    await this.page.getByRole('button', { name: this.t('flow.next') }).click();
  }

  report() {
    const line = `${this.name} (${this.lang}): ${this.screens} screens, ${this.inputs} inputs`;
    console.log(line);
    return line;
  }
}

/** A small valid PNG photo. */
export const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of about 1.3 KB that declares 50,000 × 50,000 pixels: a pixel bomb. */
export function pixelBomb(name = 'scene.png') {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(1024 * 1024))), pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/**
 * A phone-sized photo made in the browser: random noise drawn on a canvas and saved as a JPEG (noise is
 * what compresses worst), of about `megabytes`.
 */
export async function noisePhoto(page: Page, name: string, width = 2560, height = 1920): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(async ({ width, height }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(width, height);
    for (let i = 0; i < image.data.length; i += 65536) crypto.getRandomValues(image.data.subarray(i, Math.min(i + 65536, image.data.length)));
    for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/jpeg', 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, { width, height });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

export const MAX_PHOTO_BYTES = CLAIM_PHOTO_MAX_BYTES;

/** The dashboard's Claims card into the report. */
export async function fromDashboard(page: Page, lang: Lang) {
  await page.goto(`/${lang}/dashboard`);
  const card = page.getByRole('region', { name: m(lang, 'claimReport.card.title') });
  await (await whenHydrated(card.getByRole('link', { name: m(lang, 'claimReport.card.report') }))).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/report-claim\\?step=what`), { timeout: 15_000 });
}

/** The place of a car claim typed in: the town and the street, checked. */
export async function typePlace(walk: ClaimWalk, street: string) {
  const { page } = walk;
  await page.getByLabel(walk.t('lababak.location.mode.typed')).check();
  walk.inputs += 1;
  await walk.select(walk.t('lababak.location.town'), walk.lang === 'en' ? 'Amman' : 'عمّان');
  await walk.fill(walk.t('lababak.location.street'), street);
  await page.getByRole('button', { name: walk.t('lababak.location.check') }).click();
  await expect(page.getByText(new RegExp(street)).first()).toBeVisible();
}

/**
 * The place of a car claim by a pin on the map, as a keyboard user puts it: the map opens on Amman, is
 * moved north with the arrow keys, and the pin's place is used; the landmark is typed beside it.
 */
export async function pinPlace(walk: ClaimWalk, landmark: string) {
  const { page } = walk;
  await page.getByLabel(walk.t('lababak.location.mode.pin')).check();
  walk.inputs += 1;
  const map = page.getByRole('application', { name: walk.t('lababak.location.map.label') });
  await expect(map).toBeVisible({ timeout: 15_000 });
  await map.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  walk.inputs += 1;
  await page.getByRole('button', { name: walk.t('lababak.location.map.use') }).click();
  const named = page.getByText(new RegExp(walk.lang === 'en' ? 'Amman' : 'عمّان')).first();
  await expect(named).toBeVisible();
  // The pin's place is north of Amman's centre, where the map opened: the keys moved it.
  const href = await page.locator('a[href*="maps/search"]').first().getAttribute('href');
  const [lat, lng] = (/query=([\d.]+),([\d.]+)/.exec(href ?? '') ?? []).slice(1).map(Number);
  expect(lat).toBeGreaterThan(31.9539);
  expect(lng).toBeCloseTo(35.9106, 3);
  await walk.fill(walk.t('lababak.location.landmark'), landmark);
  await expect(page.getByText(new RegExp(landmark)).first()).toBeVisible();
  // The map, its pin, zoom buttons and credit line, checked as the screen they are on.
  if (walk.check) await expectCleanScreen(page);
}

