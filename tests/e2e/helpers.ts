import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

export interface OutboxMessage { to: string; channel: string; subject: string | null; body: string; sentAt: string }

export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const res = await request.get('/api/dev/outbox');
  expect(res.ok()).toBe(true);
  return (await res.json()).messages as OutboxMessage[];
}

/** The newest code sent by SMS to a number. */
export async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  const message = (await outbox(request)).find((m) => m.to === mobile && m.channel === 'sms');
  const code = message?.body.match(/\d{4}/)?.[0];
  if (!code) throw new Error(`No code in the outbox for ${mobile}`);
  return code;
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
