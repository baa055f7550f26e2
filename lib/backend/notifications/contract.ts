import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/config/business';
import { messageLinkOrigin } from '@/lib/config/env';
import { formatDate, formatJod, formatRange } from '@/lib/format';
import { notifications, users } from '../db/schema';
import { queueEmail } from '../outbox';
import type { IssuedContract } from '../payments/issuers';
import type { Writer } from '../payments/tx';
import { LINE_AR, LINE_EN } from './expiry-text';


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
  if (lang === 'ar') {
    return {
      subject: `تم إصدار عقدك رقم ${m.contractNumber}`,
      body: [
        `عزيزنا ${m.name.ar}،`,
        '',
        `شكراً لدفعك مبلغ ${m.amount}. تم إصدار عقد ${LINE_AR[m.line]} رقم ${m.contractNumber} ويغطيك ${m.period}.`,
        `افتحه ونزّل نسخة PDF منه في أي وقت: ${m.link}`,
      ].join('\n'),
    };
  }
  return {
    subject: `Your contract ${m.contractNumber} is issued`,
    body: [
      `Dear ${m.name.en},`,
      '',
      `Thank you for your payment of ${m.amount}. Your ${LINE_EN[m.line]} contract ${m.contractNumber} is issued and covers you from ${m.period}.`,
      `Open it and download its PDF at any time: ${m.link}`,
    ].join('\n'),
  };
}

/**
 * Tells the customer that a contract was issued: an in-app notification (keyed by the contract, so
 * written once, in both languages for the screen's) and the receipt by e-mail, written in the issuing
 * transaction in the customer's language (users.language: the payment's own request has just recorded it).
 */
export async function notifyContractIssued(tx: Writer, contract: IssuedContract, now: Date): Promise<void> {
  const [user] = await tx.select({ email: users.email, nameEn: users.nameEn, nameAr: users.nameAr, language: users.language })
    .from(users).where(eq(users.id, contract.userId)).limit(1);
  // "26-11-2026 – 25-11-2027" / "من 26-11-2026 إلى 25-11-2027": start first for either reader.
  const period = (lang: Locale) => formatRange(formatDate(contract.effectiveDate), formatDate(contract.expiry), lang);
  const amount = { en: formatJod(contract.premium, 'en'), ar: formatJod(contract.premium, 'ar') };
  await tx.insert(notifications).values({
    userId: contract.userId,
    kind: 'general',
    key: `contract:${contract.id}`,
    titleEn: `Your ${LINE_EN[contract.line]} contract is issued`,
    titleAr: `تم إصدار عقد ${LINE_AR[contract.line]}`,
    bodyEn: `Contract ${contract.contractNumber} covers you from ${period('en')}. Paid: ${amount.en}.`,
    bodyAr: `العقد رقم ${contract.contractNumber} يغطيك ${period('ar')}. المبلغ المدفوع: ${amount.ar}.`,
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
