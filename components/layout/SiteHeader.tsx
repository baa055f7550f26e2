import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { LanguageSwitch } from './LanguageSwitch';

/** The bar at the top of every frame: the brand, what the frame adds, and the language switch. */
export function SiteHeader({ children, tone = 'brand' }: { children?: ReactNode; tone?: 'brand' | 'light' }) {
  const t = useTranslations('common');
  const colors = tone === 'brand' ? 'bg-brand-700 text-white' : 'bg-white text-brand-900 border-b border-slate-200';
  return (
    <header className={colors}>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-accent-500 text-brand-900">P</span>
          {t('brand')}
        </Link>
        <div className="flex items-center gap-3">
          {children}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
