import { z } from 'zod';
import { endpoint } from '../define';

const bilingual = z.object({ en: z.string(), ar: z.string() });
const isoDay = z.iso.date();

export const announcementSchema = z.object({
  id: z.number().int(), title: bilingual, body: bilingual, image: z.string().nullable(), link: z.string().nullable(),
});

export const getHomeAnnouncements = endpoint({
  method: 'GET', path: '/announcement/home',
  response: z.object({ announcements: z.array(announcementSchema) }),
});

/** An offer in the request's language; `image` is a path under /assets/. */
export const offerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.string(),
  line: z.enum(['motor', 'travel', 'home', 'medical', 'personal-accident']).nullable(),
  published_at: z.iso.datetime(),
  valid_until: isoDay.nullable(),
  /** What the offer takes its discount off (the backend's price applies it): a comprehensive car renewal, a family trip; null for none. */
  discount_product: z.enum(['motor-comprehensive', 'travel-family']).nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/**
 * Additions to spec §7, which names the offers screens but not their source: the current offers,
 * newest first, and one offer. Any session may read them (a shared offer link previews for visitors).
 */
export const getOffers = endpoint({
  method: 'GET', path: '/offers', response: z.object({ offers: z.array(offerSchema) }),
});
export const getOffer = endpoint({
  method: 'GET', path: '/offers/{id}', response: z.object({ offer: offerSchema }),
});

/**
 * The dashboard's offer popup (an addition to spec §7): the newest current offer this customer has
 * not seen yet, or none, and none at all in the session a sign-up made. Seen is recorded once per
 * offer and customer (opening the offer or closing the popup); recording it again changes nothing.
 */
export const getPopupOffer = endpoint({
  method: 'GET', path: '/offer-popup', response: z.object({ offer: offerSchema.nullable() }),
});
export const markOfferSeen = endpoint({
  method: 'POST', path: '/offer-popup/{id}/seen', response: z.object({ ok: z.literal(true) }),
});
