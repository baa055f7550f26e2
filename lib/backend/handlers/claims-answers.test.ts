/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { claimsKit } from '../test-claims';
import type { Db } from '../db/client';
import { claimEvents, claims, outbox } from '../db/schema';
import { databaseForFile } from '../test-db';

let db: Db;
/** Every call is served on Thursday 21 May 2026 in Amman. */
const NOW = new Date('2026-05-21T10:00:00+03:00');
const kit = claimsKit(() => db, NOW);
const { desk, answer, seen } = kit;
let care: { token: string; id: number };

databaseForFile('claims-answers-test', (opened) => ({ db } = opened));
beforeAll(async () => {
  care = await kit.careToken();
}, 60_000);

/** A claim of a new customer approved by the desk for `gross` less a JOD 50 excess. */
async function approved(gross: string) {
  const made = await kit.reportedClaim();
  await desk(care.token, made.claim.id, 'assessment', { assessor: 'Mahmoud Aziz', assessed: gross });
  const res = await desk(care.token, made.claim.id, 'approve', { gross, excess: '50' });
  expect(res.status).toBe(200);
  return made;
}

/** What an answer refused must leave as it was: the claim's row, its events and the messages sent. */
async function footprint(claimId: number, mobile: string) {
  const [row] = await db.select().from(claims).where(eq(claims.id, claimId));
  const events = await db.select({ id: claimEvents.id }).from(claimEvents).where(eq(claimEvents.claimId, claimId));
  const messages = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, mobile));
  return { row, events: events.length, messages: messages.length };
}

const acceptedEvents = (claimId: number) => db.select().from(claimEvents).where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.kind, 'accepted')));

describe('an answer names the decision it answers', () => {
  it('counts the decisions: each approval and refusal is a new version, shown with the decision', async () => {
    const { owner, claim } = await approved('500');
    expect(await seen(owner.token, claim.id)).toEqual({ decision_version: 1, net_fils: 450_000 });
    await answer(owner.token, claim.id, 'dispute', { note: 'The garage quoted 800 JOD for the repair.' });
    await desk(care.token, claim.id, 'refuse', { reason: 'The damage was there before the contract began.' });
    expect(await seen(owner.token, claim.id)).toEqual({ decision_version: 2 });
  });

  it('refuses an accept of the approval a tab showed before a dispute and a new approval: 409, nothing changed', async () => {
    const { owner, claim } = await approved('500');
    const first = await seen(owner.token, claim.id);
    // Another tab disputes JOD 450; the desk approves JOD 650 instead.
    expect((await answer(owner.token, claim.id, 'dispute', { note: 'The garage quoted 800 JOD for the repair.' }, { named: first })).status).toBe(200);
    expect((await desk(care.token, claim.id, 'approve', { gross: '700', excess: '50' })).status).toBe(200);
    const before = await footprint(claim.id, owner.user.mobile);

    // The first tab, still showing JOD 450, accepts it.
    const stale = await answer(owner.token, claim.id, 'accept', { method: 'cheque' }, { named: first });
    expect([stale.status, stale.body.code]).toEqual([409, 'claim_decision_changed']);
    expect(stale.body.message).toBe('The decision on this claim changed after you opened it, so nothing was sent. Read the decision as it now stands before you answer.');
    const arabic = await answer(owner.token, claim.id, 'accept', { method: 'cheque' }, { named: first, lang: 'ar' });
    expect([arabic.status, arabic.body.code]).toEqual([409, 'claim_decision_changed']);
    expect(arabic.body.message).toBe('تغيّر القرار في هذه المطالبة بعد أن فتحتها، فلم يُرسَل شيء. اقرأ القرار كما هو الآن قبل أن تردّ.');
    // The right version with another amount is not the decision either.
    const wrongAmount = await answer(owner.token, claim.id, 'accept', { method: 'cheque' }, { named: { decision_version: 2, net_fils: 450_000 } });
    expect([wrongAmount.status, wrongAmount.body.code]).toEqual([409, 'claim_decision_changed']);
    expect(await footprint(claim.id, owner.user.mobile)).toEqual(before);
    expect(before.row).toMatchObject({ acceptedAt: null, settlementMethod: null, state: 'decided', netFils: 650_000, decisionVersion: 2 });

    // Read again, the new amount is accepted.
    const accepted = await answer(owner.token, claim.id, 'accept', { method: 'cheque' }, { named: { decision_version: 2, net_fils: 650_000 } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.claim.settlement).toMatchObject({ method: 'cheque' });
    expect(accepted.body.claim.timeline.at(-1)).toMatchObject({ kind: 'accepted', amount_fils: 650_000 });
  });

  it('refuses an accept of an offer another tab disputed (the same version, no longer in force)', async () => {
    const { owner, claim } = await approved('500');
    const named = await seen(owner.token, claim.id);
    await answer(owner.token, claim.id, 'dispute', { note: 'The garage quoted 800 JOD for the repair.' }, { named });
    const late = await answer(owner.token, claim.id, 'accept', { method: 'cheque' }, { named });
    expect([late.status, late.body.code]).toEqual([409, 'claim_decision_changed']);
    expect(await acceptedEvents(claim.id)).toHaveLength(0);
  });

  it('refuses a dispute or an appeal of a decision that is not the one in force', async () => {
    const { owner, claim } = await approved('500');
    const wrongAmount = await answer(owner.token, claim.id, 'dispute', { note: 'The garage quoted 800 JOD for the repair.' }, { named: { decision_version: 1, net_fils: 500_000 } });
    expect([wrongAmount.status, wrongAmount.body.code]).toEqual([409, 'claim_decision_changed']);
    expect((await kit.call('GET', `/claims/${claim.id}`, { token: owner.token })).body.claim.state).toBe('decided');

    const refused = await kit.reportedClaim();
    await desk(care.token, refused.claim.id, 'refuse', { reason: 'The damage was there before the contract began.' });
    const old = await answer(refused.owner.token, refused.claim.id, 'appeal', { note: 'The photos show the damage is new.' }, { named: { decision_version: 0 } });
    expect([old.status, old.body.code]).toEqual([409, 'claim_decision_changed']);
    const right = await answer(refused.owner.token, refused.claim.id, 'appeal', { note: 'The photos show the damage is new.' }, { named: { decision_version: 1 } });
    expect(right.body.claim.state).toBe('review');
  });

  it('gives an offer its last day to answer, 30 calendar days after the approval; after it the accept stays open, the dispute not', async () => {
    const { owner, claim } = await approved('500');
    const mine = (await kit.call('GET', `/claims/${claim.id}`, { token: owner.token })).body.claim;
    // Approved on Thursday 21 May 2026: the last day is Saturday 20 June.
    expect(mine.decision).toMatchObject({ outcome: 'approved', answer_until: '2026-06-20' });
    expect(mine.customer_actions).toEqual(['accept', 'dispute']);
    // Approved on 20 April: the last day was 20 May, yesterday.
    await db.update(claims).set({ decidedAt: new Date('2026-04-20T10:00:00+03:00') }).where(eq(claims.id, claim.id));
    const later = (await kit.call('GET', `/claims/${claim.id}`, { token: owner.token })).body.claim;
    expect([later.decision.answer_until, later.customer_actions]).toEqual(['2026-05-20', ['accept']]);
    const dispute = await answer(owner.token, claim.id, 'dispute', { note: 'The garage quoted 800 JOD for the repair.' });
    expect([dispute.status, dispute.body.code]).toEqual([409, 'claim_appeal_closed']);
    expect((await answer(owner.token, claim.id, 'accept', { method: 'cheque' })).status).toBe(200);
  });

  it('refuses an answer that names no decision, as bad input', async () => {
    const { owner, claim } = await approved('500');
    const bare = await kit.call('POST', `/claims/${claim.id}/accept`, { token: owner.token, body: { method: 'cheque' } });
    expect([bare.status, bare.body.fields]).toEqual([400, { decision_version: 'claims.validation.decision', net_fils: 'claims.validation.decision' }]);
  });
});

describe('a document with a dispute or an appeal', () => {
  it('keeps one document with the dispute, named by its event, opened by the customer and the desk', async () => {
    const { owner, claim } = await approved('500');
    const upload = await kit.upload(owner.token, 'garage-quote.png');
    const disputed = await answer(owner.token, claim.id, 'dispute', { note: 'The garage quoted 800 JOD for the repair.', upload_id: upload });
    expect(disputed.status).toBe(200);
    expect(disputed.body.claim.timeline.at(-1)).toMatchObject({ kind: 'disputed', file: { id: upload, name: 'garage-quote.png', type: 'image/png' } });
    // Not one of the report's documents: the two the report sent.
    expect(disputed.body.claim.documents.map((d: { name: string }) => d.name)).toEqual(['floor.png', 'estimate.png']);
    const mine = await kit.call('GET', `/claims/${claim.id}/files/${upload}`, { token: owner.token });
    expect([mine.status, mine.body.name]).toEqual([200, 'garage-quote.png']);
    const desks = await kit.call('GET', `/claims/${claim.id}/files/${upload}`, { token: care.token });
    expect(desks.status).toBe(200);
    const deskView = (await kit.call('GET', `/claims-desk/${claim.id}`, { token: care.token })).body.claim;
    expect(deskView.timeline.at(-1).file).toMatchObject({ id: upload, name: 'garage-quote.png' });
  });

  it('refuses another customer\'s upload or one already used, and changes nothing', async () => {
    const refused = await kit.reportedClaim();
    await desk(care.token, refused.claim.id, 'refuse', { reason: 'The damage was there before the contract began.' });
    const stranger = await kit.customer();
    const theirs = await kit.upload(stranger.token, 'not-mine.png');
    const before = await footprint(refused.claim.id, refused.owner.user.mobile);
    const foreign = await answer(refused.owner.token, refused.claim.id, 'appeal', { note: 'The photos show the damage is new.', upload_id: theirs });
    expect([foreign.status, foreign.body.code, foreign.body.fields]).toEqual([400, 'upload_missing', { upload_id: 'validation.uploadMissing' }]);
    expect(await footprint(refused.claim.id, refused.owner.user.mobile)).toEqual(before);

    const own = await kit.upload(refused.owner.token, 'licence.png');
    const appealed = await answer(refused.owner.token, refused.claim.id, 'appeal', { note: 'The photos show the damage is new.', upload_id: own });
    expect(appealed.body.claim.timeline.at(-1)).toMatchObject({ kind: 'appealed', file: { id: own, name: 'licence.png' } });
    // Refused again: the same upload cannot be sent with a second appeal.
    await desk(care.token, refused.claim.id, 'refuse', { reason: 'The licence had expired on the day of the accident.' });
    const reused = await answer(refused.owner.token, refused.claim.id, 'appeal', { note: 'The licence was renewed that week.', upload_id: own });
    expect([reused.status, reused.body.code]).toEqual([400, 'upload_missing']);
  });
});
