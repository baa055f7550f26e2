import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { type Locale, RENEWAL_LINK_VALID_DAYS } from '@/lib/config/business';
import { messageLinkOrigin } from '@/lib/config/env';
import { daysToExpiry } from '@/lib/format';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { newToken, sha256 } from '../../accounts';
import type { Db } from '../../db/client';
import { policies, renewalLinks, users } from '../../db/schema';
import { queueSms } from '../../messages';

export type LinkRow = typeof renewalLinks.$inferSelect;

/** The renewal link's text, in the language the customer chose for messages (users.language). */
export function renewalLinkSms(lang: Locale, args: { contractNumber: string; url: string }): string {
  const t = createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'sms' });
  return t('renewalLink', { number: args.contractNumber, url: args.url });
}

/**
 * The company sends a renewal link by SMS for a motor contract due for renewal: a fresh 256-bit
 * token, stored as its hash, valid RENEWAL_LINK_VALID_DAYS, in an absolute link (messageLinkOrigin)
 * in the customer's language. `token` is only given by the seed (fixed demo links for the README).
 * Answers the token (it is not stored and cannot be read back).
 */
export async function sendRenewalLink(db: Db, policyId: number, now: Date, opts: { token?: string; validDays?: number } = {}): Promise<string> {
  const [row] = await db.select({ policy: policies, mobile: users.mobile, language: users.language }).from(policies)
    .innerJoin(users, eq(users.id, policies.userId)).where(eq(policies.id, policyId)).limit(1);
  if (!row || row.policy.line !== 'motor') throw new Error(`Renewal link: no motor contract ${policyId}`);
  const token = opts.token ?? newToken();
  await db.insert(renewalLinks).values({
    tokenHash: sha256(token), userId: row.policy.userId, policyId,
    createdAt: now, expiresAt: new Date(now.getTime() + (opts.validDays ?? RENEWAL_LINK_VALID_DAYS) * 86_400_000),
  });
  const url = `${messageLinkOrigin()}/${row.language}/renewal?token=${encodeURIComponent(token)}`;
  await queueSms(db, { to: row.mobile, body: renewalLinkSms(row.language, { contractNumber: row.policy.contractNumber, url }), language: row.language });
  return token;
}

export async function linkOf(db: Db, token: string): Promise<LinkRow | null> {
  const [row] = await db.select().from(renewalLinks).where(eq(renewalLinks.tokenHash, sha256(token))).limit(1);
  return row ?? null;
}

/** A link still good to pay: not used, not out of date, its contract not past its expiry. */
export function linkUsable(link: LinkRow, policyExpiry: string, now: Date): boolean {
  return !link.usedAt && link.expiresAt > now && daysToExpiry(policyExpiry, now) >= 0;
}
