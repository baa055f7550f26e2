import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgetPasswordForm } from '@/components/account/ForgetPasswordForm';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'password' });
  return { title: t('forgotTitle') };
}

export default async function Page({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('password');
  return (
    <div className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{t('forgotTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('forgotIntro')}</p>
      <ClientMessages namespaces={['password', 'validation', 'errors', 'proofOfWork']}>
          <ForgetPasswordForm />
      </ClientMessages>
      <Link href="/signin-signup" className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span>
        {t('backToSignIn')}
      </Link>
    </div>
  );
}

export { generateStaticParams } from '@/lib/i18n/static-params';
