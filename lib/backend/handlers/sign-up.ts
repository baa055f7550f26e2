import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { account } from '@/lib/api/endpoints';
import {
  assertUnique, checkSendLimits, demandProofOfWork, hashPassword, holdsMobile, initialStatus, issueCode, publicUser, queueIdentityReview, revokeAllSessionsOf, rotateSession, sendUnderPressure,
} from '../accounts';
import type { Handler, SessionRow, UserRow } from '../context';
import { identityJourneys, sessions, users } from '../db/schema';
import { uniqueViolationOf } from '../db/unique-violation';
import { HttpError } from '../http';
import type { Tx } from '../db/tx';
import type { Locale } from '@/lib/config/business';
import { carryHolds } from '../pricing';

type SignUp = z.output<typeof account.createUser.body>;

/**
 * Any fixed number: the transaction-scoped advisory lock that lets one sign-up at a time decide who
 * holds an e-mail or a number, so parallel sign-ups see each other's accounts instead of clashing.
 */
const SIGN_UP_LOCK = 7_270_314;

/**
 * Sign-up. A spent code budget is refused, and past half of one the sign-up first costs a proof of
 * work, before anything is hashed or written; then the account,
 * its identity journey, the session and the first code are written in one transaction, so a refusal
 * at any point (the code limits counted for real, a taken address) leaves no account behind and the
 * visitor's session still works. A retry of an unverified sign-up from the same device continues
 * that account instead of finding its own e-mail taken.
 */
export const createUser: Handler<typeof account.createUser> = async ({ db, body, session, lang, address, now }) => {
  if (!session) throw new HttpError(401, 'invalid_session_id', 'Session not found');
  // E.164 already (lib/validation/mobile.ts): every spelling of a number is one account's.
  const { mobile } = body;
  const limits = { mobile, purpose: 'verify' as const, address, now };
  await checkSendLimits(db, limits);
  await demandProofOfWork(db, { pressed: await sendUnderPressure(db, limits), pow: body.pow, purpose: 'sign-up', now });
  // The language of the sign-up is the customer's, for the messages sent to them later.
  const details = { ...accountDetails(body, mobile), language: lang, passwordHash: await hashPassword(body.password) };
  const { token, user } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_UP_LOCK})`);
    await assertLive(tx, session, now);
    const journeyId = await openJourneyOf(tx, session, body.journey_id);
    const user = await continuedOrNew(tx, session, details, now);
    await tx.update(identityJourneys).set({ userId: user.id }).where(eq(identityJourneys.id, journeyId));
    await queueIdentityReview(tx, user, journeyId);
    const next = await rotateSession(tx, session, user.id, now, { fromSignUp: true });
    // The prices the visitor held go with the new session, so a purchase starts from them.
    await carryHolds(tx, session.id, next.id);
    await issueCode(tx, { mobile, userId: user.id, purpose: 'verify', lang, address, now });
    return { token: next.token, user };
  });
  return { auth_token: token, user: publicUser(user) };
};

type Details = ReturnType<typeof accountDetails> & { language: Locale; passwordHash: string };

function accountDetails(body: SignUp, mobile: string) {
  return {
    email: body.email, mobile, nationality: body.nationality,
    nationalId: body.nationality === 'JO' ? body.national_id ?? null : null,
    passportId: body.nationality === 'other' ? body.passport_id ?? null : null,
    nameAr: body.name_ar, nameEn: body.name_en, city: body.city, employer: body.employer, monthlyIncome: body.monthly_income,
  };
}

/** A parallel sign-up of the same session may have rotated it while this one waited for the lock. */
async function assertLive(tx: Tx, session: SessionRow, now: Date): Promise<void> {
  const [live] = await tx.select({ id: sessions.id }).from(sessions)
    .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))).limit(1);
  if (!live) throw new HttpError(401, 'invalid_session_id', 'The session is not valid');
}

/** The scan this session started and no account has named yet. */
async function openJourneyOf(tx: Tx, session: SessionRow, journeyId: string): Promise<string> {
  const [journey] = await tx.select({ id: identityJourneys.id }).from(identityJourneys)
    .where(and(eq(identityJourneys.id, journeyId), eq(identityJourneys.sessionId, session.id), isNull(identityJourneys.userId)))
    .limit(1);
  if (!journey) {
    throw new HttpError(400, 'identity_missing', 'Scan your identity document first', { fields: { journey_id: 'errors.identity_missing' } });
  }
  return journey.id;
}

/**
 * The device's own unverified sign-up, updated from the new details, when the e-mail or number
 * names it and nothing else; otherwise a new account, unless another account holds either (409).
 */
async function continuedOrNew(tx: Tx, session: SessionRow, details: Details, now: Date): Promise<UserRow> {
  const holders = await tx.select().from(users).where(or(eq(users.email, details.email), holdsMobile(details.mobile)));
  const pending = holders.length === 1 && holders[0] && continues(holders[0], session, details) ? holders[0] : undefined;
  await assertUnique(tx, { email: details.email, mobile: details.mobile }, pending?.id);
  if (pending) {
    // The identity document is the same (see continues); the rest is what the customer typed this time.
    const { email, mobile, nameAr, nameEn, city, employer, monthlyIncome, language, passwordHash } = details;
    const [updated] = await tx.update(users).set({ email, mobile, nameAr, nameEn, city, employer, monthlyIncome, language, passwordHash })
      .where(eq(users.id, pending.id)).returning();
    // The new password replaces the old one: whoever held the old one is signed out.
    await revokeAllSessionsOf(tx, pending.id, now);
    return updated ?? pending;
  }
  const [created] = await tx.insert(users).values({
    ...details, signupDeviceId: session.deviceId,
    // The demo's verification stand-in decides from the scanned document's number; production refers it to a person.
    status: initialStatus(details.nationalId ?? details.passportId ?? ''),
  }).returning().catch((error: unknown) => {
    throw identityTaken(error) ?? mobileTaken(error) ?? error;
  });
  if (!created) throw new HttpError(500, 'server_error', 'Could not create the account');
  return created;
}

/** The unique indexes that allow one open account per document number (schema/accounts.ts), by the field that typed it. */
const IDENTITY_INDEXES: Record<string, 'national_id' | 'passport_id'> = {
  users_national_id_open_uq: 'national_id',
  users_passport_id_open_uq: 'passport_id',
};

/**
 * The database, not a look-up, decides that a national ID or passport number opens one account: the
 * insert that breaks the index answers 409, telling the person what to do (sign in, reset the
 * password, or call the company if the account is not theirs).
 */
function identityTaken(error: unknown): HttpError | null {
  const field = IDENTITY_INDEXES[uniqueViolationOf(error) ?? ''];
  if (!field) return null;
  return new HttpError(409, 'identity_taken', 'An account with this identity document already exists. Sign in, or reset your password; if it is not yours, call us.', {
    fields: { [field]: 'errors.identity_taken' },
  });
}

/** The mobile's unique index (schema/accounts.ts), broken by a sign-up the look-up did not see. */
function mobileTaken(error: unknown): HttpError | null {
  if (uniqueViolationOf(error) !== 'users_mobile_open_uq') return null;
  return new HttpError(409, 'mobile_taken', 'This mobile number is already registered', { fields: { mobile: 'errors.mobile_taken' } });
}

/**
 * Only a sign-up that never confirmed its number, made from this very device (its id lives in the
 * server's encrypted cookie, never in the page) and for the same identity document, is continued:
 * a verified account, someone else's pending sign-up, or another person on a shared device finds
 * the address taken, as before.
 */
function continues(holder: UserRow, session: SessionRow, details: Details): boolean {
  return !holder.isVerified
    && holder.type === 'customer'
    && holder.signupDeviceId !== null
    && holder.signupDeviceId === session.deviceId
    && holder.nationality === details.nationality
    && holder.nationalId === details.nationalId
    && holder.passportId === details.passportId;
}
