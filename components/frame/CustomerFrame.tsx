import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { LogoutButton } from '@/components/layout/LogoutButton';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { NotificationsButton } from '@/components/notifications/NotificationsButton';
import { NotificationsPrefetch } from '@/components/notifications/NotificationsPrefetch';
import type { NotificationsData } from '@/components/notifications/query';
import type { Locale } from '@/lib/config/business';
import { Link } from '@/lib/i18n/navigation';
import { Icon } from './icons';
import { NavLink } from './NavLink';
import { PhoneDrawer } from './PhoneDrawer';
import { BAR_PLACES } from './places';
import { PlaceList } from './PlaceList';

const headerAction = 'hidden min-h-11 items-center gap-2 rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-black/10 md:inline-flex';

/**
 * The frame of every signed-in customer screen except the step flows (issue 9): the header with the
 * company, the notifications bell (prefetched on the server), the language switch, profile and log
 * out; the places as a side bar on wide screens, and as a bottom bar with a "More" drawer on phones.
 * The layouts that render it have checked the user; one that holds the notifications already passes them.
 */
export async function CustomerFrame({ lang, children, extra, notifications }: {
  lang: Locale; children: ReactNode; extra?: ReactNode; notifications?: NotificationsData;
}) {
  const t = await getTranslations('nav');
  return (
    <>
      <div className="min-h-screen pb-24 md:pb-0">
        <SiteHeader homeHref="/dashboard">
          <NotificationsPrefetch lang={lang} initial={notifications}>
            <ClientMessages namespaces={['notifications']}>
              <NotificationsButton />
            </ClientMessages>
          </NotificationsPrefetch>
          <Link href="/profile/personal-info" className={headerAction}>
            <Icon name="profile" />
            {t('profile')}
          </Link>
          <LogoutButton className={headerAction} />
        </SiteHeader>
        <div className="mx-auto flex max-w-6xl gap-8 px-4 py-6">
          <nav aria-label={t('mainLabel')} className="hidden w-60 shrink-0 md:block">
            <div className="sticky top-4">
              <PlaceList idPrefix="side" />
            </div>
          </nav>
          <main id="main" className="min-w-0 flex-1">{children}</main>
        </div>
        <nav aria-label={t('barLabel')} className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur md:hidden">
          <div className="mx-auto flex max-w-lg items-stretch gap-1 px-2 py-1">
            {BAR_PLACES.map((place) => (
              <NavLink key={place.key} place={place} variant="bar">
                <Icon name={place.icon} className="size-6" />
                {t(`short.${place.key}`)}
              </NavLink>
            ))}
            <PhoneDrawer labels={{ more: t('short.more'), title: t('menuTitle'), close: t('closeMenu') }}>
              <nav aria-label={t('mainLabel')}>
                <PlaceList idPrefix="drawer" />
              </nav>
              <LogoutButton className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 font-semibold text-red-700 hover:bg-red-50" />
            </PhoneDrawer>
          </div>
        </nav>
        {extra}
      </div>
    </>
  );
}
