import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { SignInForm } from '@/components/account/SignInForm';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'signIn' });
  return { title: t('title') };
}

export default async function SignInPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('signIn');
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      <ClientMessages namespaces={['signIn', 'validation', 'errors']}>
        <Suspense>
          <SignInForm />
        </Suspense>
      </ClientMessages>
    </>
  );
}

export { generateStaticParams } from '@/lib/i18n/static-params';
