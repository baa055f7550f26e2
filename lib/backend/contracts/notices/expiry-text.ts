import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import type { PolicyLine } from '@/lib/config/lines';
import type { ExpiryAdvice } from '@/lib/model/contracts/expiry-advice';
import { formatDate } from '@/lib/format';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { daysLeft } from '../../messages';

/** A line's name inside a sentence ("your car contract"), from messages/ (reminders.line). */
export const LINE_AR: Record<PolicyLine, string> = ar.reminders.line;
export const LINE_EN: Record<PolicyLine, string> = en.reminders.line;
const LINE: Record<Locale, Record<PolicyLine, string>> = { en: LINE_EN, ar: LINE_AR };

export interface NoticeText { titleEn: string; titleAr: string; bodyEn: string; bodyAr: string }

/** The texts of the in-app notices (messages/, namespace `notices`) in one language. */
const noticeText = (lang: Locale) => createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'notices' });

/** A line's name opening a sentence ("Home cover …"); Arabic has no capitals, so its name is unchanged. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The notice of a contract that ends within the 20-day warning, in both languages, with what the customer can do (adviceFor). */
export function expiryNoticeText(p: { line: PolicyLine; contractNumber: string; expiry: string }, days: number, advice: ExpiryAdvice): NoticeText {
  const text = (lang: Locale) => {
    const t = noticeText(lang);
    const values = { line: LINE[lang][p.line], number: p.contractNumber, date: formatDate(p.expiry), when: daysLeft(days, lang) };
    return {
      title: t('expiry.title', values),
      body: `${t('expiry.head', values)} ${t(`expiry.advice.${advice}`, { line: cap(values.line) })}`,
    };
  };
  const [english, arabic] = [text('en'), text('ar')];
  return { titleEn: english.title, titleAr: arabic.title, bodyEn: english.body, bodyAr: arabic.body };
}

/** What an expiry notice becomes once the contract's renewal is issued: no call to renew, the new contract and its end. */
export function renewedNoticeText(old: { line: PolicyLine; contractNumber: string }, renewal: { contractNumber: string; expiry: string }): NoticeText {
  const values = (lang: Locale) => ({ line: LINE[lang][old.line], old: old.contractNumber, number: renewal.contractNumber, date: formatDate(renewal.expiry) });
  const [english, arabic] = [noticeText('en'), noticeText('ar')];
  return {
    titleEn: english('renewed.title', values('en')),
    titleAr: arabic('renewed.title', values('ar')),
    bodyEn: english('renewed.body', values('en')),
    bodyAr: arabic('renewed.body', values('ar')),
  };
}
