import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { asUser, expectCleanScreen, LANGS, outbox, PNG, seedCustomer, type Lang, type SeededCustomer } from './helpers';
import type { ClaimState } from '@/lib/validation/claim';

// The customer's side of claims, as a person on a phone follows them: the list, a claim of each kind
// (an offer to accept or dispute, documents asked for, a refusal with its appeal and the regulator, a
// cheque with its lookup), a document sent and the claim moving on, a new payout IBAN confirmed by the
// password and the SMS code and the offer accepted by transfer to it, a dispute with its document, an appeal, and another
// customer's claim not found. Each language's tests work on customers of their own (seedCustomer: the
// demo's claims in every state), so they pass alone and in any order.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

type Messages = Record<string, unknown>;
const messages: Record<Lang, Messages> = {
  en: JSON.parse(readFileSync(path.join(process.cwd(), 'messages/en.json'), 'utf8')),
  ar: JSON.parse(readFileSync(path.join(process.cwd(), 'messages/ar.json'), 'utf8')),
};
/** A message as the page shows it (arguments and plurals formatted, tags kept as their text). */
function say(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const t = createTranslator({ locale: lang, messages: messages[lang] });
  const text = (chunks: ReactNode) => String(chunks);
  return (t.markup as (key: string, values: Record<string, unknown>) => string)(key, { ...values, ltr: text, money: text, user: text, en: text, tel: text, account: text });
}

/** The seed's answer for a demo-like customer also names its claims, one in each state, and the cheque of the one paid by cheque. */
type WithClaims = SeededCustomer & {
  claims: Record<ClaimState, { id: number; reference: string }>;
  claimCheque: { id: string; phone: string; amount: number };
  claimChequeWaiting: { id: number; reference: string; cheque: { id: string; phone: string; amount: number } };
};
async function customerWithClaims(page: Page): Promise<WithClaims> {
  const c = (await seedCustomer(page.request, 'demo')) as WithClaims;
  await asUser(page, c.email);
  return c;
}

/** A second Jordanian IBAN (mod-97 valid), typed as a person copies it from a statement. */
const NEW_IBAN = 'JO73CBJO0010000000000131000777';
const typedIban: Record<Lang, string> = {
  en: 'jo73 cbjo 0010 0000 0000 0131 0007 77',
  ar: 'jo٧٣ cbjo ٠٠١٠ ٠٠٠٠ ٠٠٠٠ ٠١٣١ ٠٠٠٧ ٧٧',
};
const masked = (iban: string) => `${iban.slice(0, 2)}•• •••• •••• ${iban.slice(-4)}`;

const claimPage = async (page: Page, lang: Lang, id: number) => {
  await page.goto(`/${lang}/claims/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};
const stateBadge = (page: Page, lang: Lang, state: ClaimState) => page.locator('header').getByText(say(lang, `claims.states.${state}`), { exact: true });

for (const lang of LANGS) {
  test(`the claims list and a claim of each kind, each screen clean (${lang})`, async ({ page, browser }) => {
    const c = await customerWithClaims(page);
    await page.goto(`/${lang}/claims`);
    await expect(page.getByRole('heading', { level: 1, name: say(lang, 'claimPage.list.title') })).toBeVisible();
    // One in each state, and a second decided one whose cheque is still under processing.
    await expect(page.getByTestId('claim-card')).toHaveCount(9);
    // Newest first: the claim reported a day ago heads the list, the one closed two months ago ends it.
    await expect(page.getByTestId('claim-card').first()).toContainText(c.claims.reported.reference);
    await expect(page.getByTestId('claim-card').last()).toContainText(c.claims.closed.reference);
    await expect(page.getByRole('link', { name: say(lang, 'claimPage.list.report') })).toHaveAttribute('href', `/${lang}/report-claim`);
    await expectCleanScreen(page);

    // Decided: the decision's lines, the payment's deadline in working days, the choice of payment and the dispute.
    await page.getByRole('link', { name: c.claims.decided.reference }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/claims/${c.claims.decided.id}$`));
    await expect(page.getByTestId('decision-net')).toContainText('300');
    await expect(page.getByTestId('claim-due')).toContainText(lang === 'en' ? 'working days from the approval, as Jordan\'s rules require' : 'من الموافقة، كما تقتضي التعليمات في الأردن');
    await expect(page.getByRole('radio', { name: new RegExp(say(lang, 'claimPage.settlement.transfer')) })).toBeVisible();
    await expect(page.getByRole('button', { name: say(lang, 'claimPage.objection.disputeOpen') })).toBeVisible();
    // The last day to answer the offer (its date is formatted by the page).
    await expect(page.getByTestId('answer-by')).toContainText(say(lang, 'claimPage.answer.answerBy', { date: '#' }).split('#')[0]!.trim());
    await expect(page.getByRole('navigation', { name: say(lang, 'steps.label') }).locator('[aria-current="step"]')).toContainText(say(lang, 'claims.states.decided'));
    await expectCleanScreen(page);

    // Documents: the request with its note and an upload.
    await claimPage(page, lang, c.claims.documents.id);
    await expect(page.getByTestId('document-request')).toContainText(say(lang, 'claims.documents.repair_estimate'));
    await expect(page.getByRole('button', { name: say(lang, 'claimPage.requests.send') })).toBeVisible();
    await expect(page.getByText(say(lang, 'claimPage.due.waiting'))).toBeVisible();
    await expectCleanScreen(page);

    // Refused: the reason, the appeal and the regulator.
    await claimPage(page, lang, c.claims.refused.id);
    await expect(page.getByTestId('refusal-reason')).toContainText(lang === 'en' ? 'shared car park' : 'موقف السيارات المشترك');
    await expect(page.getByRole('button', { name: say(lang, 'claimPage.objection.appealOpen') })).toBeVisible();
    await expect(page.getByRole('link', { name: lang === 'en' ? /Central Bank of Jordan/ : /البنك المركزي الأردني/ })).toHaveAttribute('href', 'https://www.cbj.gov.jo');
    await expectCleanScreen(page);

    // A cheque issued and still under processing: not paid; the amount, its number, and the day and place it is ready.
    const waiting = c.claimChequeWaiting;
    await claimPage(page, lang, waiting.id);
    await expect(stateBadge(page, lang, 'decided')).toBeVisible();
    const issued = page.getByTestId('claim-paid');
    await expect(issued.getByRole('heading', { name: lang === 'en' ? /^Cheque issued, ready on / : /^صدر الشيك، ويكون جاهزاً يوم / })).toBeVisible();
    await expect(issued.getByRole('heading', { name: say(lang, 'claimPage.paid.heading') })).toHaveCount(0);
    await expect(issued.getByTestId('claim-paid-amount')).toContainText('350');
    await expect(issued.getByText(waiting.cheque.id, { exact: true })).toBeVisible();
    await expect(issued).toContainText(lang === 'en' ? 'Collect it at Claims office' : 'استلمه من دائرة المطالبات');
    await expectCleanScreen(page);
    await issued.getByRole('link', { name: say(lang, 'claimPage.paid.chequeLookup') }).click();
    await expect(page.getByRole('heading', { name: say(lang, 'cheques.status.processing.title') })).toBeVisible();

    // Paid by cheque once ready: the amount and its number lead, and the lookup by number and mobile finds it ready.
    await claimPage(page, lang, c.claims.paid.id);
    await expect(page.getByTestId('claim-paid').getByRole('heading', { name: say(lang, 'claimPage.paid.heading') })).toBeVisible();
    await expect(page.getByTestId('claim-paid').getByTestId('claim-paid-amount')).toContainText('250');
    await expect(page.getByTestId('claim-paid').getByText(c.claimCheque.id, { exact: true })).toBeVisible();
    const lookup = page.getByRole('link', { name: say(lang, 'claimPage.paid.chequeLookup') });
    await expect(lookup).toHaveAttribute('href', `/${lang}/cheques/${c.claimCheque.id}/${encodeURIComponent(c.mobile)}`);
    await expectCleanScreen(page);
    await lookup.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cheques/${c.claimCheque.id}/`));
    await expect(page.getByText(c.claimCheque.id).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: say(lang, 'cheques.status.ready.title') })).toBeVisible();

    // A customer with no claim: what a claim is for, and the way to report one.
    const none = await browser.newPage({ baseURL: new URL(page.url()).origin, viewport: { width: 390, height: 844 } });
    await asUser(none, (await seedCustomer(none.request, 'renewals')).email);
    await none.goto(`/${lang}/claims`);
    await expect(none.getByRole('heading', { name: say(lang, 'claimPage.list.emptyTitle') })).toBeVisible();
    await expect(none.getByRole('link', { name: say(lang, 'claimPage.list.report') })).toHaveAttribute('href', `/${lang}/report-claim`);
    await expectCleanScreen(none);
    await none.close();
  });

  test(`a customer sends the document asked for and the claim goes to review (${lang})`, async ({ page, browser }) => {
    const c = await customerWithClaims(page);
    await claimPage(page, lang, c.claims.documents.id);
    await expect(stateBadge(page, lang, 'documents')).toBeVisible();
    const send = page.getByRole('button', { name: say(lang, 'claimPage.requests.send') });
    // Nothing chosen: the field says what to do, and nothing is sent.
    await send.click();
    await expect(page.getByText(say(lang, 'claimPage.requests.needFile'))).toBeVisible();
    const label = say(lang, 'claimPage.requests.file', { document: say(lang, 'claims.documents.repair_estimate'), n: 1 });
    await page.getByRole('button', { name: label, exact: true }).setInputFiles({ name: 'estimate.png', mimeType: 'image/png', buffer: PNG });
    // Sent once its Remove shows (the photo is made smaller first, then sent).
    await expect(page.getByRole('button', { name: say(lang, 'upload.removeNamed', { name: 'estimate.png' }) })).toBeVisible();
    await send.click();
    await expect(page.getByText(say(lang, 'claimPage.requests.sent', { document: say(lang, 'claims.documents.repair_estimate') }))).toBeVisible();
    await expect(stateBadge(page, lang, 'review')).toBeVisible();
    // The file sent opens through the claim's own address (the backend checks whose it is).
    const sentFile = page.getByTestId('document-request').getByRole('link', { name: 'estimate.png' });
    const fileUrl = (await sentFile.getAttribute('href'))!;
    const served = await page.request.get(fileUrl);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    await expect(page.getByText(say(lang, 'claims.timeline.document_provided')).first()).toBeVisible();
    await expectCleanScreen(page);
    // The backend holds it: a reload shows the claim under review.
    await page.reload();
    await expect(stateBadge(page, lang, 'review')).toBeVisible();

    // Another customer reads neither the claim's file nor the claim.
    const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await customerWithClaims(other);
    expect((await other.request.get(fileUrl, { maxRedirects: 0 })).status()).toBe(404);
    await other.close();
  });

  test(`a customer sets a new payout IBAN with the password and the SMS code, then accepts the offer by transfer (${lang})`, async ({ page }) => {
    const c = await customerWithClaims(page);
    await claimPage(page, lang, c.claims.decided.id);
    await page.getByRole('link', { name: say(lang, 'claimPage.settlement.changeAccount') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile/payout-account\\?claim=${c.claims.decided.id}$`));
    // The link's navigation streams the new page's title after its body, and now and then not before the
    // checks below: the page as loaded from its address has it.
    await page.reload();
    await expect(page).toHaveTitle(/\S/);
    const iban = page.getByLabel(say(lang, 'claimPage.payout.iban'));
    await expect(iban).toBeFocused();
    // A typing mistake is named, and nothing is sent.
    await iban.fill('JO73CBJO0010000000000131000778');
    await page.getByLabel(say(lang, 'claimPage.payout.password')).fill('Demo1234');
    await page.getByRole('button', { name: say(lang, 'claimPage.payout.sendCode') }).click();
    await expect(page.getByText(say(lang, 'claims.validation.ibanCheck'))).toBeVisible();
    // A wrong password is said at its field.
    await iban.fill(typedIban[lang]);
    await page.getByLabel(say(lang, 'claimPage.payout.password')).fill('Wrong1234');
    await page.getByRole('button', { name: say(lang, 'claimPage.payout.sendCode') }).click();
    await expect(page.getByText(say(lang, 'errors.wrong_password')).first()).toBeVisible();
    await page.getByLabel(say(lang, 'claimPage.payout.password')).fill('Demo1234');
    await page.getByRole('button', { name: say(lang, 'claimPage.payout.sendCode') }).click();
    const code = page.getByLabel(say(lang, 'claimPage.payout.code'));
    await expect(code).toBeFocused();
    await expectCleanScreen(page);

    let sent: string | undefined;
    await expect.poll(async () => {
      sent = (await outbox(page.request)).find((m) => m.to === c.mobile && m.channel === 'sms' && m.body.includes(NEW_IBAN.slice(-4)))?.body.match(/\b\d{6}\b/)?.[0];
      return sent;
    }).toBeTruthy();
    await code.fill(sent!);
    await page.getByRole('button', { name: say(lang, 'claimPage.payout.confirm') }).click();
    await expect(page.getByRole('status').filter({ hasText: masked(NEW_IBAN) })).toBeVisible();
    await expect(page.getByTestId('payout-account')).toContainText(masked(NEW_IBAN));
    await expectCleanScreen(page);

    await page.getByRole('link', { name: say(lang, 'claimPage.payout.backToClaim') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/claims/${c.claims.decided.id}$`));
    const transfer = page.getByRole('radio', { name: new RegExp(say(lang, 'claimPage.settlement.transfer')) });
    await expect(page.getByText(masked(NEW_IBAN))).toBeVisible();
    await transfer.check();
    await page.getByRole('button', { name: say(lang, 'claimPage.settlement.accept') }).click();
    await expect(page.getByText(say(lang, 'claimPage.settlement.accepted'))).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByText(say(lang, 'claimPage.settlement.chosenTransfer', { iban: masked(NEW_IBAN) }))).toBeVisible();
    await expect(page.getByText(say(lang, 'claims.timeline.accepted')).first()).toBeVisible();
    await expectCleanScreen(page);
  });

  test(`a customer disputes an offer, appeals a refusal, and another customer's claim is not found (${lang})`, async ({ page, browser }) => {
    const c = await customerWithClaims(page);
    await claimPage(page, lang, c.claims.decided.id);
    await page.getByRole('button', { name: say(lang, 'claimPage.objection.disputeOpen') }).click();
    const note = page.getByLabel(say(lang, 'claimPage.objection.disputeLabel'));
    await expect(note).toBeFocused();
    await note.fill('Too short');
    await page.getByRole('button', { name: say(lang, 'claimPage.objection.disputeSend') }).click();
    await expect(page.getByText(say(lang, 'claims.validation.objection'))).toBeVisible();
    await note.fill(lang === 'en' ? 'The garage fitted an original windscreen: here is its invoice.' : 'ركّب الكراج زجاجاً أصلياً، وهذه فاتورته.');
    await expect(page.getByTestId('objection-until')).toBeVisible();
    // The invoice goes with it, as the dispute's one document.
    await page.getByRole('button', { name: say(lang, 'claimPage.objection.file'), exact: true }).setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: say(lang, 'upload.removeNamed', { name: 'invoice.png' }) })).toBeVisible();
    await expectCleanScreen(page);
    await page.getByRole('button', { name: say(lang, 'claimPage.objection.disputeSend') }).click();
    await expect(page.getByText(say(lang, 'claimPage.objection.disputed'))).toBeVisible();
    // The timeline names the document, which opens through the claim's own address.
    const invoice = page.getByRole('link', { name: say(lang, 'claimPage.timeline.file', { name: 'invoice.png' }) });
    expect((await page.request.get((await invoice.getAttribute('href'))!)).status()).toBe(200);
    await expect(stateBadge(page, lang, 'review')).toBeVisible();
    await expect(page.getByRole('button', { name: say(lang, 'claimPage.settlement.accept') })).toHaveCount(0);
    await expect(page.getByText(say(lang, 'claims.timeline.disputed')).first()).toBeVisible();

    await claimPage(page, lang, c.claims.refused.id);
    await page.getByRole('button', { name: say(lang, 'claimPage.objection.appealOpen') }).click();
    await page.getByLabel(say(lang, 'claimPage.objection.appealLabel'))
      .fill(lang === 'en' ? 'The bicycle was in our locked storeroom, not the car park.' : 'كانت الدراجة في مخزننا المقفل، لا في موقف السيارات.');
    await page.getByRole('button', { name: say(lang, 'claimPage.objection.appealSend') }).click();
    await expect(page.getByText(say(lang, 'claimPage.objection.appealed'))).toBeVisible();
    await expect(stateBadge(page, lang, 'review')).toBeVisible();
    await expect(page.getByText(say(lang, 'claims.timeline.appealed')).first()).toBeVisible();
    await expectCleanScreen(page);

    // Someone else's claim: the page is not found, and so are its files.
    const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await customerWithClaims(other);
    const response = await other.goto(`/${lang}/claims/${c.claims.paid.id}`);
    expect(response?.status()).toBe(404);
    await expect(other.getByRole('heading', { name: say(lang, 'notFound.title') })).toBeVisible();
    expect((await other.request.get(`/api/claims/${c.claims.paid.id}`)).status()).toBe(404);
    await other.close();
  });
}
