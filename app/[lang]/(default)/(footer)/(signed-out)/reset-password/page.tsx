import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'password' });
  return { title: t('resetTitle') };
}

export default async function Page({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('password');
  return (
    <div className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{t('resetTitle')}</h1>
      <ClientMessages namespaces={['password', 'validation', 'errors']}>
          <ResetPasswordForm />
      </ClientMessages>
    </div>
  );
}

export { generateStaticParams } from '@/lib/i18n/static-params';
