/** @jest-environment node */
import { and, desc, eq } from 'drizzle-orm';
import { hashPassword } from '../accounts/auth/password';
import { startSession } from '../accounts/auth/sessions';
import { payReadyCheques } from '../claims';
import { claimsKit } from '../test-claims';
import type { Db } from '../db/client';
import { cheques, claimEvents, claims, outbox, payoutAccounts, users } from '../db/schema';
import { databaseForFile } from '../test-db';

let db: Db;
/**
 * Every call is served on Thursday 21 May 2026 in Amman, the week before Eid al-Adha's holidays (25-29
 * May). Counted from it in working days: 5 is 3 June (Sunday 24 May, then 31 May, 1, 2 and 3 June), 10 is
 * 10 June (4, 7, 8, 9 and 10 June).
 */
const NOW = new Date('2026-05-21T10:00:00+03:00');
const DAY = 86_400_000;
const kit = claimsKit(() => db, NOW);
const { call, desk, answer } = kit;
let care: { token: string; id: number };
let other: { token: string; id: number };
const IBAN = 'JO94CBJO0010000000000131000302';

databaseForFile('claims-desk-test', (opened) => ({ db } = opened), { env: { PUBLIC_ORIGIN: 'https://portal.example.jo' } });
beforeAll(async () => {
  care = await kit.careToken();
  const [second] = await db.insert(users).values({
    email: 'care2-desk@portal.test', mobile: '0790009992', nationality: 'JO', nameEn: 'Rami Fouad Odeh', nameAr: 'رامي فؤاد عودة', type: 'customerCare',
    isVerified: true, status: 'complete', passwordHash: await hashPassword('Demo1234'), nationalId: '9990009992',
  }).returning();
  other = { token: await startSession(db, crypto.randomUUID(), second!.id, NOW), id: second!.id };
}, 60_000);

const view = async (token: string, id: number) => (await call('GET', `/claims/${id}`, { token })).body.claim;
const deskView = async (id: number) => (await call('GET', `/claims-desk/${id}`, { token: care.token })).body.claim;

/** A claim of a new customer moved by the desk into review (an assessment with no request open). */
async function inReview(language: 'en' | 'ar' = 'en') {
  const made = await kit.reportedClaim(language);
  const assessed = await desk(care.token, made.claim.id, 'assessment', { assessor: 'Mahmoud Aziz', assessed: '900', note: 'Seen at the garage' });
  expect(assessed.body.claim.state).toBe('review');
  return made;
}

describe('the whole path: documents, review, approval, transfer, closing', () => {
  it('moves a claim one step at a time, each recorded with who and when, the customer told in their language', async () => {
    const { owner, claim } = await kit.reportedClaim();
    const asked = await desk(care.token, claim.id, 'request-documents', { documents: [{ key: 'invoices' }, { key: 'other', note: 'The plumber\'s report' }] });
    expect(asked.status).toBe(200);
    expect(asked.body.claim).toMatchObject({ state: 'documents', due: null, desk_actions: ['request_documents', 'assess', 'refuse'] });
    expect(asked.body.claim.timeline.at(-1)).toMatchObject({ kind: 'documents_requested', by: { role: 'customerCare', name: 'Huda Nabil Sami Odeh' }, note: 'Invoices and The plumber\'s report' });
    const sms = (await db.select().from(outbox).where(eq(outbox.to, owner.user.mobile)).orderBy(desc(outbox.id)))[0];
    expect(sms?.body).toContain('Invoices and The plumber\'s report');
    expect(sms?.body).toContain(`https://portal.example.jo/en/claims/${claim.id}`);

    const mine = await view(owner.token, claim.id);
    expect(mine.customer_actions).toEqual(['upload']);
    expect(mine.desk_actions).toEqual([]);
    const [invoices, other_] = mine.requests;
    const first = await call('POST', `/claims/${claim.id}/documents`, { token: owner.token, body: { request_id: invoices.id, upload_ids: [await kit.upload(owner.token, 'invoice.png')] } });
    expect(first.body.claim).toMatchObject({ state: 'documents' });
    expect(first.body.claim.requests[0].files).toEqual([expect.objectContaining({ name: 'invoice.png', type: 'image/png' })]);
    const closedRequest = await call('POST', `/claims/${claim.id}/documents`, { token: owner.token, body: { request_id: invoices.id, upload_ids: [await kit.upload(owner.token)] } });
    expect([closedRequest.status, closedRequest.body.code]).toEqual([400, 'claim_request_closed']);
    const uploads = [await kit.upload(owner.token, 'report.png')];
    const second = await call('POST', `/claims/${claim.id}/documents`, { token: owner.token, body: { request_id: other_.id, upload_ids: uploads } });
    expect(second.body.claim).toMatchObject({ state: 'review' });
    expect(second.body.claim.due).toEqual({ kind: 'decision', by: '2026-06-10', working_days: 10, overdue: false });
    // The same files again (a double tap) answer the claim as it is.
    const repeat = await call('POST', `/claims/${claim.id}/documents`, { token: owner.token, body: { request_id: other_.id, upload_ids: uploads } });
    expect([repeat.status, repeat.body.claim.version]).toEqual([200, second.body.claim.version]);

    const assessed = await desk(care.token, claim.id, 'assessment', { assessor: 'Mahmoud Aziz', assessed: '1,250.5', note: '' });
    expect(assessed.body.claim.assessment).toMatchObject({ assessor: 'Mahmoud Aziz', assessed_fils: 1_250_500 });
    expect(assessed.body.claim.state).toBe('review');

    const approved = await desk(care.token, claim.id, 'approve', { gross: '1250.500', excess: '100', deductions: [{ reason: 'Old damage to the cupboard', amount: '50.5' }], note: 'Paid for the floor' });
    expect(approved.status).toBe(200);
    expect(approved.body.claim.decision).toMatchObject({ outcome: 'approved', gross_fils: 1_250_500, excess_fils: 100_000, deductions: [{ reason: 'Old damage to the cupboard', amount_fils: 50_500 }], net_fils: 1_100_000 });
    // JOD 1,100 is a small claim (up to JOD 3,000): paid within 5 working days.
    expect(approved.body.claim).toMatchObject({ state: 'decided', net_fils: 1_100_000, pay_by: '2026-06-03', desk_actions: [] });
    expect(approved.body.claim.due).toMatchObject({ kind: 'payment', by: '2026-06-03', working_days: 5 });
    expect((await view(owner.token, claim.id)).customer_actions).toEqual(['accept', 'dispute']);

    const early = await desk(care.token, claim.id, 'settle', { method: 'transfer', transfer_reference: 'TRF-1' });
    expect([early.status, early.body.code]).toEqual([409, 'claim_not_accepted']);
    const noAccount = await answer(owner.token, claim.id, 'accept', { method: 'transfer' });
    expect([noAccount.status, noAccount.body.code]).toEqual([409, 'claim_payout_account_missing']);
    await db.insert(payoutAccounts).values({ userId: owner.user.id, iban: IBAN, updatedAt: new Date() });
    const accepted = await answer(owner.token, claim.id, 'accept', { method: 'transfer' });
    expect(accepted.body.claim.settlement).toMatchObject({ method: 'transfer', iban_masked: 'JO•• •••• •••• 0302', paid_at: null });
    const twice = await answer(owner.token, claim.id, 'accept', { method: 'transfer' });
    expect([twice.status, twice.body.claim.version]).toEqual([200, accepted.body.claim.version]);
    const otherWay = await answer(owner.token, claim.id, 'accept', { method: 'cheque' });
    expect([otherWay.status, otherWay.body.code]).toEqual([409, 'claim_already_accepted']);
    // The IBAN was copied when accepted: a later change of account does not redirect this payment.
    await db.update(payoutAccounts).set({ iban: 'JO71CBJO0000000000001234567890' }).where(eq(payoutAccounts.userId, owner.user.id));

    const wrongMethod = await desk(care.token, claim.id, 'settle', { method: 'cheque' });
    expect([wrongMethod.status, wrongMethod.body.code]).toEqual([409, 'claim_method_mismatch']);
    const paid = await desk(care.token, claim.id, 'settle', { method: 'transfer', transfer_reference: 'TRF-20481' });
    expect(paid.body.claim).toMatchObject({ state: 'paid', settlement: { transfer_reference: 'TRF-20481', iban_masked: 'JO•• •••• •••• 0302' } });
    expect(paid.body.claim.due).toMatchObject({ kind: 'closing', by: '2026-06-03', working_days: 5 });
    const closed = await desk(care.token, claim.id, 'close', { note: 'Settled in full' });
    expect(closed.body.claim).toMatchObject({ state: 'closed', due: null, desk_actions: [], customer_actions: [] });
    expect(closed.body.claim.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'reported', 'documents_requested', 'document_provided', 'document_provided', 'assessed', 'approved', 'accepted', 'transfer_sent', 'closed',
    ]);
    expect(closed.body.claim.timeline.find((e: { kind: string }) => e.kind === 'transfer_sent')).toMatchObject({ amount_fils: 1_100_000, reference: 'TRF-20481' });
  });

  it('gives a larger amount the longer payment deadline, and refuses a net of zero or less', async () => {
    const { claim } = await inReview();
    const none = await desk(care.token, claim.id, 'approve', { gross: '100', excess: '100' });
    expect([none.status, none.body.fields]).toEqual([400, { gross: 'claims.validation.netAmount' }]);
    const large = await desk(care.token, claim.id, 'approve', { gross: '3000.001', excess: '0' });
    expect(large.body.claim.pay_by).toBe('2026-06-10');
    expect(large.body.claim.due.working_days).toBe(10);
  });
});

describe('versions and states', () => {
  it('answers a repeat by the same person with the claim as it is, another person or an old version with 409 claim_changed', async () => {
    const { claim } = await inReview();
    const version = (await deskView(claim.id)).version;
    const first = await desk(care.token, claim.id, 'approve', { gross: '500', excess: '50' }, version);
    const again = await desk(care.token, claim.id, 'approve', { gross: '500', excess: '50' }, version);
    expect([again.status, again.body.claim.version]).toEqual([200, first.body.claim.version]);
    const someoneElse = await desk(other.token, claim.id, 'approve', { gross: '700', excess: '50' }, version);
    expect([someoneElse.status, someoneElse.body.code]).toEqual([409, 'claim_changed']);
    const arabic = await call('POST', `/claims-desk/${claim.id}/refuse`, { token: care.token, lang: 'ar', body: { version, reason: 'The contract does not cover it.' } });
    expect([arabic.status, arabic.body.code]).toEqual([409, 'claim_changed']);
    expect(arabic.body.message).toMatch(/[\u0600-\u06FF]/);
    const events = await db.select().from(claimEvents).where(and(eq(claimEvents.claimId, claim.id), eq(claimEvents.kind, 'approved')));
    expect(events).toHaveLength(1);
  });

  it('refuses a step the state does not allow, and changes nothing', async () => {
    const { claim } = await kit.reportedClaim();
    for (const [step, body] of [['approve', { gross: '10', excess: '0' }], ['settle', { method: 'cheque' }], ['close', {}]] as const) {
      const res = await desk(care.token, claim.id, step, body);
      expect([step, res.status, res.body.code]).toEqual([step, 409, 'claim_step_not_allowed']);
    }
    expect((await deskView(claim.id)).version).toBe(0);
    const missing = await desk(care.token, 999_999, 'approve', { gross: '10', excess: '0' }, 0);
    expect([missing.status, missing.body.code]).toEqual([404, 'claim_not_found']);
  });
});

describe('objections', () => {
  it('a dispute sends an approval back to review with the note; the decision no longer stands', async () => {
    const { owner, claim } = await inReview();
    await desk(care.token, claim.id, 'approve', { gross: '500', excess: '50' });
    const named = await kit.seen(owner.token, claim.id);
    expect(named).toEqual({ decision_version: 1, net_fils: 450_000 });
    const disputed = await answer(owner.token, claim.id, 'dispute', { note: 'The garage quoted 800 JOD for the repair.' }, { named });
    expect(disputed.body.claim).toMatchObject({ state: 'review', decision: null, pay_by: null, net_fils: null, customer_actions: [] });
    expect(disputed.body.claim.timeline.at(-1)).toMatchObject({ kind: 'disputed', note: 'The garage quoted 800 JOD for the repair.', by: { role: 'customer' } });
    const again = await answer(owner.token, claim.id, 'dispute', { note: 'The garage quoted 800 JOD for the repair.' }, { named });
    expect([again.status, again.body.claim.version]).toEqual([200, disputed.body.claim.version]);
  });

  it('a refusal may be appealed within the window, not after it, and is closed only once the window has passed', async () => {
    const { owner, claim } = await inReview();
    const refused = await desk(care.token, claim.id, 'refuse', { reason: 'The damage happened before the contract began.' });
    // 30 calendar days.
    expect(refused.body.claim.decision).toMatchObject({ outcome: 'refused', reason: 'The damage happened before the contract began.', appeal_until: '2026-06-20' });
    expect(refused.body.claim.desk_actions).toEqual([]);
    const early = await desk(care.token, claim.id, 'close', {});
    expect([early.status, early.body.code]).toEqual([409, 'claim_appeal_open']);
    expect(early.body.message).toContain('20-06-2026');
    const appealed = await answer(owner.token, claim.id, 'appeal', { note: 'The photos show the damage is new.' });
    expect(appealed.body.claim).toMatchObject({ state: 'review', decision: null });
    await desk(care.token, claim.id, 'refuse', { reason: 'The damage happened before the contract began.' });
    // Refused 31 days before: the window closed the day before.
    await db.update(claims).set({ decidedAt: new Date('2026-04-20T10:00:00+03:00') }).where(eq(claims.id, claim.id));
    const late = await answer(owner.token, claim.id, 'appeal', { note: 'The photos show the damage is new.' });
    expect([late.status, late.body.code]).toEqual([409, 'claim_appeal_closed']);
    expect((await deskView(claim.id)).desk_actions).toEqual(['close']);
    expect((await desk(care.token, claim.id, 'close', {})).body.claim.state).toBe('closed');
  });
});

describe('settlement by cheque', () => {
  /** The mornings around the cheque's ready day: settled Thursday 21 May 2026, 14 days on is Thursday 4 June, a working day. */
  const EVE = new Date('2026-06-03T23:30:00+03:00');
  const READY = new Date('2026-06-04T00:30:00+03:00');

  it('issues one cheque the lookup finds; the claim is not paid until the cheque is ready, then paid once, the customer told then', async () => {
    const { owner, claim } = await inReview('ar');
    await desk(care.token, claim.id, 'approve', { gross: '640.250', excess: '40' });
    await answer(owner.token, claim.id, 'accept', { method: 'cheque' }, { lang: 'ar' });
    const issued = await desk(care.token, claim.id, 'settle', { method: 'cheque' });
    const chequeId = issued.body.claim.settlement.cheque_id as string;
    expect(chequeId).toMatch(/^\d{7}$/);
    // Issued, not paid: decided still, ready on 4 June, which is after the 5 working days to pay (3 June): the deadline is missed already.
    expect(issued.body.claim).toMatchObject({
      state: 'decided', pay_by: '2026-06-03', cheque_ready_on: '2026-06-04', desk_actions: [], customer_actions: [],
      settlement: { method: 'cheque', cheque_id: chequeId, paid_at: null, cheque_place: 'Claims office, Al-Madina Al-Munawara Street 45, Amman, Jordan' },
      due: { kind: 'payment', by: '2026-06-03', working_days: 5, overdue: true },
    });
    expect(issued.body.claim.timeline.at(-1)).toMatchObject({ kind: 'cheque_issued', reference: chequeId, amount_fils: 600_250 });
    const overdue = (await call('GET', '/claims-desk?status=overdue', { token: care.token })).body.claims as { id: number }[];
    expect(overdue.map((c) => c.id)).toContain(claim.id);
    const [row] = await db.select().from(cheques).where(eq(cheques.chequeId, chequeId));
    expect(row).toMatchObject({ phone: owner.user.mobile, amount: 600.25, status: 'processing', claimId: claim.id, settlementDate: '2026-05-21' });
    const lookup = (phone?: string) => call('POST', '/financial/getchequestatus', { body: { cheque_id: chequeId, ...(phone ? { phone } : {}) }, token: owner.token });
    expect((await lookup(owner.user.mobile)).body).toMatchObject({ status: 'processing', amount: 600.25, settlement_date: '2026-05-21' });
    expect((await lookup('0799999999')).body).toMatchObject({ status: 'phone_mismatch', amount: null });
    // The customer was told in Arabic that it is issued: its number, the day it is ready and where, not that it is paid.
    const told = async () => db.select().from(outbox).where(eq(outbox.to, owner.user.mobile)).orderBy(desc(outbox.id));
    const issuedSms = (await told())[0];
    expect(issuedSms).toMatchObject({ language: 'ar' });
    expect(issuedSms?.body).toContain(chequeId);
    expect(issuedSms?.body).toContain('04-06-2026');
    expect(issuedSms?.body).toContain('دائرة المطالبات');
    expect(issuedSms?.body).toContain(`https://portal.example.jo/ar/claims/${claim.id}`);
    const sentBefore = (await told()).length;

    // The evening before its ready day the schedule leaves it alone.
    await payReadyCheques(db, EVE);
    expect((await view(owner.token, claim.id)).state).toBe('decided');
    expect((await told()).length).toBe(sentBefore);

    // On its ready day, two servers running the schedule at once make it paid once.
    await Promise.all([payReadyCheques(db, READY), payReadyCheques(db, READY)]);
    const [paidRow] = await db.select().from(claims).where(eq(claims.id, claim.id));
    expect(paidRow).toMatchObject({ state: 'paid', paidAt: new Date('2026-06-04T00:00:00+03:00') });
    const ready = await db.select().from(claimEvents).where(and(eq(claimEvents.claimId, claim.id), eq(claimEvents.kind, 'cheque_ready')));
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({ actorId: null, actorName: 'Sanad Insurance', reference: chequeId, amountFils: 600_250 });
    const afterReady = await told();
    expect(afterReady.length).toBe(sentBefore + 1); // the text message (the e-mail goes to the address)
    expect(afterReady[0]!.body).toContain(chequeId);
    expect(afterReady.map((m) => m.body).join('\n')).toContain('تم دفع مطالبتك');
    await payReadyCheques(db, new Date('2026-06-05T10:00:00+03:00'));
    expect((await told()).length).toBe(sentBefore + 1);

    // Read on its ready day: paid, as of that day; the closing runs from it (7, 8, 9, 10 and 11 June), and the lookup says ready.
    const later = claimsKit(() => db, new Date('2026-06-04T09:00:00+03:00'));
    const ownerLater = await startSession(db, crypto.randomUUID(), owner.user.id, new Date('2026-06-04T09:00:00+03:00'));
    const paid = (await later.call('GET', `/claims/${claim.id}`, { token: ownerLater, lang: 'ar' })).body.claim;
    expect(paid).toMatchObject({
      state: 'paid', settlement: { cheque_id: chequeId, paid_at: '2026-06-03T21:00:00.000Z' },
      due: { kind: 'closing', by: '2026-06-11', working_days: 5, overdue: false },
    });
    expect(paid.timeline.at(-1)).toMatchObject({ kind: 'cheque_ready', by: { role: 'customerCare', name: 'سند للتأمين' } });
    const lookupLater = await later.call('POST', '/financial/getchequestatus', { body: { cheque_id: chequeId, phone: owner.user.mobile }, token: ownerLater });
    expect(lookupLater.body.status).toBe('ready');
  });
});

describe('the desk list', () => {
  it('puts the overdue first, then by the next due day, and filters by state, overdue and a search', async () => {
    const made = await Promise.all([kit.reportedClaim(), kit.reportedClaim(), kit.reportedClaim()]);
    const [late, soon, waiting] = made.map((m) => m.claim.id);
    // Reported 20 days ago: its documents were due long since. Reported 2 days ago: due in a few working days.
    await db.update(claims).set({ reportedAt: new Date(NOW.getTime() - 20 * DAY) }).where(eq(claims.id, late!));
    await db.update(claims).set({ reportedAt: new Date(NOW.getTime() - 2 * DAY) }).where(eq(claims.id, soon!));
    await desk(care.token, waiting!, 'request-documents', { documents: [{ key: 'invoices' }] });
    const list = (await call('GET', '/claims-desk?status=open', { token: care.token })).body.claims as { id: number; due: { by: string; overdue: boolean } | null; customer: unknown }[];
    const order = list.map((c) => c.id).filter((id) => [late, soon, waiting].includes(id));
    expect(order).toEqual([late, soon, waiting]);
    expect(list.find((c) => c.id === late)?.due?.overdue).toBe(true);
    for (let i = 1; i < list.length; i += 1) {
      const [a, b] = [list[i - 1]!, list[i]!];
      if (a.due?.overdue === b.due?.overdue && a.due && b.due) expect(a.due.by <= b.due.by).toBe(true);
      if (!a.due) expect(b.due).toBeNull();
    }
    expect(list[0]!.customer).toEqual(expect.objectContaining({ mobile: expect.any(String) }));
    const overdue = (await call('GET', '/claims-desk?status=overdue', { token: care.token })).body.claims as { id: number; due: { overdue: boolean } }[];
    expect(overdue.map((c) => c.id)).toContain(late);
    expect(overdue.every((c) => c.due.overdue)).toBe(true);
    const documents = (await call('GET', '/claims-desk?status=documents', { token: care.token })).body.claims as { id: number; state: string }[];
    expect(documents.map((c) => c.id)).toContain(waiting);
    expect(documents.every((c) => c.state === 'documents')).toBe(true);
    const owner = made[1]!.owner;
    const search = async (q: string) => ((await call('GET', `/claims-desk?status=all&q=${encodeURIComponent(q)}`, { token: care.token })).body.claims as { id: number }[]).map((c) => c.id);
    expect(await search(made[1]!.claim.reference)).toEqual([soon]);
    expect(await search(String(soon))).toEqual([soon]);
    expect(await search(owner.home.contractNumber.toLowerCase())).toEqual([soon]);
    expect(await search(owner.user.mobile)).toEqual([soon]);
    const bad = await call('GET', '/claims-desk?status=nonsense', { token: care.token });
    expect(bad.status).toBe(400);
  });
});
