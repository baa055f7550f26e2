import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { COMPANY_NAME } from '@/lib/config/company';
import { Link } from '@/lib/i18n/navigation';
import { BrandMark } from '@/components/frame/icons';

/** The bar at the top of every frame: the company, what the frame adds, and the language switch. */
export function SiteHeader({ children, tone = 'brand', homeHref = '/' }: { children?: ReactNode; tone?: 'brand' | 'light'; homeHref?: string }) {
  const locale = useLocale();
  const colors = tone === 'brand' ? 'bg-brand-700 text-white' : 'bg-white text-brand-900 border-b border-slate-200';
  return (
    <header className={colors}>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2.5">
        <Link href={homeHref} className="flex min-h-11 min-w-0 items-center gap-2 text-lg font-bold">
          <BrandMark />
          <span className="truncate">{COMPANY_NAME[locale]}</span>
        </Link>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {children}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
