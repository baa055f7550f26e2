import { and, eq } from 'drizzle-orm';
import type { content } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import { offers, offerViews } from '../db/schema';
import { HttpError } from '../http';
import { currentOffers, offerView } from './offers';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';

/**
 * GET /offer-popup: the newest current offer, unless the customer has seen it (older offers stay on the
 * offers page: the popup announces what is new, it does not walk through the list one sign-in at a
 * time). None in the session a sign-up made (sessions.from_sign_up): a new customer's first screens are
 * theirs; the next sign-in makes a normal session.
 */
const getPopupOffer: Handler<typeof content.getPopupOffer> = async ({ db, user, session, now, lang }) => {
  const me = requireUser(user);
  if (session?.fromSignUp) return { offer: null };
  const [newest] = await currentOffers(db, now);
  if (!newest) return { offer: null };
  const [seen] = await db.select({ at: offerViews.seenAt }).from(offerViews)
    .where(and(eq(offerViews.offerId, newest.id), eq(offerViews.userId, me.id))).limit(1);
  return { offer: seen ? null : offerView(newest, lang) };
};

/**
 * POST /offer-popup/{id}/seen: the popup was closed or its offer opened. One row per customer and
 * offer (the primary key), so repeats and parallel calls record it once; an unknown offer is a 404.
 */
const markOfferSeen: Handler<typeof content.markOfferSeen> = async ({ db, user, params, now }) => {
  const me = requireUser(user);
  const raw = params.id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  const [offer] = Number.isSafeInteger(id) ? await db.select({ id: offers.id }).from(offers).where(eq(offers.id, id)).limit(1) : [];
  if (!offer) throw new HttpError(404, 'offer_not_found', 'This offer does not exist or has ended');
  await db.insert(offerViews).values({ userId: me.id, offerId: offer.id, seenAt: now }).onConflictDoNothing();
  return { ok: true as const };
};

export const offerPopupHandlers = {
  getPopupOffer,
  markOfferSeen,
} satisfies AreaHandlers;
