import type { PolicyLine } from '@/lib/config/lines';
import type { ExpiryAdvice } from '@/lib/contracts/expiry-advice';
import { formatDate } from '@/lib/format';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { daysLeftAr, daysLeftEn } from './days';

/** A line's name inside a sentence ("your car contract"), from messages/ (reminders.line). */
export const LINE_AR: Record<PolicyLine, string> = ar.reminders.line;
export const LINE_EN: Record<PolicyLine, string> = en.reminders.line;

export interface NoticeText { titleEn: string; titleAr: string; bodyEn: string; bodyAr: string }

/** The notice of a contract that ends within the 20-day warning, in both languages, with what the customer can do (adviceFor). */
export function expiryNoticeText(p: { line: PolicyLine; contractNumber: string; expiry: string }, days: number, advice: ExpiryAdvice): NoticeText {
  const [n, date] = [p.contractNumber, formatDate(p.expiry)];
  const [en, ar] = [daysLeftEn(days), daysLeftAr(days)];
  const heads = { en: `Contract ${n} expires ${en}, on ${date}.`, ar: `ينتهي العقد رقم ${n} ${ar}، في ${date}.` };
  const advise: Record<ExpiryAdvice, { en: string; ar: string }> = {
    renew: { en: 'Renew it in time to stay covered.', ar: 'جدّده في الوقت المناسب لتبقى مغطّى.' },
    company: {
      en: 'It can only be renewed through the company: contact us before then to stay covered.',
      ar: 'لا يُجدَّد هذا العقد إلا عن طريق الشركة، فتواصل معنا قبل ذلك لتبقى مغطّى.',
    },
    travel: {
      en: 'Travel cover is not renewed: if you travel after that, buy a new one before you go.',
      ar: 'لا يُجدَّد تأمين السفر، فإن سافرت بعد ذلك فاشترِ تأميناً جديداً قبل أن تسافر.',
    },
    buyNew: {
      en: `${cap(LINE_EN[p.line])} cover is not renewed: buy a new one before then to stay covered.`,
      ar: `لا يُجدَّد تأمين ${LINE_AR[p.line]}، فاشترِ تأميناً جديداً قبل ذلك لتبقى مغطّى.`,
    },
    medical: {
      en: 'Medical cover is not renewed online: send us a medical request before then and we will prepare a new contract.',
      ar: 'لا يُجدَّد التأمين الطبي عبر البوابة الإلكترونية، فأرسل إلينا طلب تأمين طبي قبل ذلك لنُعدّ لك عقداً جديداً.',
    },
  };
  return {
    titleEn: `Your ${LINE_EN[p.line]} contract expires ${en}`,
    titleAr: `ينتهي عقد ${LINE_AR[p.line]} ${ar}`,
    bodyEn: `${heads.en} ${advise[advice].en}`,
    bodyAr: `${heads.ar} ${advise[advice].ar}`,
  };
}

/** What an expiry notice becomes once the contract's renewal is issued: no call to renew, the new contract and its end. */
export function renewedNoticeText(old: { line: PolicyLine; contractNumber: string }, renewal: { contractNumber: string; expiry: string }): NoticeText {
  const date = formatDate(renewal.expiry);
  return {
    titleEn: `Your ${LINE_EN[old.line]} contract is renewed`,
    titleAr: `جُدّد عقد ${LINE_AR[old.line]}`,
    bodyEn: `Contract ${old.contractNumber} is renewed: contract ${renewal.contractNumber} covers you until ${date}.`,
    bodyAr: `جُدّد العقد رقم ${old.contractNumber}، والعقد رقم ${renewal.contractNumber} يغطيك حتى ${date}.`,
  };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
