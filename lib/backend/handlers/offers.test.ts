/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { HandlerContext } from '../context';
import type { Db } from '../db/client';
import { offers } from '../db/schema';
import { backendClient } from '../test-client';
import { contextFor } from '../test-context';
import { memoryDb } from '../test-db';
import { offerHandlers } from './offers';

let db: Db;
let close: () => Promise<void>;
const { get, newSession } = backendClient(() => db);
beforeAll(async () => ({ db, close } = await memoryDb()), 30_000);
afterAll(() => close());

const h = offerHandlers;
const as = (ctx: HandlerContext) => ctx as never;

describe('offers', () => {
  it('lists the current offers newest first, in the request’s language', async () => {
    const en = await h.getOffers(as(await contextFor(db, null)));
    expect(en.offers.map((o) => o.image)).toEqual(['/assets/offers/motor.png', '/assets/offers/travel.png', '/assets/offers/home.png']);
    expect(en.offers[0]).toMatchObject({ title: '15% off comprehensive car insurance', line: 'motor' });
    const ar = await h.getOffers(as(await contextFor(db, null, { lang: 'ar' })));
    expect(ar.offers[0]?.title).toBe('خصم 15% على التأمين الشامل للسيارات');
  });

  it('answers one offer by id, and offer_not_found for unknown, malformed or ended ids', async () => {
    const [first] = (await h.getOffers(as(await contextFor(db, null)))).offers;
    const one = await h.getOffer(as(await contextFor(db, null, { params: { id: String(first!.id) }, lang: 'ar' })));
    expect(one.offer.id).toBe(first!.id);
    expect(one.offer.summary).toContain('وفّر 15%');
    for (const id of ['999999', 'abc', '1.5', '-1', '0', '99999999999', '']) {
      await expect(h.getOffer(as(await contextFor(db, null, { params: { id } })))).rejects.toMatchObject({ status: 404, code: 'offer_not_found' });
    }
  });

  it('hides an offer once its last day has passed, and one not yet published', async () => {
    const [row] = await db.insert(offers).values({
      titleEn: 'Old', titleAr: 'قديم', summaryEn: 's', summaryAr: 's', bodyEn: 'b', bodyAr: 'b', image: '/assets/offers/home.png',
      line: null, publishedAt: new Date(Date.now() - 90 * 86_400_000), validUntil: '2020-01-01',
    }).returning();
    const [future] = await db.insert(offers).values({
      titleEn: 'Soon', titleAr: 'قريباً', summaryEn: 's', summaryAr: 's', bodyEn: 'b', bodyAr: 'b', image: '/assets/offers/home.png',
      line: null, publishedAt: new Date(Date.now() + 5 * 86_400_000), validUntil: null,
    }).returning();
    const list = await h.getOffers(as(await contextFor(db, null)));
    expect(list.offers.map((o) => o.id)).not.toContain(row!.id);
    expect(list.offers.map((o) => o.id)).not.toContain(future!.id);
    await expect(h.getOffer(as(await contextFor(db, null, { params: { id: String(row!.id) } })))).rejects.toMatchObject({ code: 'offer_not_found' });
    await db.delete(offers).where(eq(offers.id, row!.id));
    await db.delete(offers).where(eq(offers.id, future!.id));
  });

  it('answers 404 {code, message} over HTTP for a bad id, never a 500', async () => {
    const token = await newSession();
    for (const id of ['x', '%00', '12345678901234567890']) {
      const res = await get(`/offers/${id}`, token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('home announcements', () => {
  it('lists them by position with both languages', async () => {
    const { announcements } = await h.getHomeAnnouncements(as(await contextFor(db, null)));
    expect(announcements.map((a) => a.title.en)).toEqual(['Lababak: we come to you', 'Check your settlement cheque']);
    expect(announcements[1]).toMatchObject({ title: { ar: 'تحقق من شيك التسوية' }, link: '/cheques', image: null });
  });
});
