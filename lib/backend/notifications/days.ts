/** "in 10 days" / "خلال 10 أيام", with Arabic's number agreement (1, 2, 3–10, 11+). */
export function daysLeftEn(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

export function daysLeftAr(days: number): string {
  if (days === 0) return 'اليوم';
  if (days === 1) return 'غداً';
  if (days === 2) return 'خلال يومين';
  if (days <= 10) return `خلال ${days} أيام`;
  return `خلال ${days} يوماً`;
}
