import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { PaymentResult } from '@/components/payment/PaymentResult';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ paymentId?: string | string[]; cancelled?: string | string[] }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return { title: (await getTranslations({ locale: await pageLocale(params), namespace: 'payment' }))('title') };
}

/**
 * Where the payment page sends the customer back (spec §4: start, success or failed). The outcome
 * comes from the backend (GET /payment/{id}, which asks the card gateway); any `?status=` in the URL
 * is ignored, and `?cancelled=1` (the gateway's cancel button) only makes the backend ask first.
 */
export default async function PaymentResultPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const { paymentId, cancelled } = await searchParams;
  const id = typeof paymentId === 'string' && /^[0-9a-f-]{36}$/i.test(paymentId) ? paymentId : null;
  return (
    <ClientMessages namespaces={['payment', 'purchase', 'carPrice', 'renewal', 'steps', 'errors']}>
      <PaymentResult paymentId={id} cancelled={cancelled === '1'} />
    </ClientMessages>
  );
}
