import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthTabs } from '@/components/account/AuthTabs';
import { FLOW_MESSAGES } from '@/components/flow/messages';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { UPLOAD_MESSAGES } from '@/components/upload/messages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'signIn' });
  return { title: t('title') };
}

export default async function SignInPage({ params }: Props) {
  await pageLocale(params);
  const terms = await getTranslations('terms');
  return (
    <>
      <ClientMessages namespaces={['signIn', 'signInCode', 'signUp', 'errors', 'proofOfWork', ...FLOW_MESSAGES, ...UPLOAD_MESSAGES]}>
          <AuthTabs />
      </ClientMessages>
      <footer className="mt-6 border-t border-slate-200 pt-4 text-center text-sm">
        <Link href="/terms" className="inline-block py-0.5 text-brand-700 underline underline-offset-2">{terms('link')}</Link>
      </footer>
    </>
  );
}

export { generateStaticParams } from '@/lib/i18n/static-params';
