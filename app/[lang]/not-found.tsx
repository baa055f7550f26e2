import { useTranslations } from 'next-intl';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { Link } from '@/lib/i18n/navigation';

export default function NotFound() {
  const t = useTranslations();
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-5xl font-bold text-brand-600" aria-hidden="true">404</p>
        <h1 className="mt-4 text-2xl font-semibold">{t('notFound.title')}</h1>
        <p className="mt-2 text-slate-600">{t('notFound.body')}</p>
        <Link href="/" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          {t('common.backHome')}
        </Link>
      </main>
    </>
  );
}
