import { getRequestConfig } from 'next-intl/server';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { localeOrDefault } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = localeOrDefault(await requestLocale);
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: COMPANY_TIME_ZONE,
  };
});
