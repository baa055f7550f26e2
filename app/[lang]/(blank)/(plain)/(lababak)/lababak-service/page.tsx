import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LababakService } from '@/components/lababak/LababakService';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'lababak' });
  return { title: t('title') };
}

/** The Lababak service request (spec §2): the whole flow runs in the browser on the step-flow helper. */
export default async function LababakServicePage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('lababak');
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      <ClientMessages namespaces={['lababak', 'products', 'flow', 'steps', 'validation', 'errors', 'upload']}>
        <Suspense fallback={<p className="mt-4">{t('loading')}</p>}>
          <LababakService />
        </Suspense>
      </ClientMessages>
    </>
  );
}

export { generateStaticParams } from '@/lib/i18n/static-params';
