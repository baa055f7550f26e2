import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { ContactDetails } from '@/components/profile/ContactDetails';
import { ProfileForm } from '@/components/profile/ProfileForm';
import { ProfileNav } from '@/components/profile/ProfileNav';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';
import { sessionApi } from '@/lib/session/server';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'profile' });
  return { title: t('personalInfo') };
}

export default async function PersonalInfoPage({ params }: Props) {
  const lang = await pageLocale(params);
  const user = await requireUser(lang);
  const lists = await (await sessionApi(lang)).getRegistrationLists();
  const t = await getTranslations('profile');
  return (
    <>
      <ProfileNav current="personal-info" />
      <p className="mb-6 text-slate-700">{t('intro')}</p>
      <dl className="mb-6 grid grid-cols-1 gap-x-6 gap-y-1 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-600">{t('nationality')}</dt>
        <dd>{user.nationality === 'JO' ? t('jordanian') : t('otherNationality')}</dd>
        <dt className="text-slate-600">{t('document')}</dt>
        <dd><bdi>{user.national_id ?? user.passport_id}</bdi></dd>
        <dd className="text-slate-600 sm:col-span-2">{t('notEditable')}</dd>
      </dl>
      <ClientMessages namespaces={['profile', 'validation', 'errors']}>
        <ContactDetails email={user.email} mobile={user.mobile} />
        <ProfileForm user={user} lists={lists} />
      </ClientMessages>
    </>
  );
}
