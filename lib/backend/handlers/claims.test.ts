/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { addDays } from '@/lib/calendar/days';
import { CLAIM_REPORT_WINDOW_DAYS } from '@/lib/config/claims';
import { claimsKit } from '../test-claims';
import type { Db } from '../db/client';
import { appointments, claimFiles, claims, notifications, outbox, policies } from '../db/schema';
import { databaseForFile } from '../test-db';

let db: Db;
/** Thursday 21 May 2026 in Amman, the week before Eid al-Adha's holidays (25-29 May): every call is served then. */
const kit = claimsKit(() => db, new Date('2026-05-21T10:00:00+03:00'));
const { call, today } = kit;

databaseForFile('claims-test', (opened) => ({ db } = opened), { env: { PUBLIC_ORIGIN: 'https://portal.example.jo' } });

describe('reporting a claim', () => {
  it('gives a claim number at once, claims the files, and acknowledges by SMS and e-mail in the customer language with the link', async () => {
    // Messages in Arabic (the account's language for messages), reported from an Arabic screen.
    const owner = await kit.customer('ar');
    const body = await kit.homeReport(owner.token, owner.home.id);
    const res = await kit.report(owner.token, body, 'ar');
    expect(res.status).toBe(200);
    const claim = res.body.claim;
    expect(claim).toMatchObject({ state: 'reported', line: 'home', event: 'water', version: 0, policy_id: owner.home.id, contract_number: owner.home.contractNumber });
    expect(claim.reference).toBe(`CL-${String(claim.id).padStart(6, '0')}`);
    expect(claim.insured).toContain('Wasfi Al-Tal Street');
    expect(claim.insured).toContain('عمّان');
    expect(claim.documents.map((d: { key: string }) => d.key)).toEqual(['damage_photos', 'repair_estimate']);
    expect(claim.timeline).toEqual([expect.objectContaining({ kind: 'reported', by: { role: 'customer', name: owner.user.nameAr } })]);
    // Five working days: Sunday 24 May, then (past Eid and the weekend) 31 May, 1, 2 and 3 June.
    expect(claim.due).toEqual({ kind: 'documents', by: '2026-06-03', working_days: 5, overdue: false });
    expect(claim.customer_actions).toEqual([]);
    expect(claim.desk_actions).toEqual([]);

    const sent = await db.select().from(outbox).where(eq(outbox.to, owner.user.mobile));
    const sms = sent.find((m) => m.channel === 'sms' && m.body.includes(claim.reference));
    expect(sms?.language).toBe('ar');
    expect(sms?.body).toContain(`https://portal.example.jo/ar/claims/${claim.id}`);
    expect(sms?.body).toContain('03-06-2026');
    expect(sms?.body).toMatch(/[\u0600-\u06FF]/);
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.to, owner.user.email), eq(outbox.channel, 'email')));
    expect(mail?.subject).toContain(claim.reference);
    expect(mail?.body).toContain(`https://portal.example.jo/ar/claims/${claim.id}`);
    expect(mail?.body).toContain(owner.user.nameAr);
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notice).toMatchObject({ kind: 'claim', key: expect.stringMatching(new RegExp(`^claim:${claim.id}:`)) });

    // The files are the claim's: another report cannot claim them again.
    const again = await kit.report(owner.token, { ...body, report_key: crypto.randomUUID(), occurred_on: addDays(today, -3) });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('upload_missing');
  });

  it('answers a resend of the same report with the same claim, in parallel too', async () => {
    const owner = await kit.customer();
    const body = await kit.homeReport(owner.token, owner.home.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => kit.report(owner.token, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.claim.id)).size).toBe(1);
    expect(await db.select().from(claims).where(eq(claims.userId, owner.user.id))).toHaveLength(1);
  });

  it('warns before a second claim of the same contract, day and event, naming the open one, and takes it when confirmed', async () => {
    const owner = await kit.customer();
    const first = (await kit.report(owner.token, await kit.homeReport(owner.token, owner.home.id))).body.claim;
    const second = await kit.homeReport(owner.token, owner.home.id);
    const warned = await kit.report(owner.token, second);
    expect(warned.status).toBe(409);
    expect(warned.body).toMatchObject({ code: 'claim_duplicate', claim_id: first.id, reference: first.reference });
    expect(warned.body.message).toContain(first.reference);
    const arabic = await kit.report(owner.token, second, 'ar');
    expect(arabic.body.message).toMatch(/[\u0600-\u06FF]/);
    // Another event of that day is no duplicate; a confirmed one is taken.
    const confirmed = await kit.report(owner.token, { ...second, confirm_duplicate: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.claim.id).not.toBe(first.id);
  });

  it('refuses a future day, a day too old and a day out of the cover, each with what to do, and writes nothing', async () => {
    const owner = await kit.customer();
    const cases: [string, string][] = [
      [addDays(today, 1), 'claim_day_future'],
      [addDays(today, -CLAIM_REPORT_WINDOW_DAYS - 1), 'claim_day_too_old'],
      [addDays(today, -101), 'claim_not_covered'],
    ];
    for (const [day, code] of cases) {
      const res = await kit.report(owner.token, await kit.homeReport(owner.token, owner.home.id, { occurred_on: day }));
      expect([day, res.status, res.body.code]).toEqual([day, 400, code]);
      expect(res.body.fields).toEqual({ occurred_on: `errors.${code}` });
    }
    const outOfCover = await kit.report(owner.token, await kit.homeReport(owner.token, owner.home.id, { occurred_on: addDays(today, -101) }));
    expect(outOfCover.body.message).toContain('10-02-2026'); // the contract began 100 days before
    expect(await db.select().from(claims).where(eq(claims.userId, owner.user.id))).toEqual([]);
  });

  it('refuses another customer\'s contract (404), a contract of another line, and bad input without a 500', async () => {
    const owner = await kit.customer();
    const stranger = await kit.customer();
    const theirs = await kit.report(owner.token, await kit.homeReport(owner.token, stranger.home.id));
    expect([theirs.status, theirs.body.code]).toEqual([404, 'claim_policy_not_found']);
    const wrongLine = await kit.report(owner.token, await kit.homeReport(owner.token, owner.travel.id));
    expect([wrongLine.status, wrongLine.body.code]).toEqual([400, 'claim_line_mismatch']);
    const missing = await kit.report(owner.token, { ...(await kit.homeReport(owner.token, owner.home.id)), documents: [] });
    expect([missing.status, missing.body.code]).toEqual([400, 'validation_error']);
    expect(missing.body.fields['documents.damage_photos']).toBe('claims.validation.document');
    const car = await kit.report(owner.token, await kit.glassReport(owner.token, owner.motor.id, { location: null }));
    expect(car.body.fields).toMatchObject({ location: 'claims.validation.location' });
  });

  it('is counted against the daily limit before the work', async () => {
    const owner = await kit.customer();
    let last = 0;
    for (let i = 0; i < 11; i += 1) {
      last = (await kit.report(owner.token, { ...(await kit.homeReport(owner.token, owner.travel.id)) })).status;
    }
    expect(last).toBe(429);
  });
});

describe('a customer reads only their own claims and files', () => {
  it('lists their claims newest first and answers 404 for another customer\'s claim and files', async () => {
    const { owner, claim } = await kit.reportedClaim();
    const stranger = await kit.customer();
    const mine = await call('GET', '/claims', { token: owner.token });
    expect(mine.body.claims.map((c: { id: number }) => c.id)).toEqual([claim.id]);
    expect(mine.body.claims[0].customer).toBeNull();
    expect((await call('GET', '/claims', { token: stranger.token })).body.claims).toEqual([]);
    const [file] = await db.select().from(claimFiles).where(eq(claimFiles.claimId, claim.id));
    const read = await call('GET', `/claims/${claim.id}/files/${file!.uploadId}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body.content_type).toBe('image/png');
    for (const path of [`/claims/${claim.id}`, `/claims/${claim.id}/files/${file!.uploadId}`]) {
      const res = await call('GET', path, { token: stranger.token });
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'claim_not_found']);
    }
    expect((await call('GET', `/claims/${claim.id}/files/nope`, { token: owner.token })).status).toBe(404);
    expect((await call('GET', '/claims/abc', { token: owner.token })).status).toBe(404);
    // Customer care reads any claim's files, and not the customer's own list.
    const care = await kit.careToken();
    expect((await call('GET', `/claims/${claim.id}/files/${file!.uploadId}`, { token: care.token })).status).toBe(200);
    expect((await call('GET', `/claims/${claim.id}`, { token: care.token })).status).toBe(403);
  });

  it('refuses the desk to customers', async () => {
    const { owner, claim } = await kit.reportedClaim();
    for (const [method, p] of [['GET', '/claims-desk'], ['GET', `/claims-desk/${claim.id}`], ['POST', `/claims-desk/${claim.id}/approve`]] as const) {
      const res = await call(method, p, { token: owner.token, body: method === 'POST' ? { version: 0, gross: '10', excess: '0' } : undefined });
      expect([p, res.status]).toEqual([p, 403]);
    }
  });
});

describe('booking the assessor from a car claim', () => {
  it('links a Lababak appointment of the same customer and contract, once, and shows it', async () => {
    const owner = await kit.customer();
    const claim = (await kit.report(owner.token, await kit.glassReport(owner.token, owner.motor.id))).body.claim;
    expect(claim.customer_actions).toEqual(['book_assessor']);
    const [appointment] = await db.insert(appointments).values({
      userId: owner.user.id, policyId: owner.motor.id, name: owner.user.nameEn, phone: owner.user.mobile, note: '', date: addDays(today, 3),
      timePeriod: '10:30-12:30', car: 'Kia Rio 2020', towing: false, lat: 31.95, lng: 35.91, address: 'Abdali', status: 'booked',
    }).returning();
    const [other] = await db.insert(policies).values({ ...owner.motor, id: undefined, contractNumber: `${owner.motor.contractNumber}-2`, qrToken: `${owner.motor.qrToken}-2` }).returning();
    const [elsewhere] = await db.insert(appointments).values({ ...appointment!, id: undefined, policyId: other!.id }).returning();
    const wrong = await call('POST', `/claims/${claim.id}/assessor`, { token: owner.token, body: { appointment_id: elsewhere!.id } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'claim_appointment_unsuitable']);
    const linked = await call('POST', `/claims/${claim.id}/assessor`, { token: owner.token, body: { appointment_id: appointment!.id } });
    expect(linked.status).toBe(200);
    expect(linked.body.claim).toMatchObject({ state: 'assessment', appointment: { id: appointment!.id, reference: `LB-${String(appointment!.id).padStart(6, '0')}`, status: 'booked' } });
    expect(linked.body.claim.timeline.at(-1)).toMatchObject({ kind: 'assessor_booked', reference: `LB-${String(appointment!.id).padStart(6, '0')}` });
    const again = await call('POST', `/claims/${claim.id}/assessor`, { token: owner.token, body: { appointment_id: appointment!.id } });
    expect([again.status, again.body.claim.version]).toEqual([200, linked.body.claim.version]);
    const home = (await kit.reportedClaim()).claim;
    const notCar = await call('POST', `/claims/${home.id}/assessor`, { token: owner.token, body: { appointment_id: appointment!.id } });
    expect(notCar.status).toBe(404);
  });
});

describe('the in-app notices of a claim', () => {
  it('are of kind claim, in the reader\'s language, and lead to the claim\'s page', async () => {
    const { owner, claim } = await kit.reportedClaim();
    const notices = (await call('GET', '/notifications/getUserNotifications', { token: owner.token, lang: 'ar' })).body.notifications;
    expect(notices[0]).toMatchObject({
      kind: 'claim', title: 'تم الإبلاغ عن المطالبة', read: false,
      target: { kind: 'claim', claim_id: claim.id, line: 'home', policy_id: owner.home.id },
    });
    expect(notices[0].body).toContain(claim.reference);
  });
});
