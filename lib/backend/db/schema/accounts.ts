import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: ['customer', 'customerCare'] }).notNull().default('customer'),
  isVerified: boolean('is_verified').notNull().default(false),
  status: text('status', { enum: ['complete', 'refer', 'rejected'] }).notNull().default('complete'),
  blackList: boolean('black_list').notNull().default(false),
  /** Barred from issuing travel contracts and renewing car contracts on the web (spec §6): the company does it. */
  webIssuingBarred: boolean('web_issuing_barred').notNull().default(false),
  /** yyyy-MM-dd when known (from the identity document), so purchase forms do not ask for it. */
  birthDate: date('birth_date', { mode: 'string' }),
  /**
   * The birth date was declared by the customer in a purchase (the account had none), not read from the
   * identity document: written with the first contract issued on it, then fixed; the company corrects it
   * with the reason recorded (birth_date_corrections).
   */
  birthDateDeclared: boolean('birth_date_declared').notNull().default(false),
  email: text('email').notNull().unique(),
  /** E.164 (`+962791234567`, lib/phone), whatever way it was typed: one phone, one open account. */
  mobile: text('mobile').notNull(),
  nationality: text('nationality').notNull(),
  /** Stored normalised (lib/validation/identity-number.ts): Latin digits, no spaces, capitals. */
  nationalId: text('national_id'),
  passportId: text('passport_id'),
  /**
   * Set only by the migration that made identity numbers unique, on accounts that already shared
   * their number with an older open one: kept usable, left out of the unique indexes, for the company
   * to merge or close. No new account is ever marked.
   */
  identityDuplicate: boolean('identity_duplicate').notNull().default(false),
  /**
   * Set only by the migration that stored mobile numbers in E.164, on accounts whose number then
   * turned out to be an older open account's too (typed `0791…` once and `00962791…` once): kept
   * usable by e-mail, left out of the mobile's unique index, for the company to resolve. No new
   * account is ever marked; a confirmed change of number clears it.
   */
  mobileDuplicate: boolean('mobile_duplicate').notNull().default(false),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  city: text('city'),
  employer: text('employer'),
  monthlyIncome: text('monthly_income'),
  passwordHash: text('password_hash').notNull(),
  /** The device that signed up; a retry of an unverified sign-up from it continues this account. */
  signupDeviceId: text('signup_device_id'),
  /**
   * The language for messages: every text message and e-mail to the customer is written in it, whatever
   * screen causes it (a step of theirs, staff's, the company's own reminders). The sign-up's language
   * until the customer chooses another on the profile; never changed by the language of a screen.
   */
  language: text('language', { enum: ['en', 'ar'] }).notNull().default('en'),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  // One open account per national ID, and per passport number: the insert decides, not a look-up.
  // A rejected account is closed (its identity was refused), so the number's real owner can sign up.
  uniqueIndex('users_national_id_open_uq').on(t.nationalId)
    .where(sql`national_id is not null and status <> 'rejected' and not identity_duplicate`),
  uniqueIndex('users_passport_id_open_uq').on(t.passportId)
    .where(sql`passport_id is not null and status <> 'rejected' and not identity_duplicate`),
  // One open account per mobile number, on the same terms.
  uniqueIndex('users_mobile_open_uq').on(t.mobile).where(sql`status <> 'rejected' and not mobile_duplicate`),
]);

/** One row per device session; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  deviceId: text('device_id').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  /** The session a sign-up made: its first screens show no offer popup (the customer has just arrived). */
  fromSignUp: boolean('from_sign_up').notNull().default(false),
}, (t) => [
  // The cap on visitors' sessions drops the least recently used first (accounts/auth/visitor-cap.ts).
  index('sessions_visitor_expires_idx').on(t.expiresAt).where(sql`user_id is null`),
]);

export const otpCodes = pgTable('otp_codes', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['verify', 'reset', 'signin'] }).notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  consumedAt: at('consumed_at'),
  /**
   * The device (session cookie) that asked for a sign-in or reset code: only that device may try it,
   * so another client's wrong codes never spend the tries of the code its owner holds.
   */
  deviceId: text('device_id'),
}, (t) => [index('otp_codes_mobile_idx').on(t.mobile, t.createdAt)]);

/**
 * A change of e-mail or mobile number waiting for its code: the new value takes effect only when the
 * code sent to it is confirmed; until then sign-in and password reset use the confirmed one.
 */
export const contactChanges = pgTable('contact_changes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  channel: text('channel', { enum: ['email', 'mobile'] }).notNull(),
  value: text('value').notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  consumedAt: at('consumed_at'),
  /** The device (session) that asked: only it may confirm the code. */
  deviceId: text('device_id'),
}, (t) => [index('contact_changes_user_idx').on(t.userId, t.createdAt)]);
