import { countPhrase } from '@/lib/format';

/** "in 10 days" / "خلال 10 أيام", with Arabic's number agreement (1, 2, 3–10, 11–99, 100+). */
export function daysLeftEn(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

export function daysLeftAr(days: number): string {
  if (days === 0) return 'اليوم';
  if (days === 1) return 'غداً';
  return countPhrase(days, { two: 'خلال يومين', few: 'خلال # أيام', many: 'خلال # يوماً', other: 'خلال # يوم' }, 'ar');
}
