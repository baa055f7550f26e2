import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectCleanScreen, freshIdentity, PNG, type Lang } from './helpers';

/** The upload component on sign-up's documents step (its first user), in both languages. */
const t = {
  en: {
    nationalId: 'National ID', nameAr: 'Full name in Arabic', nameEn: 'Full name in English', mobile: 'Mobile number',
    email: 'E-mail', password: 'Password', confirm: 'Confirm password', continue: 'Continue',
    front: 'Front side', back: 'Back side', choose: 'Choose a file', preview: 'Preview of', remove: 'Remove',
    tooLarge: 'The file is larger than 10 MB', wrongType: 'Use a JPEG, PNG or PDF file', received: 'has been received',
  },
  ar: {
    nationalId: 'الرقم الوطني', nameAr: 'الاسم الكامل بالعربية', nameEn: 'الاسم الكامل بالإنجليزية', mobile: 'رقم الهاتف المحمول',
    email: 'البريد الإلكتروني', password: 'كلمة المرور', confirm: 'تأكيد كلمة المرور', continue: 'متابعة',
    front: 'الوجه الأمامي', back: 'الوجه الخلفي', choose: 'اختر ملفاً', preview: 'معاينة', remove: 'إزالة',
    tooLarge: 'حجم الملف أكبر من 10 ميغابايت', wrongType: 'استخدم ملفاً بصيغة JPEG أو PNG أو PDF', received: 'تم استلام',
  },
} as const;

const BIG = Buffer.alloc(12 * 1024 * 1024, 1);
BIG.set([0xff, 0xd8, 0xff, 0xe0]);
// Handed to the browser by path: a 12 MB buffer would be copied through the test protocol.
const BIG_FILE = path.join(tmpdir(), 'portal-e2e-big.jpg');
writeFileSync(BIG_FILE, BIG);

async function openDocumentsStep(page: Page, lang: Lang) {
  const l = t[lang];
  const id = freshIdentity('upload');
  await page.goto(`/${lang}/signin-signup?mode=signup`);
  await page.getByLabel(l.nationalId).fill('2005556666');
  await page.getByLabel(l.nameAr).fill('خالد أحمد سالم العمري');
  await page.getByLabel(l.nameEn).fill('Khaled Ahmad Salem Omari');
  await page.getByLabel(l.mobile).fill(id.mobile);
  await page.getByLabel(l.email).fill(id.email);
  await page.getByLabel(l.password, { exact: true }).fill('Secret12');
  await page.getByLabel(l.confirm).fill('Secret12');
  await page.getByRole('button', { name: l.continue }).click();
  await expect(page).toHaveURL(/step=documents/);
}

for (const lang of ['en', 'ar'] as const) {
  test(`the upload refuses a 12 MB file and a text file named .jpg before sending, then takes a photo with progress and a thumbnail (${lang})`, async ({ page }) => {
    const l = t[lang];
    test.slow(); // a sign-up form, a 12 MB file and axe, on a shared CI machine
    if (lang === 'ar') await page.setViewportSize({ width: 390, height: 844 });
    await openDocumentsStep(page, lang);
    const front = page.getByRole('group', { name: l.front });
    const sent: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/uploads')) sent.push(r.url()); });

    await expect(front.getByText(l.choose)).toBeVisible();
    await expect(page.getByText('Choose File')).toHaveCount(0);
    await expect(page.getByText('No file chosen')).toHaveCount(0);

    await page.getByRole('button', { name: l.front, exact: true }).setInputFiles(BIG_FILE);
    await expect(front.getByText(l.tooLarge)).toBeVisible();
    await page.getByRole('button', { name: l.front, exact: true }).setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just text, not a photo') });
    await expect(front.getByText(l.wrongType)).toBeVisible();
    await expect(page.getByRole('button', { name: l.front, exact: true })).toHaveAttribute('aria-describedby', /error/);
    expect(sent).toEqual([]);

    // Hold the file at the server's door until the progress bar has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/api/uploads**', async (route) => { await held; await route.continue(); });
    await page.getByRole('button', { name: l.front, exact: true }).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    const progress = front.getByRole('progressbar');
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /\d+/);
    release();
    await expect(front.getByRole('img', { name: new RegExp(l.preview) })).toBeVisible();
    await expect(front.getByRole('button', { name: new RegExp(l.remove) })).toBeVisible();
    await expect(front.getByText(l.wrongType)).toHaveCount(0);
    await expect(page.getByText(new RegExp(l.received))).toBeAttached();
    expect(sent).toHaveLength(1);

    const [groupBox, frontBox] = [await page.locator('main').boundingBox(), await front.boundingBox()];
    expect(frontBox!.x).toBeGreaterThanOrEqual(groupBox!.x);
    expect(frontBox!.x + frontBox!.width).toBeLessThanOrEqual(groupBox!.x + groupBox!.width + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectCleanScreen(page);

    await front.getByRole('button', { name: new RegExp(l.remove) }).click();
    await expect(front.getByText(l.choose)).toBeVisible();
  });
}

test('the uploads endpoint refuses a 12 MB body and a text file named .jpg on the server too', async ({ page }) => {
  await page.goto('/en');
  const headers = { origin: new URL(page.url()).origin, 'x-file-name': 'x.jpg', 'content-type': 'image/jpeg' };
  const big = await page.request.post('/api/uploads?purpose=identity', { headers, data: BIG });
  expect(big.status()).toBe(413);
  const text = await page.request.post('/api/uploads?purpose=identity', { headers, data: Buffer.from('not a photo at all') });
  expect(text.status()).toBe(400);
  expect((await text.json()).code).toBe('file_type');
  const foreign = await page.request.post('/api/uploads?purpose=identity', { headers: { ...headers, origin: 'https://evil.example' }, data: PNG });
  expect(foreign.status()).toBe(403);
});
