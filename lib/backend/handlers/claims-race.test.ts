/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: 20 approvals, 20 settlements and 10 reports of one claim at once.
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../accounts/auth/password';
import { startSession } from '../accounts/auth/sessions';
import { claimsKit } from '../test-claims';
import type { Db } from '../db/client';
import { cheques, claimEvents, claims, outbox, users } from '../db/schema';
import { databaseForFile } from '../test-db';

let db: Db;
const kit = claimsKit(() => db);
const { call, desk, answer } = kit;
let care: { token: string; id: number };

databaseForFile('claims-race', (opened) => ({ db } = opened));
beforeAll(async () => {
  care = await kit.careToken();
}, 60_000);

async function inReview() {
  const made = await kit.reportedClaim();
  await desk(care.token, made.claim.id, 'assessment', { assessor: 'Mahmoud Aziz', assessed: '900' });
  return made;
}

const eventsOf = (claimId: number, kind: string) => db.select().from(claimEvents).where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.kind, kind)));

it('twenty parallel approvals of one version by one person give one approval, one event and one message', async () => {
  const { owner, claim } = await inReview();
  const version = (await call('GET', `/claims-desk/${claim.id}`, { token: care.token })).body.claim.version;
  const answers = await Promise.all(Array.from({ length: 20 }, () => desk(care.token, claim.id, 'approve', { gross: '800', excess: '50' }, version)));
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  expect(new Set(answers.map((a) => a.body.claim.version))).toEqual(new Set([version + 1]));
  expect(await eventsOf(claim.id, 'approved')).toHaveLength(1);
  const [row] = await db.select().from(claims).where(eq(claims.id, claim.id));
  expect(row).toMatchObject({ state: 'decided', netFils: 750_000, version: version + 1 });
  const told = (await db.select().from(outbox).where(eq(outbox.to, owner.user.mobile))).filter((m) => m.body.includes('750'));
  expect(told).toHaveLength(1);
});

it('two staff approving at once: one approval stands, the other is told the claim changed', async () => {
  const { claim } = await inReview();
  const [second] = await db.insert(users).values({
    email: `care-race-${Date.now()}@portal.test`, mobile: '0790009981', nationality: 'JO', nameEn: 'Rami Fouad Odeh', nameAr: 'رامي فؤاد عودة', type: 'customerCare',
    isVerified: true, status: 'complete', passwordHash: await hashPassword('Demo1234'), nationalId: '9990009981',
  }).returning();
  const otherToken = await startSession(db, crypto.randomUUID(), second!.id, new Date());
  const version = (await call('GET', `/claims-desk/${claim.id}`, { token: care.token })).body.claim.version;
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => desk(i % 2 ? otherToken : care.token, claim.id, 'approve', { gross: String(500 + (i % 2) * 100), excess: '0' }, version)));
  const won = answers.filter((a) => a.status === 200);
  const lost = answers.filter((a) => a.status === 409);
  expect(won.length + lost.length).toBe(10);
  expect(lost.every((a) => a.body.code === 'claim_changed')).toBe(true);
  expect(new Set(won.map((a) => a.body.claim.decision.net_fils)).size).toBe(1);
  expect(await eventsOf(claim.id, 'approved')).toHaveLength(1);
});

it('twenty parallel cheque settlements issue one cheque and one event', async () => {
  const { owner, claim } = await inReview();
  await desk(care.token, claim.id, 'approve', { gross: '420', excess: '20' });
  await answer(owner.token, claim.id, 'accept', { method: 'cheque' });
  const version = (await call('GET', `/claims-desk/${claim.id}`, { token: care.token })).body.claim.version;
  const answers = await Promise.all(Array.from({ length: 20 }, () => desk(care.token, claim.id, 'settle', { method: 'cheque' }, version)));
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  expect(await db.select().from(cheques).where(eq(cheques.claimId, claim.id))).toHaveLength(1);
  expect(await eventsOf(claim.id, 'cheque_issued')).toHaveLength(1);
  expect(new Set(answers.map((a) => a.body.claim.settlement.cheque_id)).size).toBe(1);
});

it('ten parallel sends of one report make one claim; parallel acceptances accept once', async () => {
  const owner = await kit.customer();
  const body = await kit.homeReport(owner.token, owner.home.id);
  const reports = await Promise.all(Array.from({ length: 10 }, () => kit.report(owner.token, body)));
  expect(reports.map((r) => r.status)).toEqual(Array(10).fill(200));
  const rows = await db.select().from(claims).where(eq(claims.userId, owner.user.id));
  expect(rows).toHaveLength(1);
  expect(await eventsOf(rows[0]!.id, 'reported')).toHaveLength(1);
  const id = rows[0]!.id;
  await desk(care.token, id, 'assessment', { assessor: 'Mahmoud Aziz', assessed: '300' });
  await desk(care.token, id, 'approve', { gross: '300', excess: '0' });
  const named = await kit.seen(owner.token, id);
  const accepts = await Promise.all(Array.from({ length: 10 }, () => answer(owner.token, id, 'accept', { method: 'cheque' }, { named })));
  expect(accepts.map((a) => a.status)).toEqual(Array(10).fill(200));
  expect(await eventsOf(id, 'accepted')).toHaveLength(1);
});

it('an accept of the old amount racing a new approval is answered 409 claim_decision_changed, and nothing is accepted', async () => {
  const { owner, claim } = await inReview();
  await desk(care.token, claim.id, 'approve', { gross: '500', excess: '50' });
  const first = await kit.seen(owner.token, claim.id);
  await answer(owner.token, claim.id, 'dispute', { note: 'The garage quoted 800 JOD for the repair.' }, { named: first });
  const version = (await call('GET', `/claims-desk/${claim.id}`, { token: care.token })).body.claim.version;
  // The desk's new approval and the old tab's accept of JOD 450, at once: whichever the lock takes
  // first, the accept names a decision that is not in force (disputed, or replaced).
  const [approval, accept] = await Promise.all([
    desk(care.token, claim.id, 'approve', { gross: '700', excess: '50' }, version),
    answer(owner.token, claim.id, 'accept', { method: 'cheque' }, { named: first }),
  ]);
  expect(approval.status).toBe(200);
  expect([accept.status, accept.body.code]).toEqual([409, 'claim_decision_changed']);
  expect(await eventsOf(claim.id, 'accepted')).toHaveLength(0);
  const [row] = await db.select().from(claims).where(eq(claims.id, claim.id));
  expect(row).toMatchObject({ state: 'decided', netFils: 650_000, decisionVersion: 2, acceptedAt: null, settlementMethod: null });
});

it('an accept and a dispute of one offer at once: exactly one of them stands', async () => {
  const { owner, claim } = await inReview();
  await desk(care.token, claim.id, 'approve', { gross: '500', excess: '50' });
  const named = await kit.seen(owner.token, claim.id);
  const [accept, dispute] = await Promise.all([
    answer(owner.token, claim.id, 'accept', { method: 'cheque' }, { named }),
    answer(owner.token, claim.id, 'dispute', { note: 'The garage quoted 800 JOD for the repair.' }, { named }),
  ]);
  expect([accept.status, dispute.status].sort()).toEqual([200, 409]);
  const accepted = (await eventsOf(claim.id, 'accepted')).length;
  const disputed = (await eventsOf(claim.id, 'disputed')).length;
  expect(accepted + disputed).toBe(1);
  const [row] = await db.select().from(claims).where(eq(claims.id, claim.id));
  expect(row!.state).toBe(accepted ? 'decided' : 'review');
});
