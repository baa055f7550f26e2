import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/Alert';
import { StepIndicator } from '@/components/ui/StepIndicator';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ status?: string }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return { title: (await getTranslations({ locale: await pageLocale(params), namespace: 'payment' }))('title') };
}

/** Where the payment page sends the customer back: start, success or failed (spec §4). */
export default async function PaymentResult({ params, searchParams }: Props) {
  await pageLocale(params);
  const status = (await searchParams).status;
  const t = await getTranslations('payment');
  const steps = [t('step.details'), t('step.summary'), t('step.payment'), t('step.done')];
  return (
    <>
      <StepIndicator steps={steps} current={status === 'success' ? 3 : 2} />
      <div className="rounded-2xl bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-2xl font-bold text-brand-900">{t('title')}</h1>
        {status === 'success' ? <Alert tone="success">{t('success')}</Alert> : null}
        {status === 'failed' ? (
          <Alert tone="error"><strong>{t('failed')}</strong> {t('failedBody')}</Alert>
        ) : null}
        {status !== 'success' && status !== 'failed' ? <Alert tone="info">{t('start')}</Alert> : null}
        <Link href="/dashboard" className="mt-6 inline-block text-brand-700 underline">{(await getTranslations('common'))('backHome')}</Link>
      </div>
    </>
  );
}
