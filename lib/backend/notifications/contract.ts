import { eq } from 'drizzle-orm';
import { formatDate, formatRange } from '@/lib/format';
import { notifications, users } from '../db/schema';
import { sendEmail } from '../outbox';
import type { IssuedContract } from '../payments/issuers';
import type { Writer } from '../payments/tx';
import { toFils } from '../pricing/money';

const LINE_EN = { motor: 'car', travel: 'travel', home: 'home', medical: 'medical', 'personal-accident': 'personal guard' } as const;
const LINE_AR = { motor: 'السيارة', travel: 'السفر', home: 'المنزل', medical: 'التأمين الطبي', 'personal-accident': 'الحماية الشخصية' } as const;

const jod3 = (jod: number) => (toFils(jod) / 1000).toFixed(3);

/**
 * Tells the customer that a contract was issued: an in-app notification (keyed by the contract, so
 * written once) and a confirmation e-mail in both languages, written in the issuing transaction.
 */
export async function notifyContractIssued(tx: Writer, contract: IssuedContract, now: Date): Promise<void> {
  const [user] = await tx.select({ email: users.email, nameEn: users.nameEn, nameAr: users.nameAr }).from(users).where(eq(users.id, contract.userId)).limit(1);
  // "26-11-2026 – 25-11-2027" / "من 26-11-2026 إلى 25-11-2027": start first for either reader.
  const period = (lang: 'en' | 'ar') => formatRange(formatDate(contract.effectiveDate), formatDate(contract.expiry), lang);
  const amount = jod3(contract.premium);
  await tx.insert(notifications).values({
    userId: contract.userId,
    kind: 'general',
    key: `contract:${contract.id}`,
    titleEn: `Your ${LINE_EN[contract.line]} contract is issued`,
    titleAr: `تم إصدار عقد ${LINE_AR[contract.line]}`,
    bodyEn: `Contract ${contract.contractNumber} covers you from ${period('en')}. Paid: ${amount} JOD.`,
    bodyAr: `العقد رقم ${contract.contractNumber} يغطيك ${period('ar')}. المبلغ المدفوع: ${amount} دينار أردني.`,
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
      `Thank you for your payment of ${amount} JOD. Your ${LINE_EN[contract.line]} contract ${contract.contractNumber} is issued and covers you from ${period('en')}.`,
      'You can open it and download its PDF from your dashboard at any time.',
      '',
      `عزيزنا ${user.nameAr}،`,
      '',
      `شكراً لدفعك مبلغ ${amount} دينار أردني. تم إصدار عقد ${LINE_AR[contract.line]} رقم ${contract.contractNumber} ويغطيك ${period('ar')}.`,
      'يمكنك فتحه وتنزيل نسخة PDF منه من لوحة التحكم في أي وقت.',
    ].join('\n'),
  );
}
