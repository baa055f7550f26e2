import type { ReactNode } from 'react';
import { CustomerFrame } from '@/components/frame/CustomerFrame';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { OfferPopup } from '@/components/offers/OfferPopup';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireSummary } from '@/lib/query/summary';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

/**
 * Dashboard layout (spec §2): the customer frame, and the newest offer's popup once per session. The
 * user is checked, and the bell filled, by the summary the page shows too (one call per render).
 */
export default async function DashboardLayout({ children, params }: Props) {
  const lang = await pageLocale(params);
  const { notifications } = await requireSummary(lang);
  const popup = (
    <ClientMessages namespaces={['offers']}>
      <OfferPopup />
    </ClientMessages>
  );
  return <CustomerFrame lang={lang} extra={popup} notifications={notifications}>{children}</CustomerFrame>;
}
