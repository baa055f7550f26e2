import { getTranslations } from 'next-intl/server';

/**
 * Says on every page of a demo that it is one: the portal runs on its embedded backend and demo data,
 * and messages go to the outbox rather than to phones and mailboxes. Rendered only in demo mode, read
 * when the page renders: at build for the static pages, so build and run with the same settings.
 */
export async function DemoBanner() {
  const t = await getTranslations('demo');
  return (
    <aside aria-label={t('label')} className="bg-amber-100 px-4 py-1 text-center text-sm text-amber-950">
      {t('text')}
    </aside>
  );
}
