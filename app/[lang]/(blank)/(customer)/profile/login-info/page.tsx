import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { ChangePasswordForm } from '@/components/profile/ChangePasswordForm';
import { ProfileNav } from '@/components/profile/ProfileNav';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'profile' });
  return { title: t('loginInfo') };
}

/** Change password: the access rules require a signed-in, verified customer here; the backend re-checks the session. */
export default async function LoginInfoPage({ params }: Props) {
  await requireUser(await pageLocale(params));
  return (
    <>
      <ProfileNav current="login-info" />
      <ClientMessages namespaces={['profile', 'validation', 'errors']}>
        <ChangePasswordForm />
      </ClientMessages>
    </>
  );
}
