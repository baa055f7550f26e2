import { eq } from 'drizzle-orm';
import { formatDate, formatJod } from '@/lib/format';
import { notifications, users } from '../db/schema';
import { sendEmail } from '../outbox';
import type { IssuedContract } from '../payments/issuers';
import type { Writer } from '../payments/tx';
import { LINE_AR, LINE_EN } from './expiry-text';


/**
 * Tells the customer that a contract was issued: an in-app notification (keyed by the contract, so
 * written once) and a confirmation e-mail in both languages, written in the issuing transaction.
 */
export async function notifyContractIssued(tx: Writer, contract: IssuedContract, now: Date): Promise<void> {
  const [user] = await tx.select({ email: users.email, nameEn: users.nameEn, nameAr: users.nameAr }).from(users).where(eq(users.id, contract.userId)).limit(1);
  const period = `${formatDate(contract.effectiveDate)} – ${formatDate(contract.expiry)}`;
  const amount = { en: formatJod(contract.premium, 'en'), ar: formatJod(contract.premium, 'ar') };
  await tx.insert(notifications).values({
    userId: contract.userId,
    kind: 'general',
    key: `contract:${contract.id}`,
    titleEn: `Your ${LINE_EN[contract.line]} contract is issued`,
    titleAr: `تم إصدار عقد ${LINE_AR[contract.line]}`,
    bodyEn: `Contract ${contract.contractNumber} covers you from ${period}. Paid: ${amount.en}.`,
    bodyAr: `العقد رقم ${contract.contractNumber} يغطيك من ${period}. المبلغ المدفوع: ${amount.ar}.`,
    createdAt: now,
  }).onConflictDoNothing();
  if (!user) return;
  await sendEmail(
    tx,
    user.email,
    `Your contract ${contract.contractNumber} is issued | تم إصدار عقدك`,
    [
      `Dear ${user.nameEn},`,
      '',
      `Thank you for your payment of ${amount.en}. Your ${LINE_EN[contract.line]} contract ${contract.contractNumber} is issued and covers you from ${period}.`,
      'You can open it and download its PDF from your dashboard at any time.',
      '',
      `عزيزنا ${user.nameAr}،`,
      '',
      `شكراً لدفعك مبلغ ${amount.ar}. تم إصدار عقد ${LINE_AR[contract.line]} رقم ${contract.contractNumber} ويغطيك من ${period}.`,
      'يمكنك فتحه وتنزيل نسخة PDF منه من لوحة التحكم في أي وقت.',
    ].join('\n'),
  );
}
