import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import { messageLinkOrigin } from '@/lib/config/env';
import { formatDate, formatJod, formatRange } from '@/lib/format';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { notifications, users } from '../../db/schema';
import { queueEmail } from '../../messages';
import type { IssuedContract } from '../issuers';
import type { Writer } from '../../db/tx';
import { LINE_AR, LINE_EN } from './expiry-text';

const LINE = { en: LINE_EN, ar: LINE_AR };
const messagesOf = (lang: Locale) => (lang === 'ar' ? ar : en);

export interface ContractMail {
  name: { en: string; ar: string };
  line: IssuedContract['line'];
  contractNumber: string;
  period: string;
  amount: string;
  /** The contract's page, an absolute address. */
  link: string;
}

/** The receipt of a paid contract, in one language, greeting the customer by their name in it. */
export function contractIssuedMail(lang: Locale, m: ContractMail): { subject: string; body: string } {
  const t = createTranslator({ locale: lang, messages: messagesOf(lang), namespace: 'mail.contractIssued' });
  // The number is its own phrase (`numbered`, "رقم {number}"): "رقم" there names it, it counts nothing.
  const values = { number: m.contractNumber, numbered: t('numbered', { number: m.contractNumber }), line: LINE[lang][m.line], period: m.period, amount: m.amount };
  return {
    subject: t('subject', values),
    body: [t('greeting', { name: m.name[lang] }), '', t('lead', values), t('open', { link: m.link })].join('\n'),
  };
}

/**
 * Tells the customer that a contract was issued: an in-app notification (keyed by the contract, so
 * written once, in both languages for the screen's) and the receipt by e-mail, written in the issuing
 * transaction in the language the customer chose for messages (users.language), not the payment screen's.
 */
export async function notifyContractIssued(tx: Writer, contract: IssuedContract, now: Date): Promise<void> {
  const [user] = await tx.select({ email: users.email, nameEn: users.nameEn, nameAr: users.nameAr, language: users.language })
    .from(users).where(eq(users.id, contract.userId)).limit(1);
  // "26-11-2026 – 25-11-2027" / "من 26-11-2026 إلى 25-11-2027": start first for either reader.
  const period = (lang: Locale) => formatRange(formatDate(contract.effectiveDate), formatDate(contract.expiry), lang);
  const amount = { en: formatJod(contract.premium, 'en'), ar: formatJod(contract.premium, 'ar') };
  const notice = (lang: Locale) => {
    const t = createTranslator({ locale: lang, messages: messagesOf(lang), namespace: 'notices.contractIssued' });
    const values = { line: LINE[lang][contract.line], number: contract.contractNumber, period: period(lang), amount: amount[lang] };
    return { title: t('title', values), body: t('body', values) };
  };
  const [english, arabic] = [notice('en'), notice('ar')];
  await tx.insert(notifications).values({
    userId: contract.userId,
    kind: 'general',
    key: `contract:${contract.id}`,
    titleEn: english.title,
    titleAr: arabic.title,
    bodyEn: english.body,
    bodyAr: arabic.body,
    createdAt: now,
  }).onConflictDoNothing();
  if (!user) return;
  const mail = contractIssuedMail(user.language, {
    name: { en: user.nameEn, ar: user.nameAr }, line: contract.line, contractNumber: contract.contractNumber,
    period: period(user.language), amount: amount[user.language],
    link: `${messageLinkOrigin()}/${user.language}/policy/${contract.line}/${contract.id}`,
  });
  // The contract's PDF rides along, drawn when the e-mail leaves, as the customer would download it.
  await queueEmail(tx, {
    to: user.email, ...mail, language: user.language,
    attachments: [{ kind: 'contract-pdf', policyId: contract.id, name: `contract-${contract.contractNumber}.pdf` }],
  });
}
