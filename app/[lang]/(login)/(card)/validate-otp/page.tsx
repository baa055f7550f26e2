import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { OtpForm } from '@/components/account/OtpForm';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { LogoutButton } from '@/components/layout/LogoutButton';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'otp' });
  return { title: t('title') };
}

export default async function ValidateOtpPage({ params }: Props) {
  // Rendered per request, so Next can put the nonce of the page's Content-Security-Policy on its scripts (lib/http/page-csp).
  await connection();
  await pageLocale(params);
  const t = await getTranslations('otp');
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      <ClientMessages namespaces={['otp', 'validation', 'errors']}>
        <Suspense>
          <OtpForm />
        </Suspense>
        <LogoutButton className="mt-6 text-sm text-slate-600 underline" />
      </ClientMessages>
    </>
  );
}

