import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config/business';
import { OPENING_HOURS } from '@/lib/config/business';
import { formatRange, twelveHourClock } from '@/lib/format';

/** "Sunday to Thursday, 8:30 AM – 4:30 PM", or "من الأحد إلى الخميس، من 8:30 صباحاً إلى 4:30 مساءً". */
export async function openingHoursText(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'findUs' });
  const clock = (hhmm: string) => {
    const { time, half } = twelveHourClock(hhmm);
    return t(half, { time });
  };
  return t('hoursValue', { days: t(`days.${OPENING_HOURS.days}`), hours: formatRange(clock(OPENING_HOURS.from), clock(OPENING_HOURS.to), locale) });
}
