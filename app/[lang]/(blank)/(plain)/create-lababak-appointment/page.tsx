import { getTranslations } from 'next-intl/server';
import { LogoutButton } from '@/components/layout/LogoutButton';
import { requireUser } from '@/lib/session/require-user';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

/** The customer-care home. Booking on a customer's behalf comes with the appointments issue. */
export default async function CustomerCareHome({ params }: Props) {
  const lang = await pageLocale(params);
  const user = await requireUser(lang);
  const t = await getTranslations('dashboard.care');
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <p className="text-slate-700">{t('welcome', { name: lang === 'ar' ? user.name_ar : user.name_en })}</p>
      <p className="text-slate-700">{t('body')}</p>
      <LogoutButton className="self-start rounded-lg border border-slate-300 px-4 py-2 font-semibold" />
    </div>
  );
}
