import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

type Screen = 'personal-info' | 'login-info' | 'payout-account';

/** The profile screens and the way back to the dashboard. */
export function ProfileNav({ current }: { current: Screen }) {
  const t = useTranslations('profile');
  const claims = useTranslations('claimPage.payout');
  const item = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-md px-3 py-2 font-semibold ${active ? 'bg-brand-50 text-brand-900' : 'text-slate-600 hover:text-brand-900'}`;
  const link = (screen: Screen, label: string) => (
    <Link href={`/profile/${screen}`} aria-current={current === screen ? 'page' : undefined} className={item(current === screen)}>{label}</Link>
  );
  return (
    <div className="mb-6 flex flex-col gap-4">
      <Link href="/dashboard" className="self-start text-sm text-brand-700 underline">{t('backToDashboard')}</Link>
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <nav aria-label={t('title')} className="flex flex-wrap gap-x-2 gap-y-1 border-b border-slate-200 pb-2">
        {link('personal-info', t('personalInfo'))}
        {link('login-info', t('loginInfo'))}
        {link('payout-account', claims('nav'))}
      </nav>
    </div>
  );
}
