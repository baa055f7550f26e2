/** @jest-environment node */
/**
 * The portal's messages as they leave, against real servers on 127.0.0.1: an SMTP server
 * (smtp-server, read back with mailparser) and an SMPP server (the smpp package's server side). Each
 * flow goes through the backend's router as the portal calls it; the worker then delivers the outbox.
 */
import { eq, like } from 'drizzle-orm';
import { nextOpenDays } from '@/lib/calendar/days';
import { backgroundSettled } from '../../background';
import type { Db } from '../../db/client';
import { blockedDays, outbox, policies, rateLimits, users } from '../../db/schema';
import { queueEmail, queueSms } from '../outbox';
import { TEST_CARDS } from '../../payments/test-cards';
import { startBody } from '../../payments/test-helpers';
import { backendClient } from '../../test-client';
import { databaseForFile } from '../../test-db';
import { createSmppTransport } from './smpp-transport';
import { createSmtpTransport } from './smtp-transport';
import { startTestSmppServer, type TestSmppServer } from './test-smpp-server';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';
import type { EmailTransport, SmsTransport } from './transport';
import { attachmentsOf } from '../../mail-attachments';
import { DeliveryWorker } from './worker';

let db: Db;
let smtp: TestSmtpServer;
let smpp: TestSmppServer;
let email: EmailTransport;
let sms: SmsTransport;
let worker: DeliveryWorker;
const { call, newSession, signIn } = backendClient(() => db);
const FROM = 'Sanad Insurance <no-reply@sanad.example>';

databaseForFile('delivery-test', (opened) => ({ db } = opened));
beforeAll(async () => {
  [smtp, smpp] = await Promise.all([startTestSmtpServer({ user: 'portal', password: 'mail-secret' }), startTestSmppServer({ systemId: 'portal', password: 'sms-pw' })]);
  email = createSmtpTransport(smtp.url, FROM);
  sms = createSmppTransport(smpp.url, 'Sanad', { reconnectMinMs: 50, reconnectMaxMs: 200 });
  worker = new DeliveryWorker(db, { email, sms, attachments: attachmentsOf });
  // What the seed queued is not this file's to deliver.
  await db.update(outbox).set({ state: 'sent' });
}, 90_000);
afterAll(async () => {
  await Promise.all([email.close(), sms.close()]);
  await Promise.all([smtp.close(), smpp.close()]);
});
beforeEach(() => db.delete(rateLimits));

/** Everything queued so far, delivered (background work first: a reset code is written after the answer). */
async function deliver() {
  await backgroundSettled();
  await worker.drain();
}
const mailsTo = (to: string) => smtp.received.filter((m) => m.envelope.rcptTo.includes(to));
const textsTo = (to: string) => smpp.received.filter((m) => m.to === to);

describe('a new customer signing up in Arabic', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');
  it('gets the 4-digit code as an SMPP submit_sm in UCS-2, and the code verifies the number', async () => {
    const token = await newSession();
    const upload = async () => (await call('POST', '/uploads?purpose=identity', {
      token, body: PNG, headers: { 'content-type': 'image/png', 'x-file-name': 'id.png' },
    })).body.id as string;
    const documents = [{ side: 'front', upload_id: await upload() }, { side: 'back', upload_id: await upload() }];
    const journey = (await call('POST', '/user/initiate', { token, body: { documents } })).body.journey_id;
    const signedUp = await call('POST', '/user', {
      token, lang: 'ar', body: {
        nationality: 'JO', national_id: '9812340777', name_ar: 'سارة محمد علي يوسف', name_en: 'Sara Mohammad Ali Yousef',
        mobile: '0795550777', email: 'sara.delivery@example.com', password: 'Secret123', journey_id: journey,
        city: 'amman', employer: 'private', monthly_income: '500-1000',
      },
    });
    expect(signedUp.status).toBe(200);
    await deliver();
    const [text] = textsTo('962795550777');
    expect(text).toMatchObject({ from: 'Sanad', dataCoding: 8 });
    expect(text!.text).toMatch(/[\u0600-\u06ff]/);
    const code = /\b(\d{4})\b/.exec(text!.text)?.[1];
    expect(code).toBeDefined();
    const verified = await call('POST', '/otp/verify', { token: signedUp.body.auth_token, body: { code } });
    expect(verified.status).toBe(200);
    expect((await db.select().from(outbox).where(eq(outbox.to, '+962795550777')))[0]).toMatchObject({ state: 'sent', providerIds: text!.messageIds });
  });
});

describe('a forgotten password', () => {
  it.each(['en', 'ar'] as const)('sends the reset code by e-mail (%s), with both parts in that language, and by SMS', async (lang) => {
    // In the account's language for messages, whatever the language of the screen that asked.
    await db.update(users).set({ language: lang }).where(eq(users.email, 'demo@portal.test'));
    const before = mailsTo('demo@portal.test').length;
    expect((await call('POST', '/user/forget-password', { token: await newSession(), lang: lang === 'ar' ? 'en' : 'ar', body: { email: 'demo@portal.test' } })).status).toBe(200);
    await deliver();
    const mail = mailsTo('demo@portal.test')[before]!;
    expect(mail.subject).toBe(lang === 'ar' ? 'رمز إعادة تعيين كلمة المرور' : 'Password reset code');
    expect(mail.from?.value).toEqual([{ name: 'Sanad Insurance', address: 'no-reply@sanad.example' }]);
    expect(mail.headers.get('content-language')).toBe(lang);
    const code = /\b(\d{4})\b/.exec(mail.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(mail.html).toContain(code);
    expect(mail.html).toContain(lang === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
    const [sms] = textsTo('962790000001').slice(-1);
    expect(sms!.text).toContain(code);
  });
});

describe('a purchase', () => {
  it('sends the confirmation with the contract PDF attached', async () => {
    const demo = await signIn('demo@portal.test');
    const quote = await call('POST', '/guard/quote', { token: demo, body: { previous_accidents: false, insured_sum: 1000, confirm_overlap: true } });
    const started = await call('POST', '/payment/start', { token: demo, body: await startBody(db, quote.body.quotation_id) });
    const paid = await call('POST', `/payment/${started.body.payment_id}/card`, { token: demo, body: { card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Omar Haddad' } });
    expect(paid.body.status).toBe('paid');
    await deliver();
    const number = paid.body.policy.contract_number as string;
    const mail = mailsTo('demo@portal.test').find((m) => m.subject?.includes(number))!;
    expect(mail.text).toContain(`/policy/personal-accident/${paid.body.policy.id}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `contract-${number}.pdf`, contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a Lababak booking', () => {
  it('sends the confirmation by SMS and by e-mail with its calendar file, in the customer\'s language', async () => {
    const demo = await signIn('demo@portal.test');
    const [corolla] = await db.select().from(policies).where(like(policies.contractNumber, '%-000102'));
    const blocked = new Set((await db.select().from(blockedDays)).map((b) => b.date));
    const [day] = nextOpenDays(new Date(), 1, blocked, 9);
    const booked = await call('POST', '/booking/createAppointment', {
      token: demo, lang: 'ar', body: {
        policy_id: corolla!.id, name: 'Omar Khaled Saleh Haddad', phone: '0790000001', note: '',
        date: day, time_period: '12:30-14:30', can_move: true, towing: false, location: { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' },
      },
    });
    expect(booked.status).toBe(200);
    await deliver();
    const reference = booked.body.appointment.reference as string;
    const mail = mailsTo('demo@portal.test').find((m) => m.subject?.includes(reference))!;
    expect(mail.subject).toMatch(/تم حجز موعد الكشف/);
    expect(mail.html).toContain('dir="rtl"');
    const ics = mail.attachments.find((a) => a.filename === `${reference}.ics`)!;
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.content.toString()).toMatch(/BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*STATUS:CONFIRMED/);
    expect(textsTo('962790000001').some((m) => m.text.includes(reference) && m.dataCoding === 8)).toBe(true);
  });
});

describe('a contact message', () => {
  it.each(['en', 'ar'] as const)('is acknowledged by e-mail in %s, and reaches the care desk without the customer footer', async (lang) => {
    const demo = await signIn('demo@portal.test');
    // The acknowledgement is in the language the account chose for messages (the screen's is the other one).
    await db.update(users).set({ language: lang }).where(eq(users.email, 'demo@portal.test'));
    const before = mailsTo('demo@portal.test').length;
    const sent = await call('POST', '/email/send', { token: demo, lang: lang === 'ar' ? 'en' : 'ar', body: { name: 'Omar Haddad', email: 'omar@example.com', phone: '0790000001', subject: `Delivery ${lang}`, message: 'When will my claim be paid?' } });
    expect(sent.status).toBe(200);
    await deliver();
    const ack = mailsTo('demo@portal.test')[before]!;
    expect(ack.headers.get('content-language')).toBe(lang);
    expect(ack.text).toMatch(lang === 'ar' ? /[\u0600-\u06ff]/ : /received your message/);
    const desk = mailsTo('care@sanad-insurance.jo').find((m) => m.subject?.includes(`Delivery ${lang}`))!;
    expect(desk.text).toContain('When will my claim be paid?');
    expect(desk.text).not.toContain('because you have an account');
  });
});

describe('faults', () => {
  const clock = () => {
    let t = Date.now() + 1_000;
    return { now: () => new Date(t), pass: (ms: number) => { t += ms; } };
  };

  it('an SMTP server refusing for 30 s, then accepting: the message is delivered once after it returns', async () => {
    const c = clock();
    const patient = new DeliveryWorker(db, { email, sms, now: c.now, attachments: attachmentsOf });
    await queueEmail(db, { to: 'patient@example.com', subject: 'Your code', body: 'Code 4321', language: 'en' });
    const back = c.now().getTime() + 30_000;
    for (let i = 0; i < 12; i += 1) {
      smtp.refusing = c.now().getTime() < back;
      await patient.drain();
      c.pass(5_000);
    }
    smtp.refusing = false;
    expect(mailsTo('patient@example.com')).toHaveLength(1);
    expect((await db.select().from(outbox).where(eq(outbox.to, 'patient@example.com')))[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('an SMPP link dropped in the middle of a batch: every message is delivered', async () => {
    const c = clock();
    const batch = new DeliveryWorker(db, { email, sms, now: c.now, settings: { batch: 30 }, attachments: attachmentsOf });
    const bodies = Array.from({ length: 30 }, (_, i) => `Batch message ${i}`);
    for (const body of bodies) await queueSms(db, { to: '0791230000', body, language: 'en' });
    smpp.responseDelayMs = 20;
    const first = batch.drain();
    await smpp.when(() => textsTo('962791230000').length >= 5);
    smpp.dropLinks();
    await first;
    smpp.responseDelayMs = 0;
    for (let i = 0; i < 10; i += 1) {
      c.pass(10 * 60_000);
      await batch.drain();
    }
    const arrived = new Set(textsTo('962791230000').map((m) => m.text));
    expect(bodies.filter((b) => !arrived.has(b))).toEqual([]);
    const rows = await db.select().from(outbox).where(eq(outbox.to, '0791230000'));
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
    expect(rows.some((r) => r.attempts > 1)).toBe(true);
  });
});

it('keeps the demo customer\'s language as the last request left it', async () => {
  const [demo] = await db.select().from(users).where(eq(users.email, 'demo@portal.test'));
  expect(['en', 'ar']).toContain(demo!.language);
});
