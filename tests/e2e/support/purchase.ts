import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { expectCleanScreen, type Lang } from '../helpers';

type Messages = Record<string, unknown>;
const messages: Record<Lang, Messages> = {
  en: JSON.parse(readFileSync(path.join(process.cwd(), 'messages/en.json'), 'utf8')),
  ar: JSON.parse(readFileSync(path.join(process.cwd(), 'messages/ar.json'), 'utf8')),
};

/** A message of the page's language by its key, as the portal shows it (ICU arguments left out). */
export function m(lang: Lang, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages[lang]);
  if (typeof value !== 'string') throw new Error(`No message ${key} in ${lang}`);
  return value;
}

/**
 * A message of the page's language formatted as the portal formats it (plural forms, arguments); its
 * tags keep only their text.
 */
export function fm(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const t = createTranslator({ locale: lang, messages: messages[lang] });
  const text = (chunks: ReactNode) => String(chunks);
  // The message is found by a key built at run time, which the translator's types cannot check.
  return (t.markup as (key: string, values: Record<string, unknown>) => string)(key, { ...values, ltr: text, date: text, b: text, account: text, money: text, user: text, en: text, tel: text });
}

export const TEST_CARDS = { approved: '4111 1111 1111 1111', declined: '4000 0000 0000 0002', delayedFailure: '4000 0000 0000 0119' };

/**
 * Counts what a flow costs a customer: the screens they see and the fields they fill or choose,
 * and runs the screen checks (expectCleanScreen: axe, and the layout at a phone and a desktop size) on
 * each screen when asked.
 */
export class Walk {
  screens = 0;
  inputs = 0;
  constructor(readonly page: Page, readonly lang: Lang, readonly name: string, public axe: boolean) {}

  async screen() {
    this.screens += 1;
    if (this.axe) await expectCleanScreen(this.page);
  }

  async fill(label: string, value: string) {
    this.inputs += 1;
    await this.page.getByLabel(label, { exact: true }).fill(value);
  }

  async choose(name: string | RegExp) {
    this.inputs += 1;
    await this.page.getByRole('radio', { name, exact: false }).check();
  }

  async next() {
    await this.page.getByRole('button', { name: m(this.lang, 'flow.next') }).click();
  }

  report() {
    const line = `${this.name} (${this.lang}): ${this.screens} screens, ${this.inputs} inputs`;
    console.log(line);
    return line;
  }
}

/**
 * A cover the customer already holds for the period (a customer made from the demo account holds
 * personal-accident and home contracts): the screen names the contract held and asks; the customer confirms a second cover
 * and the price appears. On the summary, or on travel's package step.
 */
export async function confirmSecondCover(walk: Walk, held: RegExp) {
  const { page, lang } = walk;
  const question = page.getByTestId('overlap-question');
  await expect(question).toContainText(m(lang, 'purchase.summary.overlapQuestion'));
  await expect(question).toContainText(held);
  if (walk.axe) await expectCleanScreen(page);
  await page.getByRole('button', { name: m(lang, 'purchase.summary.confirmOverlap') }).click();
  await expect(question).toHaveCount(0);
}

/** What a product's buyer declares with its terms (messages purchase.terms.declarations). */
export const DECLARATIONS = ['car', 'travel', 'home', 'personalAccident'] as const;
export type Declaration = (typeof DECLARATIONS)[number];

/** The box on the summary says the product's own declaration, in the page's language, and no other product's. */
export async function expectDeclaration(walk: Walk, declaration: Declaration) {
  const { page, lang } = walk;
  const text = page.getByTestId('terms-acceptance').getByTestId('terms-declaration');
  await expect(text).toContainText(m(lang, `purchase.terms.declarations.${declaration}`));
  for (const other of DECLARATIONS.filter((d) => d !== declaration)) {
    await expect(text).not.toContainText(m(lang, `purchase.terms.declarations.${other}`));
  }
}

/**
 * On the summary: the terms link opens, in a new tab, the product's terms in the page's language: its
 * title, the version the box names, marked as a sample, with its sections. The tab is closed again.
 */
export async function openTermsInLanguage(walk: Walk, title: string, version: string) {
  const { page, lang } = walk;
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('terms-acceptance').getByRole('link', { name: title }).click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(new RegExp(`/${lang}/policy-terms/[a-z-]+$`));
  await expect(tab.locator('html')).toHaveAttribute('lang', lang);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(tab.getByTestId('terms-version')).toContainText(version);
  await expect(tab.getByRole('note')).toHaveText(m(lang, 'policyTerms.sample'));
  await expect(tab.locator('main section h2')).toHaveCount(7);
  await tab.close();
}

/**
 * On the summary (or the company renewal link): the customer ticks the box that accepts the product's
 * terms and its declaration; given the product's declaration, first checks the box says it.
 */
export async function acceptTerms(walk: Walk, declaration?: Declaration) {
  if (declaration) await expectDeclaration(walk, declaration);
  walk.inputs += 1;
  await walk.page.getByTestId('terms-acceptance').getByRole('checkbox').check();
}

/** On the summary: the price is there, the terms (and the product's declaration) are accepted, then Pay opens the payment page. */
export async function payFromSummary(walk: Walk, declaration?: Declaration) {
  const { page, lang } = walk;
  // The price is there: a figure (a whole-dinar total, e.g. JOD 20, is written without decimals).
  await expect(page.getByTestId('quote-total')).toContainText(/\d/);
  await walk.screen();
  await acceptTerms(walk, declaration);
  await page.getByRole('button', { name: m(lang, 'purchase.summary.pay') }).click();
  await page.waitForURL(/\/pay\//);
}

/** On the hosted payment page: the card, then Pay; lands on the result page. */
export async function payByCard(walk: Walk, card = TEST_CARDS.approved) {
  const { page, lang } = walk;
  // The amount is there ('…' until it is): prices are whole qirsh, and a whole-dinar amount (JOD 20) has no decimals.
  await expect(page.getByTestId('pay-amount')).toContainText(/\d/);
  await walk.screen();
  await walk.fill(m(lang, 'payPage.cardNumber'), card);
  await walk.fill(m(lang, 'payPage.expiry'), '1239');
  await walk.fill(m(lang, 'payPage.cvc'), '123');
  await walk.fill(m(lang, 'payPage.cardholder'), 'Omar Haddad');
  await page.getByRole('button', { name: lang === 'en' ? /^Pay JOD/ : /^ادفع/ }).click();
  await page.waitForURL(/\/payment-result\?paymentId=/);
}

/** The result page after a good card: the contract number, the links to it and its PDF. */
export async function expectIssued(walk: Walk): Promise<string> {
  const { page, lang } = walk;
  await expect(page.getByText(m(lang, 'payment.success'))).toBeVisible({ timeout: 15_000 });
  await walk.screen();
  const number = (await page.getByTestId('contract-number').textContent()) ?? '';
  expect(number).toMatch(/^P-[A-Z]{3}-\d{4}-W\d{6}$/);
  return number;
}

export async function myContracts(page: Page): Promise<{ id: number; line: string; contract_number: string; expiry: string }[]> {
  const res = await page.request.get('/api/user/polices');
  expect(res.ok()).toBe(true);
  return (await res.json()).policies;
}

/** The new contract is on its line's list and its PDF downloads. */
export async function expectOnDashboard(page: Page, lang: Lang, line: string, number: string) {
  await page.goto(`/${lang}/dashboard/${line}`);
  await expect(page.getByText(number).first()).toBeVisible();
  const contract = (await myContracts(page)).find((c) => c.contract_number === number);
  const pdf = await page.request.get(`/${lang}/policy/${line}/${contract?.id}/pdf`);
  expect(pdf.ok()).toBe(true);
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
}

/** A home as the address step takes it: the kind and governorate by their names in the walk's language, the rest typed. */
export interface HomeEntries { kind: string; governorate: string; area: string; street: string; building: string; floor?: string; apartment?: string }

/** The home purchase's address step: the kind of home, the governorate, and the typed parts; then Next. */
export async function fillHomeAddress(walk: Walk, home: HomeEntries) {
  const { page, lang } = walk;
  await walk.choose(home.kind);
  walk.inputs += 1;
  await page.getByLabel(m(lang, 'purchase.home.governorate'), { exact: true }).selectOption({ label: home.governorate });
  await walk.fill(m(lang, 'purchase.home.area'), home.area);
  await walk.fill(m(lang, 'purchase.home.street'), home.street);
  await walk.fill(m(lang, 'purchase.home.building'), home.building);
  if (home.floor) await walk.fill(m(lang, 'purchase.home.floor'), home.floor);
  if (home.apartment) await walk.fill(m(lang, 'purchase.home.apartment'), home.apartment);
}

