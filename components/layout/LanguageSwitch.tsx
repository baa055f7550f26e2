'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import type { Locale } from '@/lib/config/business';
import { usePathname } from '@/lib/i18n/navigation';
import { switchLanguagePath } from '@/lib/i18n/switch-path';

function SwitchLink({ search }: { search: string }) {
  const t = useTranslations('common');
  const locale = useLocale();
  const pathname = usePathname();
  const target: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    // A full load, not a client navigation: the other language changes <html lang dir> and the fonts.
    <a
      href={switchLanguagePath(pathname, search, target)}
      hrefLang={target}
      lang={target}
      aria-label={t('switchToLabel')}
      className="rounded-md border border-current px-3 py-1.5 text-sm font-semibold hover:bg-black/10"
    >
      {t('switchTo')}
    </a>
  );
}

function SwitchLinkWithQuery() {
  return <SwitchLink search={useSearchParams().toString()} />;
}

/**
 * The same page in the other language, by next-intl's routing (the path without its language from
 * its usePathname, the target's path from getPathname), with the query string kept (spec §1). Statically
 * rendered pages learn the query only in the browser, hence the Suspense boundary.
 */
export function LanguageSwitch() {
  return (
    <Suspense fallback={<SwitchLink search="" />}>
      <SwitchLinkWithQuery />
    </Suspense>
  );
}
