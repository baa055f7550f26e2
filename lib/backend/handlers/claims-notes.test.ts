/** @jest-environment node */
import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claims, notifications, outbox } from '../db/schema';
import { claimsKit } from '../test-claims';
import { databaseForFile } from '../test-db';

/**
 * The desk's own notes (the assessor's finding, the closing's note for the file) stay with the desk:
 * nothing the customer receives carries them (their claim's answer, notices, text messages, e-mails).
 * What the desk writes for the customer (a refusal's reason, a request's note) still reaches them.
 */
let db: Db;
databaseForFile('claims-notes-test', (opened) => ({ db } = opened));
const kit = claimsKit(() => db);
const { call, desk } = kit;

const ASSESSMENT_NOTE = 'Rust under the sill: probably older than the contract, ask the garage';
const CLOSING_NOTE = 'Checked by the claims manager, nothing more to do';
const REASON = 'The water came from a roof left open for repairs (clause 4.2).';

it('the customer\'s claim carries neither the assessment\'s note nor the closing\'s; the desk\'s does', async () => {
  const care = await kit.careToken();
  const { owner, claim } = await kit.reportedClaim();
  expect((await desk(care.token, claim.id, 'assessment', { assessor: 'Mahmoud Aziz', assessed: '900', note: ASSESSMENT_NOTE })).status).toBe(200);
  expect((await desk(care.token, claim.id, 'refuse', { reason: REASON })).status).toBe(200);
  // Refused 31 days ago: the appeal window has passed and the desk may close it.
  await db.update(claims).set({ decidedAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(claims.id, claim.id));
  const closed = await desk(care.token, claim.id, 'close', { note: CLOSING_NOTE });
  expect(closed.status).toBe(200);

  for (const lang of ['en', 'ar']) {
    const mine = await call('GET', `/claims/${claim.id}`, { token: owner.token, lang });
    expect(mine.status).toBe(200);
    const text = JSON.stringify(mine.body);
    expect(text).not.toContain('Rust under the sill');
    expect(text).not.toContain('claims manager');
    expect(mine.body.claim.assessment).toMatchObject({ assessor: 'Mahmoud Aziz', assessed_fils: 900_000, note: null });
    const note = (kind: string) => mine.body.claim.timeline.find((e: { kind: string }) => e.kind === kind)?.note;
    expect([note('assessed'), note('closed')]).toEqual([null, null]);
    // What the desk wrote for the customer still reaches them.
    expect(note('refused')).toBe(REASON);
    expect(mine.body.claim.decision).toMatchObject({ outcome: 'refused', reason: REASON });
  }
  const list = await call('GET', '/claims', { token: owner.token });
  expect(JSON.stringify(list.body)).not.toMatch(/Rust under the sill|claims manager/);

  const sent = await db.select().from(outbox).where(or(eq(outbox.to, owner.user.mobile), eq(outbox.to, owner.user.email)));
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((m) => /Rust under the sill|claims manager/.test(`${m.subject} ${m.body}`))).toEqual([]);
  const notices = await db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
  expect(notices.filter((n) => /Rust under the sill|claims manager/.test(`${n.bodyEn} ${n.bodyAr}`))).toEqual([]);

  const deskView = (await call('GET', `/claims-desk/${claim.id}`, { token: care.token })).body.claim;
  expect(deskView.assessment.note).toBe(ASSESSMENT_NOTE);
  expect(deskView.timeline.find((e: { kind: string }) => e.kind === 'closed').note).toBe(CLOSING_NOTE);
});
