'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { fetchHomeAnnouncements, type Announcement } from '@/lib/api/landing';
import { Link } from '@/lib/i18n/navigation';

function MoreLink({ link, title }: { link: string; title: string }) {
  const t = useTranslations('announcements');
  const label = <>{t('more')}<span className="sr-only">: {title}</span></>;
  const style = 'mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline underline-offset-4';
  // A path of the portal gets the page's language; anything else must be a web address.
  if (link.startsWith('/') && !link.startsWith('//')) return <Link href={link} className={style}>{label}</Link>;
  if (/^https:\/\//.test(link)) return <a href={link} className={style} rel="noopener noreferrer">{label}</a>;
  return null;
}

/**
 * The landing's announcements (GET /announcement/home), loaded in the browser so the landing stays
 * statically rendered (app/api/announcement/home answers it without starting a visitor session).
 * Nothing shows when it fails.
 */
export function HomeAnnouncements() {
  const t = useTranslations('announcements');
  const lang = useLocale();
  const [items, setItems] = useState<Announcement[]>([]);

  useEffect(() => {
    let active = true;
    fetchHomeAnnouncements(lang)
      .then((announcements) => active && setItems(announcements))
      .catch((error: unknown) => console.error('[announcements] loading failed', error));
    return () => {
      active = false;
    };
  }, [lang]);

  if (items.length === 0) return null;
  const pick = (text: { en: string; ar: string }) => (lang === 'ar' ? text.ar : text.en);
  return (
    <section aria-labelledby="announcements-heading">
      <h2 id="announcements-heading" className="font-semibold text-slate-800">{t('title')}</h2>
      <ul className="mt-2 flex flex-col gap-2">
        {items.map((a) => (
          <li key={a.id} className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3">
            <h3 className="font-semibold text-brand-900">{pick(a.title)}</h3>
            <p className="mt-0.5 text-sm text-slate-700">{pick(a.body)}</p>
            {a.link && <MoreLink link={a.link} title={pick(a.title)} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
