import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { HostedPayment } from '@/components/payment/HostedPayment';
import { isProduction } from '@/lib/config/production';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string; paymentId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: await pageLocale(Promise.resolve({ lang })), namespace: 'payPage' });
  return { title: t('title') };
}

/** The portal's hosted card payment page (spec §9's redirect URL while PAYMENT_URL is unset); a test page, so never in production. */
export default async function PayPage({ params }: Props) {
  if (isProduction()) notFound();
  const { lang, paymentId } = await params;
  await pageLocale(Promise.resolve({ lang }));
  const t = await getTranslations('payPage');
  return (
    <div className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mb-4 mt-1 text-slate-700">{t('intro')}</p>
      <ClientMessages namespaces={['payPage', 'purchase', 'validation', 'errors']}>
        <HostedPayment paymentId={paymentId} />
      </ClientMessages>
    </div>
  );
}
