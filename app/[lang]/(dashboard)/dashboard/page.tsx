import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardOverview } from '@/components/contracts/DashboardOverview';
import { BuyInsurance } from '@/components/contracts/BuyInsurance';
import { ClaimsCard } from '@/components/claims/report/ClaimsCard';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { firstName } from '@/lib/format/first-name';
import { pageLocale } from '@/lib/i18n/page-locale';
import { summaryState } from '@/lib/query/summary';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'nav' });
  return { title: t('mainLabel') };
}

/** The dashboard home: a welcome, the customer's figures and lines, and the contracts that expire next. */
export default async function DashboardHome({ params }: Props) {
  const lang = await pageLocale(params);
  const { summary: { user }, state } = await summaryState(lang, { policies: true, statistics: true });
  const t = await getTranslations('dashboard');
  const name = firstName(lang === 'ar' ? user.name_ar : user.name_en);
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('welcome', { name })}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      <ClientMessages namespaces={['nav', 'dashboard', 'contracts', 'products']}>
        <HydrationBoundary state={state}>
          <DashboardOverview />
        </HydrationBoundary>
      </ClientMessages>
      <ClaimsCard />
      <BuyInsurance />
    </div>
  );
}
