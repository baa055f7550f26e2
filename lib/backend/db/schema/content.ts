import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique, doublePrecision, date } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** In-app notifications; `key` makes event notifications idempotent (one per contract entering the warning window). */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['expiry', 'appointment', 'claim', 'general'] }).notNull(),
  key: text('key'),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  readAt: at('read_at'),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [index('notifications_user_idx').on(t.userId, t.createdAt), unique('notifications_user_key').on(t.userId, t.key)]);

/** Web push tokens from POST /notifications/register. */
export const pushTokens = pgTable('push_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  platform: text('platform').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [unique('push_tokens_user_token').on(t.userId, t.token)]);

/** Marketing offers: bilingual text and an image under /assets/offers/. */
export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  summaryEn: text('summary_en').notNull(),
  summaryAr: text('summary_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  image: text('image').notNull(),
  /** The line the offer sells, for its call to action; null for a general offer. */
  line: text('line', { enum: ['motor', 'travel', 'home', 'medical', 'personal-accident'] }),
  publishedAt: at('published_at').notNull(),
  validUntil: date('valid_until', { mode: 'string' }),
  /**
   * The price effect the offer promises, applied by the backend's pricing between publication and
   * `valid_until` to what `discount_product` names; null for an offer that promises no price.
   */
  discountPercent: integer('discount_percent'),
  discountProduct: text('discount_product', { enum: ['motor-comprehensive', 'travel-family'] }),
});

/** An offer's popup was shown to a customer: it is shown once per offer per customer. */
export const offerViews = pgTable('offer_views', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  offerId: integer('offer_id').notNull().references(() => offers.id, { onDelete: 'cascade' }),
  seenAt: at('seen_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.offerId] })]);

/** Announcements of the landing screen (GET /announcement/home). */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  image: text('image'),
  link: text('link'),
  position: integer('position').notNull().default(0),
});

/** Settlement cheques, looked up by id and optionally the beneficiary's phone. */
export const cheques = pgTable('cheques', {
  chequeId: text('cheque_id').primaryKey(),
  phone: text('phone'),
  status: text('status', { enum: ['delivered', 'ready', 'processing', 'preparation'] }).notNull(),
  amount: doublePrecision('amount'),
  settlementDate: date('settlement_date', { mode: 'string' }),
  /** The claim it settles, for cheques the claims desk issued (null on the company's older cheques). */
  claimId: integer('claim_id'),
});
