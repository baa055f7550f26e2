import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { currentUser } from '@/lib/session/server';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'nav' });
  return { title: t('mainLabel') };
}

const LINES = [
  { href: '/dashboard/motor', key: 'motor' },
  { href: '/dashboard/travel', key: 'travel' },
  { href: '/dashboard/home', key: 'home_line' },
  { href: '/dashboard/medical', key: 'medical' },
  { href: '/dashboard/personal-accident', key: 'personalAccident' },
] as const;

export default async function DashboardHome({ params }: Props) {
  const lang = await pageLocale(params);
  const user = await currentUser(lang);
  const t = await getTranslations('dashboard');
  const nav = await getTranslations('nav');
  const name = (lang === 'ar' ? user?.name_ar : user?.name_en)?.split(' ')[0] ?? '';
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('welcome', { name })}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      <section aria-labelledby="lines-heading">
        <h2 id="lines-heading" className="text-lg font-semibold">{t('lines')}</h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-5">
          {LINES.map((line) => (
            <li key={line.key}>
              <Link href={line.href} className="block rounded-xl border border-slate-200 bg-white p-4 font-semibold text-brand-900 shadow-sm hover:border-brand-600">
                {nav(line.key)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
