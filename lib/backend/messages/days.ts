import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/** "in 10 days" / "خلال 10 أيام", with Arabic's number agreement (messages/, `notices.daysLeft`). */
export const daysLeft = (days: number, lang: Locale): string =>
  createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'notices' })('daysLeft', { days });

export const daysLeftEn = (days: number): string => daysLeft(days, 'en');
export const daysLeftAr = (days: number): string => daysLeft(days, 'ar');
