import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { messageLinkOrigin } from '@/lib/config/env';
import { RESET_LINK_VALID_MS } from '@/lib/config/security';
import type { Locale } from '@/lib/config/business';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { UserRow } from '../../context';
import type { Db } from '../../db/client';
import { passwordResetLinks } from '../../db/schema';
import { countOf, queueEmail } from '../../messages';
import type { Writer } from '../../db/tx';
import { newToken, sha256 } from './tokens';

/**
 * The reset link's page. The token goes in the fragment: a browser never sends it to a server, so no
 * proxy's log or Referer header carries it; the page reads it and posts it.
 */
export const resetLinkUrl = (lang: Locale, token: string) => `${messageLinkOrigin()}/${lang}/reset-password#token=${token}`;

/** Writes a reset link for the account and its e-mail, in the account's language for messages, in one transaction. */
export async function sendResetLink(db: Writer, user: UserRow, now: Date): Promise<void> {
  const lang = user.language;
  const token = newToken();
  const t = createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'codeMessage' });
  const validFor = countOf('minutes', RESET_LINK_VALID_MS / 60_000, lang);
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetLinks).values({ userId: user.id, tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_LINK_VALID_MS) });
    await queueEmail(tx, { to: user.email, subject: t('resetLinkSubject'), body: t('resetLink', { link: resetLinkUrl(lang, token), validFor }), language: lang });
  });
}

/**
 * Uses a reset link up: the account it was sent for, when the token is one of its links, unused and
 * in time; null otherwise. Inside the caller's transaction, with the account's other links, so none
 * of them works after the password changed.
 */
export async function useResetLink(db: Writer, token: string, now: Date): Promise<number | null> {
  const [link] = await db.update(passwordResetLinks).set({ usedAt: now })
    .where(and(eq(passwordResetLinks.tokenHash, sha256(token)), isNull(passwordResetLinks.usedAt), gt(passwordResetLinks.expiresAt, now)))
    .returning({ userId: passwordResetLinks.userId });
  if (!link) return null;
  await db.update(passwordResetLinks).set({ usedAt: now }).where(and(eq(passwordResetLinks.userId, link.userId), isNull(passwordResetLinks.usedAt)));
  return link.userId;
}

/** Links that ended a day ago are deleted (the periodic clean-up). */
export async function purgeResetLinks(db: Db, now: Date): Promise<void> {
  await db.delete(passwordResetLinks).where(lt(passwordResetLinks.expiresAt, new Date(now.getTime() - 24 * 60 * 60_000)));
}
