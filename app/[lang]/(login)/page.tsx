import { getTranslations } from 'next-intl/server';
import { HomeAnnouncements } from '@/components/announcements/HomeAnnouncements';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

export const dynamic = 'error';
const LINES = ['motor', 'travel', 'home', 'medical', 'personalAccident'] as const;

/** The language root: the sign-in/sign-up landing for visitors, statically rendered. */
export default async function Landing({ params }: { params: Promise<{ lang: string }> }) {
  await pageLocale(params);
  const t = await getTranslations('landing');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-3 text-slate-700">{t('subtitle')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href="/signin-signup" className="flex-1 rounded-lg bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700">
          {t('signIn')}
        </Link>
        <Link href="/signin-signup?mode=signup" className="flex-1 rounded-lg border border-brand-600 px-5 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50">
          {t('signUp')}
        </Link>
      </div>
      <ClientMessages namespaces={['announcements']}>
        <HomeAnnouncements />
      </ClientMessages>
      <section aria-labelledby="lines">
        <h2 id="lines" className="font-semibold text-slate-800">{t('lines')}</h2>
        <ul className="mt-2 grid grid-cols-2 gap-2 text-sm text-slate-700">
          {LINES.map((line) => (
            <li key={line} className="rounded-md bg-brand-50 px-3 py-2">{t(line)}</li>
          ))}
        </ul>
      </section>
      <nav className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link href="/cheques" className="text-brand-700 underline">{t('cheques')}</Link>
        <Link href="/terms" className="text-brand-700 underline">{t('terms')}</Link>
      </nav>
    </div>
  );
}

export { generateStaticParams } from '@/lib/i18n/static-params';
