import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** The two profile screens and the way back to the dashboard. */
export function ProfileNav({ current }: { current: 'personal-info' | 'login-info' }) {
  const t = useTranslations('profile');
  const item = (active: boolean) =>
    `rounded-md px-3 py-2 font-semibold ${active ? 'bg-brand-50 text-brand-900' : 'text-slate-600 hover:text-brand-900'}`;
  return (
    <div className="mb-6 flex flex-col gap-4">
      <Link href="/dashboard" className="self-start text-sm text-brand-700 underline">{t('backToDashboard')}</Link>
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <nav aria-label={t('title')} className="flex gap-2 border-b border-slate-200 pb-2">
        <Link href="/profile/personal-info" aria-current={current === 'personal-info' ? 'page' : undefined} className={item(current === 'personal-info')}>
          {t('personalInfo')}
        </Link>
        <Link href="/profile/login-info" aria-current={current === 'login-info' ? 'page' : undefined} className={item(current === 'login-info')}>
          {t('loginInfo')}
        </Link>
      </nav>
    </div>
  );
}
