/** @jest-environment node */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, outbox, policies, users } from '../db/schema';
import { motorAcknowledgement } from '../messages/requests/mails';
import { memoryDb } from '../test-db';
import { sendContactChangedNotice } from '../accounts/notices/contact-change';
import { notifyContractIssued } from '../contracts/notices/contract';
import { daysLeftAr } from '../messages/days';

/**
 * What the backend writes in Arabic itself (notifications, SMS, e-mails) reads as Arabic does: the
 * Arabic comma, ranges start first ("من … إلى …"), numbers agreed with their nouns, phone numbers in
 * the screens' format and kept left to right. The English texts keep their own.
 */
let db: Db;
let close: () => Promise<void>;
let demo: typeof users.$inferSelect;
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  [demo] = await db.select().from(users).where(eq(users.email, 'demo@portal.test')) as [typeof users.$inferSelect];
}, 30_000);
afterAll(() => close());

const LRI = '\u2066';
const PDI = '\u2069';

describe('texts the backend writes in Arabic', () => {
  it('names an issued contract\'s period start first in Arabic, with the dash in English', async () => {
    const [policy] = await db.select().from(policies).where(eq(policies.userId, demo.id)).limit(1);
    const contract = { ...policy!, effectiveDate: '2026-11-26', expiry: '2027-11-25' };
    await notifyContractIssued(db, contract, new Date());
    const [notice] = await db.select().from(notifications).where(eq(notifications.key, `contract:${contract.id}`));
    expect(notice?.bodyAr).toContain('يغطيك من 26-11-2026 إلى 25-11-2027.');
    expect(notice?.bodyEn).toContain('covers you from 26-11-2026 – 25-11-2027.');
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, demo.email)).orderBy(desc(outbox.id)).limit(1);
    expect(mail?.body).toContain('ويغطيك من 26-11-2026 إلى 25-11-2027.');
    expect(mail?.body).not.toMatch(/[\u0600-\u06FF]\s*,/u);
  });

  it('writes the switchboard and the new number as the screens do, left to right inside Arabic', async () => {
    await sendContactChangedNotice(db, { channel: 'mobile', oldEmail: 'old@portal.test', oldMobile: '0790000099', value: '962781234567', lang: 'ar' });
    const [sms] = await db.select().from(outbox).where(eq(outbox.to, '0790000099')).orderBy(desc(outbox.id)).limit(1);
    expect(sms?.body).toContain(`إلى ${LRI}078 123 4567${PDI}.`);
    expect(sms?.body).toContain(`على ${LRI}06 500 0000${PDI}.`);
    await sendContactChangedNotice(db, { channel: 'mobile', oldEmail: 'old@portal.test', oldMobile: '0790000098', value: '0781234567', lang: 'en' });
    const [english] = await db.select().from(outbox).where(eq(outbox.to, '0790000098')).orderBy(desc(outbox.id)).limit(1);
    expect(english?.body).toContain('was changed to 078 123 4567.');
    expect(english?.body).toContain('call us at once on 06 500 0000.');
    expect(english?.body).not.toContain(LRI);
  });

  it('agrees the days left with their number', () => {
    expect(daysLeftAr(2)).toBe('خلال يومين');
    expect(daysLeftAr(3)).toBe('خلال 3 أيام');
    expect(daysLeftAr(11)).toBe('خلال 11 يوماً');
    expect(daysLeftAr(100)).toBe('خلال 100 يوم');
  });

  it('acknowledges a car request with the working days agreed and the phone in the screens\' format', () => {
    const form = {
      contact: { name: 'سارة', phone: '0790000001' },
      car: { make: 'toyota', model: 'corolla', production_year: 2021, engine_type: 'petrol', valuation: 18000 },
      licence: { front: 'a', back: 'b' }, registration: ['c'],
    } as unknown as Parameters<typeof motorAcknowledgement>[0];
    const ar = motorAcknowledgement(form, { userId: 1, email: 'x@portal.test', lang: 'ar', reference: 'CR-1', name: { en: 'Sara Ali', ar: 'سارة علي' } });
    expect(ar.body).toContain(`على الرقم ${LRI}079 000 0001${PDI} خلال يومَي عمل لتأكيد`);
    expect(ar.body).not.toContain('2 يومي');
    const en = motorAcknowledgement(form, { userId: 1, email: 'x@portal.test', lang: 'en', reference: 'CR-1', name: { en: 'Sara Ali', ar: 'سارة علي' } });
    expect(en.body).toContain('will call you on 079 000 0001 within 2 working days');
  });
});
