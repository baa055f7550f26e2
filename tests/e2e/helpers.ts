import { toE164 } from '@/lib/phone';
import { axeViolations, pageFindings, SIZES } from './support/walk';
import { expect, test, type APIRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const DEMO_PASSWORD = 'Demo1234';

/** Labels as a person sees them, per language (the same strings as messages/*.json). */
export const text = {
  en: { login: 'E-mail or mobile number', password: 'Password', signIn: 'Sign in', code: 'Verification code', verify: 'Verify', sendCode: 'Send me a code', logout: 'Log out' },
  ar: { login: 'البريد الإلكتروني أو رقم الهاتف المحمول', password: 'كلمة المرور', signIn: 'تسجيل الدخول', code: 'رمز التحقق', verify: 'تحقق', sendCode: 'أرسل لي رمزاً', logout: 'تسجيل الخروج' },
} as const;

/** Fills the sign-in form as a person would and waits for the next screen. */
export async function signIn(page: Page, lang: Lang, login: string, password = DEMO_PASSWORD, path = `/${lang}/signin-signup`) {
  await page.goto(path);
  await page.getByLabel(text[lang].login).fill(login);
  await page.getByLabel(text[lang].password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text[lang].signIn }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/signin-signup'));
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new Map<string, StorageState>();

/**
 * Gives the page's browser context a signed-in session of `login` without typing the form again: the
 * first call in a spec file signs in through the form (signIn) in a context of its own and keeps its
 * storage state, later calls of that file hand the page its cookies. Another spec file signs in again,
 * so no session outlives its file. The caller goes where it wants next. The sign-in form keeps its
 * own tests; a test that ends the session (log out, a password change) signs in itself, since it would
 * end the session of every test after it.
 */
export async function asUser(page: Page, login: string, password = DEMO_PASSWORD) {
  const key = `${test.info().file}\n${login}`;
  let state = sessions.get(key);
  if (!state) {
    const context = await page.context().browser()!.newContext();
    await signIn(await context.newPage(), 'en', login, password);
    state = await context.storageState();
    await context.close();
    sessions.set(key, state);
  }
  await page.context().addCookies(state.cookies);
}

/** The demo accounts a spec can have a customer made like (lib/backend/seeds/customers.ts). */
export type CustomerTemplate = 'demo' | 'new' | 'review' | 'rejected' | 'blocked' | 'care' | 'barred' | 'renewals';

export interface SeededCustomer {
  email: string;
  mobile: string;
  password: string;
  /** By the template's contract number: '101' is the demo's Corolla, '102' its Elantra, … */
  contracts: Record<string, { id: number; number: string; plate: string | null }>;
  renewalTokens: { valid?: string; expired?: string };
  /** The demo's four cheques (delivered, ready, processing, preparation) as this customer's; the first two carry its mobile. */
  cheques: { id: string; status: string; phone: string | null }[];
}

/**
 * A customer of the spec's own, made like a demo account with that account's contracts, appointments,
 * notifications and renewal links under numbers and plates of its own (POST /api/dev/customers, demo
 * mode only). A spec that changes a customer's data uses one of these; the demo accounts are only read.
 */
export async function seedCustomer(request: APIRequestContext, template: CustomerTemplate = 'demo'): Promise<SeededCustomer> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await request.post('/api/dev/customers', { headers: { origin }, data: { template } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SeededCustomer;
}

export interface OutboxMessage { to: string; channel: string; subject: string | null; body: string; sentAt: string }

export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const res = await request.get('/api/dev/outbox');
  expect(res.ok()).toBe(true);
  return (await res.json()).messages as OutboxMessage[];
}

/** The newest code sent by SMS to a number, written in any spelling (the outbox holds it in E.164). */
export async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  const to = toE164(mobile) ?? mobile;
  const message = (await outbox(request)).find((m) => m.to === to && m.channel === 'sms');
  const code = message?.body.match(/\d{4}/)?.[0];
  if (!code) throw new Error(`No code in the outbox for ${mobile}`);
  return code;
}

/**
 * Waits for the document's title: pages rendered per request stream their metadata after the body
 * starts, so a check run at once could see no title yet. A page that never gets one fails axe.
 */
export async function titled(page: Page) {
  await page.waitForFunction(() => document.title.trim().length > 0, undefined, { timeout: 15_000 }).catch(() => undefined);
}

/**
 * The checks every screen a test reaches gets: no axe violations, and, at the phone and the desktop
 * size of the walk (support/walk.ts), nothing wider than the viewport, no target under 24×24 px and,
 * in Arabic, no untranslated Latin words. The window goes back to its size afterwards.
 */
export async function expectCleanScreen(page: Page) {
  let violations = await axeViolations(page);
  if (violations.some((v) => v.id === 'document-title')) {
    // A step flow adds `?step=` to its first URL by a client navigation, during which Next swaps the
    // streamed metadata: the title can be gone for a moment. A page without one still fails here.
    violations = await axeViolations(page);
  }
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const original = page.viewportSize();
  const lang = (await page.locator('html').getAttribute('lang')) === 'ar' ? 'ar' : 'en';
  const found: string[] = [];
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    found.push(...(await pageFindings(page, lang)).map((f) => `[${size}] ${f.check}: ${f.detail}`));
  }
  if (original) await page.setViewportSize(original);
  expect(found, page.url()).toEqual([]);
}

/** A tiny valid PNG, standing in for a scanned identity document. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let counter = 0;
/** A mobile number and e-mail no other test uses. */
export function freshIdentity(prefix = 'user') {
  counter += 1;
  const digits = `${Date.now()}${counter}`.slice(-7);
  return { mobile: `079${digits}`, email: `${prefix}-${digits}@portal.test` };
}

/**
 * A national ID no other test or earlier run holds (one open account per number), ending as asked:
 * the demo's check decides the new account's status by its last digits (0000 refer, 9999 rejected).
 */
export function freshNationalId(ending: string) {
  counter += 1;
  const unique = `${Date.now()}${counter}${Math.floor(Math.random() * 1000)}`;
  return `2${unique.slice(-(9 - ending.length))}${ending}`;
}

/**
 * A customer of the spec's own (seedCustomer) made outside any test's page, for a `test.beforeAll`:
 * hooks get no `request` fixture, so this opens a request context of its own on the project's address.
 */
export async function seedOwn(playwright: { request: APIRequest }, template: CustomerTemplate = 'demo'): Promise<SeededCustomer> {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await seedCustomer(request, template);
  } finally {
    await request.dispose();
  }
}

const fileCustomers = new Map<string, Promise<SeededCustomer>>();

/**
 * The spec file's own customer made from a template (seedCustomer), seeded on its first use and shared
 * by the file's tests that only need such a customer, not a blank one; each repetition of the file
 * (`--repeat-each`) gets another, so nothing one run changes is read by the next.
 */
export function customerOfFile(request: APIRequestContext, template: CustomerTemplate): Promise<SeededCustomer> {
  const info = test.info();
  const key = `${info.file}\n${info.repeatEachIndex}\n${template}`;
  let customer = fileCustomers.get(key);
  if (!customer) {
    customer = seedCustomer(request, template);
    fileCustomers.set(key, customer);
  }
  return customer;
}

/**
 * Signs up a new customer through the API, in the page's own session (so the page is signed in
 * afterwards), and verifies the number with the code from the outbox unless told not to. The mobile
 * comes back as the account keeps it, in E.164 (`+96279…`), as the outbox addresses it. `lang` is the
 * language it signs up in, which its messages then take (English unless told).
 */
export async function signUpByApi(page: Page, opts: { nationalId?: string; verify?: boolean; password?: string; lang?: 'en' | 'ar' } = {}) {
  const { mobile, email } = freshIdentity();
  if (!page.url().startsWith('http')) await page.goto('/en');
  const headers = { origin: new URL(page.url()).origin };
  const documents = [];
  for (const side of ['front', 'back']) {
    const sent = await page.request.post('/api/uploads?purpose=identity', {
      headers: { ...headers, 'content-type': 'image/png', 'x-file-name': `${side}.png` },
      data: PNG,
    });
    expect(sent.status()).toBe(200);
    documents.push({ side, upload_id: (await sent.json()).id });
  }
  const journey = await page.request.post('/api/user/initiate', { headers, data: { documents } });
  expect(journey.status()).toBe(200);
  const { journey_id } = await journey.json();
  const password = opts.password ?? DEMO_PASSWORD;
  const created = await page.request.post('/api/user', {
    headers: { ...headers, 'accept-language': opts.lang ?? 'en' },
    data: {
      nationality: 'JO', national_id: opts.nationalId ?? `20${digitsOf(mobile)}`, name_ar: 'سارة محمد علي يوسف',
      name_en: 'Sara Mohammad Ali Yousef', mobile, email, password, journey_id, city: 'amman', employer: 'private',
      monthly_income: '500-1000',
    },
  });
  expect(created.status()).toBe(200);
  const stored: string = (await created.json()).user.mobile;
  if (opts.verify !== false) {
    const code = await latestCode(page.request, stored);
    expect((await page.request.post('/api/otp/verify', { headers, data: { code } })).status()).toBe(200);
  }
  return { mobile: stored, email, password };
}

function digitsOf(mobile: string) {
  return mobile.slice(-8);
}
