import { asc, desc, eq } from 'drizzle-orm';
import type { content } from '@/lib/api/endpoints';
import type { Offer } from '@/lib/api/endpoints/content';
import type { Handler } from '../context';
import type { Db } from '../db/client';
import { announcements, offers } from '../db/schema';
import { HttpError } from '../http';
import { offerInForce } from '../pricing';
import type { AreaHandlers } from './registry';
import type { Locale } from '@/lib/config/business';

type OfferRow = typeof offers.$inferSelect;

export function offerView(row: OfferRow, lang: Locale): Offer {
  const ar = lang === 'ar';
  return {
    id: row.id,
    title: ar ? row.titleAr : row.titleEn,
    summary: ar ? row.summaryAr : row.summaryEn,
    body: ar ? row.bodyAr : row.bodyEn,
    image: row.image,
    line: row.line,
    published_at: row.publishedAt.toISOString(),
    valid_until: row.validUntil,
    discount_product: row.discountProduct,
  };
}

/**
 * Published by now and valid through the end of its last day in Jordan (an offer with no end date
 * stays valid): the same rule as the prices that apply an offer (pricing/offer.ts), so an offer is
 * shown exactly while it is applied. The offers are a handful of rows.
 */
export async function currentOffers(db: Db, now: Date): Promise<OfferRow[]> {
  const rows = await db.select().from(offers).orderBy(desc(offers.publishedAt), desc(offers.id));
  return rows.filter((row) => offerInForce(row, now));
}

/** GET /offers: the offers still valid today, newest first. */
const getOffers: Handler<typeof content.getOffers> = async ({ db, now, lang }) => ({
  offers: (await currentOffers(db, now)).map((row) => offerView(row, lang)),
});

const MAX_ID = 2_147_483_647;

/** GET /offers/{id}: one current offer; an unknown, malformed or expired id is not found. */
const getOffer: Handler<typeof content.getOffer> = async ({ db, now, lang, params }) => {
  const raw = params.id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new HttpError(404, 'offer_not_found', 'This offer does not exist or has ended');
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  if (!row || !offerInForce(row, now)) throw new HttpError(404, 'offer_not_found', 'This offer does not exist or has ended');
  return { offer: offerView(row, lang) };
};

/** GET /announcement/home: the landing's announcements in their order, both languages. */
const getHomeAnnouncements: Handler<typeof content.getHomeAnnouncements> = async ({ db }) => {
  const rows = await db.select().from(announcements).orderBy(asc(announcements.position), asc(announcements.id));
  return {
    announcements: rows.map((a) => ({
      id: a.id,
      title: { en: a.titleEn, ar: a.titleAr },
      body: { en: a.bodyEn, ar: a.bodyAr },
      image: a.image,
      link: a.link,
    })),
  };
};

/** Offers and the landing announcements. */
export const offerHandlers = {
  getOffers,
  getOffer,
  getHomeAnnouncements,
} satisfies AreaHandlers;
