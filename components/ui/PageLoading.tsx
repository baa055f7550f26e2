'use client';

import { useTranslations } from 'next-intl';

/**
 * The full-page loading screen shown while a page's data loads. A client component: loading
 * boundaries get no params, so the language comes from the provider of the [lang] layout.
 */
export function PageLoading() {
  const t = useTranslations('common');
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-white/90">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
      <span className="text-slate-700">{t('loading')}</span>
    </div>
  );
}
