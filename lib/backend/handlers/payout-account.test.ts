/** @jest-environment node */
import { desc, eq } from 'drizzle-orm';
import { OTP_POLICY } from '@/lib/config/security';
import { claimsKit } from '../test-claims';
import type { Db } from '../db/client';
import { outbox, payoutAccountChanges, payoutAccounts } from '../db/schema';
import { startSession } from '../accounts/auth/sessions';
import { memoryDb } from '../test-db';
import { TEST_PASSWORD } from '../test-customer';

let db: Db;
let close: () => Promise<void>;
const kit = claimsKit(() => db);
const { call } = kit;
const IBAN = 'JO94CBJO0010000000000131000302';
const SPACED = 'jo94 cbjo 0010 0000 0000 0131 0003 02';

beforeAll(async () => ({ db, close } = await memoryDb()), 60_000);
afterAll(() => close());

const start = (token: string, body: Record<string, unknown>, lang = 'en') => call('POST', '/payout-account', { token, body, lang });
const confirm = (token: string, body: Record<string, unknown>) => call('POST', '/payout-account/confirm', { token, body });
const codeSentTo = async (mobile: string) => {
  const [sms] = await db.select().from(outbox).where(eq(outbox.to, mobile)).orderBy(desc(outbox.id)).limit(1);
  return { sms, code: sms?.body.match(/\b(\d{6})\b/)?.[1] ?? '' };
};

it('changes the account only with the password and the code sent to the mobile, keeping only the code\'s hash', async () => {
  const owner = await kit.customer();
  expect((await call('GET', '/payout-account', { token: owner.token })).body).toEqual({ account: null });
  const started = await start(owner.token, { iban: SPACED, password: TEST_PASSWORD });
  expect(started.status).toBe(200);
  expect(started.body).toMatchObject({ change_id: expect.any(String), mobile_masked: expect.stringMatching(/^077 ••• •\d{3}$/), expires_at: expect.any(String) });
  const { sms, code } = await codeSentTo(owner.user.mobile);
  expect(code).toMatch(/^\d{6}$/);
  expect(sms?.body).toContain('JO•• •••• •••• 0302');
  const [stored] = await db.select().from(payoutAccountChanges).where(eq(payoutAccountChanges.id, started.body.change_id));
  expect(stored?.codeHash).not.toContain(code);
  expect(stored?.iban).toBe(IBAN);
  // Nothing changes before the code comes back.
  expect((await call('GET', '/payout-account', { token: owner.token })).body.account).toBeNull();

  const wrong = await confirm(owner.token, { change_id: started.body.change_id, code: code === '000000' ? '111111' : '000000' });
  expect(wrong).toMatchObject({ status: 400, body: { code: 'otp_invalid', tries_left: OTP_POLICY.maxTriesPerCode - 1, fields: { code: 'errors.otp_invalid' } } });
  const stranger = await kit.customer();
  expect((await confirm(stranger.token, { change_id: started.body.change_id, code })).body.code).toBe('otp_invalid');

  const done = await call('POST', '/payout-account/confirm', { token: owner.token, body: { change_id: started.body.change_id, code }, lang: 'ar' });
  expect(done.status).toBe(200);
  expect(done.body.account).toMatchObject({ iban_masked: 'JO•• •••• •••• 0302', holder: owner.user.nameAr });
  expect((await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, owner.user.id)))[0]?.iban).toBe(IBAN);
  // A replay of the code changes nothing more; the owner is told at the account's e-mail.
  expect((await confirm(owner.token, { change_id: started.body.change_id, code })).body.code).toBe('otp_expired');
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, owner.user.email)).orderBy(desc(outbox.id)).limit(1);
  expect(mail?.body).toContain('0302');
  const same = await start(owner.token, { iban: IBAN, password: TEST_PASSWORD });
  expect([same.status, same.body.code, same.body.fields]).toEqual([400, 'payout_unchanged', { iban: 'errors.payout_unchanged' }]);
});

it('refuses a wrong password and a bad IBAN on their fields, and sends nothing', async () => {
  const owner = await kit.customer();
  const wrongPassword = await start(owner.token, { iban: IBAN, password: 'not-the-password' });
  expect([wrongPassword.status, wrongPassword.body.code, wrongPassword.body.fields]).toEqual([400, 'wrong_password', { password: 'errors.wrong_password' }]);
  const typo = await start(owner.token, { iban: 'JO94CBJO0010000000000131000303', password: TEST_PASSWORD });
  expect([typo.status, typo.body.fields]).toEqual([400, { iban: 'claims.validation.ibanCheck' }]);
  const foreign = await start(owner.token, { iban: 'GB82WEST12345698765432', password: TEST_PASSWORD });
  expect(foreign.body.fields).toEqual({ iban: 'claims.validation.ibanCountry' });
  expect(await db.select().from(outbox).where(eq(outbox.to, owner.user.mobile))).toEqual([]);
});

it('lets a code expire, and stops after too many wrong codes', async () => {
  const owner = await kit.customer();
  const first = await start(owner.token, { iban: IBAN, password: TEST_PASSWORD });
  const { code } = await codeSentTo(owner.user.mobile);
  await db.update(payoutAccountChanges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(payoutAccountChanges.id, first.body.change_id));
  expect((await confirm(owner.token, { change_id: first.body.change_id, code })).body.code).toBe('otp_expired');
  const second = await start(owner.token, { iban: IBAN, password: TEST_PASSWORD });
  const right = (await codeSentTo(owner.user.mobile)).code;
  const bad = right === '000000' ? '111111' : '000000';
  const tries = [];
  for (let i = 0; i < OTP_POLICY.maxTriesPerCode; i += 1) tries.push((await confirm(owner.token, { change_id: second.body.change_id, code: bad })).status);
  expect(tries.at(-1)).toBe(429);
  expect((await confirm(owner.token, { change_id: second.body.change_id, code: right })).status).toBe(429);
  expect(await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, owner.user.id))).toEqual([]);
});

it('counts changes per account before the password is checked', async () => {
  const owner = await kit.customer();
  const answers = [];
  for (let i = 0; i < 6; i += 1) answers.push((await start(owner.token, { iban: IBAN, password: 'wrong-password' })).body.code);
  expect(answers).toEqual(['wrong_password', 'wrong_password', 'wrong_password', 'wrong_password', 'wrong_password', 'too_many_requests']);
});

it('is the customer\'s own: customer care has no payout account calls', async () => {
  const care = await kit.careToken();
  expect((await call('GET', '/payout-account', { token: care.token })).status).toBe(403);
});

it('takes the code only from the browser that asked: another session of the account, with the right code, is told it is wrong', async () => {
  const owner = await kit.customer();
  const other = await startSession(db, crypto.randomUUID(), owner.user.id, new Date());
  const started = await start(owner.token, { iban: IBAN, password: TEST_PASSWORD });
  const { code } = await codeSentTo(owner.user.mobile);
  expect(await confirm(other, { change_id: started.body.change_id, code })).toMatchObject({ status: 400, body: { code: 'otp_invalid', fields: { code: 'errors.otp_invalid' } } });
  expect((await call('GET', '/payout-account', { token: owner.token })).body.account).toBeNull();
  // The other session's try spent none of the code's tries: the asking browser confirms.
  expect((await confirm(owner.token, { change_id: started.body.change_id, code })).status).toBe(200);
});
