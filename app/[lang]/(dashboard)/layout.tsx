import type { ReactNode } from 'react';
import { DashboardNav } from '@/components/dashboard/DashboardNav';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { NotificationsButton } from '@/components/notifications/NotificationsButton';
import { NotificationsPrefetch } from '@/components/notifications/NotificationsPrefetch';
import { OfferPopup } from '@/components/offers/OfferPopup';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { requireUser } from '@/lib/session/require-user';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

/** Dashboard layout (spec §2): navigation for the lines, notifications, offers, contact, find us, profile and logout. */
export default async function DashboardLayout({ children, params }: Props) {
  const lang = await pageLocale(params);
  await requireUser(lang);
  return (
    <QueryProvider>
      <div className="min-h-screen">
        <SiteHeader>
          <NotificationsPrefetch lang={lang}>
            <ClientMessages namespaces={['notifications']}>
              <NotificationsButton />
            </ClientMessages>
          </NotificationsPrefetch>
        </SiteHeader>
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row">
          <ClientMessages namespaces={['nav']}>
            <DashboardNav />
          </ClientMessages>
          <main id="main" className="min-w-0 flex-1">{children}</main>
        </div>
        <ClientMessages namespaces={['offers']}>
          <OfferPopup />
        </ClientMessages>
      </div>
    </QueryProvider>
  );
}
