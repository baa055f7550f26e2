/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { COMPLIANCE_EMAIL } from '@/lib/config/company';
import type { Db } from '../../db/client';
import { outbox, outboxAttachments, users } from '../../db/schema';
import { startBody } from '../../payments/test-helpers';
import { TEST_CARDS } from '../../payments/test-cards';
import { backendClient } from '../../test-client';
import { databaseForFile } from '../../test-db';

let db: Db;
const { call, newSession, signIn } = backendClient(() => db);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');

databaseForFile('identity-review-test', (opened) => ({ db } = opened));
afterEach(() => { delete process.env.PORTAL_ENV; });

async function signUp(nationalId: string, email: string, mobile: string) {
  const token = await newSession();
  const upload = async () => (await call('POST', '/uploads?purpose=identity', { token, body: PNG, headers: { 'content-type': 'image/png', 'x-file-name': 'id.png' } })).body.id as string;
  const documents = [{ side: 'front', upload_id: await upload() }, { side: 'back', upload_id: await upload() }];
  const journey = (await call('POST', '/user/initiate', { token, body: { documents } })).body.journey_id;
  return call('POST', '/user', {
    token, body: {
      nationality: 'JO', national_id: nationalId, name_ar: 'سارة محمد علي يوسف', name_en: 'Sara Mohammad Ali Yousef',
      mobile, email, password: 'Secret123', journey_id: journey, city: 'amman', employer: 'private', monthly_income: '500-1000',
    },
  });
}

describe('the identity check in production', () => {
  it('is never decided by the document number: the account waits for review and its scans go to the compliance desk', async () => {
    process.env.PORTAL_ENV = 'production';
    // A number the demo's stand-in would pass at once.
    const answer = await signUp('9812344567', 'review.prod@example.com', '0795554567');
    expect(answer.status).toBe(200);
    expect(answer.body.user.status).toBe('refer');
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, COMPLIANCE_EMAIL));
    expect(mail!.subject).toMatch(/^\[Identity review\] Account \d+: Sara Mohammad Ali Yousef$/);
    expect(mail!.body).toContain('national ID 9812344567');
    const files = await db.select().from(outboxAttachments).where(eq(outboxAttachments.outboxId, mail!.id));
    expect(files.map((f) => [f.kind, f.name])).toEqual([['upload', 'identity-front.png'], ['upload', 'identity-back.png']]);
  });

  it('in the demo still decides by the number, and writes to no one', async () => {
    const answer = await signUp('9812349999', 'review.demo@example.com', '0795559999');
    expect(answer.body.user.status).toBe('rejected');
    const [row] = await db.select().from(users).where(eq(users.email, 'review.demo@example.com'));
    expect(row!.status).toBe('rejected');
    expect(await db.select().from(outbox).where(eq(outbox.to, COMPLIANCE_EMAIL))).toHaveLength(1);
  });
});

describe('the test payment page in production', () => {
  it('takes no card: the test cards are refused as an unknown endpoint', async () => {
    const demo = await signIn('demo@portal.test');
    const quote = await call('POST', '/guard/quote', { token: demo, body: { previous_accidents: false, insured_sum: 1000, confirm_overlap: true } });
    const started = await call('POST', '/payment/start', { token: demo, body: await startBody(db, quote.body.quotation_id) });
    process.env.PORTAL_ENV = 'production';
    const paid = await call('POST', `/payment/${started.body.payment_id}/card`, { token: demo, body: { card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Omar Haddad' } });
    expect(paid).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await call('GET', `/payment/${started.body.payment_id}`, { token: demo })).body.status).toBe('pending');
  });
});
