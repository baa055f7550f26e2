import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthTabs } from '@/components/account/AuthTabs';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'signIn' });
  return { title: t('title') };
}

export default async function SignInPage({ params }: Props) {
  await pageLocale(params);
  return (
    <ClientMessages namespaces={['signIn', 'signUp', 'steps', 'validation', 'errors']}>
      <Suspense>
        <AuthTabs />
      </Suspense>
    </ClientMessages>
  );
}

export { generateStaticParams } from '@/lib/i18n/static-params';
