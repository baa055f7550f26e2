import { getTranslations } from 'next-intl/server';
import { HomeAnnouncements } from '@/components/announcements/HomeAnnouncements';
import { Icon } from '@/components/frame/icons';
import { ProductTiles } from '@/components/landing/ProductTiles';
import { ReachUs } from '@/components/landing/ReachUs';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { COMPANY_LICENCE, COMPANY_NAME } from '@/lib/config/company';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

export const dynamic = 'error';
const POINTS = ['contracts', 'renew', 'lababak', 'cheques'] as const;

const primary = 'inline-flex min-h-12 items-center justify-center rounded-lg bg-accent-500 px-6 py-3 font-semibold text-brand-900 hover:bg-amber-400';
const secondary = 'inline-flex min-h-12 items-center justify-center rounded-lg border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10';

/**
 * The language root: who the company is, what it sells, how to reach it, and the ways in (sign in,
 * sign up, a cheque). Statically rendered; its largest paint is the server-rendered heading and
 * text above the fold, never the announcements that load after it.
 */
export default async function Landing({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await pageLocale(params);
  const t = await getTranslations('landing');
  return (
    <main id="main" className="flex flex-1 flex-col bg-slate-50">
      <section aria-labelledby="landing-title" className="bg-gradient-to-b from-brand-700 to-brand-900 text-white">
        <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-10 sm:py-16 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col gap-5">
            <p className="text-sm font-semibold text-accent-500">
              {COMPANY_NAME[lang]} · {COMPANY_LICENCE[lang]}
            </p>
            <h1 id="landing-title" className="max-w-3xl text-3xl font-bold sm:text-5xl">{t('title')}</h1>
            <p className="max-w-2xl text-lg text-brand-50">{t('subtitle')}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link href="/signin-signup" className={primary}>{t('signIn')}</Link>
              <Link href="/signin-signup?mode=signup" className={secondary}>{t('signUp')}</Link>
            </div>
            <Link href="/cheques" className="inline-flex min-h-11 w-fit items-center gap-2 font-semibold text-white underline underline-offset-4">
              <Icon name="cheque" />{t('cheques')}
            </Link>
          </div>
          <div className="hidden rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 lg:block">
            <h2 className="text-lg font-semibold">{t('pointsTitle')}</h2>
            <ul className="mt-4 flex flex-col gap-3 text-brand-50">
              {POINTS.map((point) => (
                <li key={point} className="flex gap-3">
                  <span className="grid size-6 shrink-0 place-items-center rounded-full bg-accent-500 text-brand-900"><Icon name="check" className="size-4" /></span>
                  {t(`points.${point}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <ProductTiles />
      <div className="mx-auto w-full max-w-6xl px-4 pb-10 empty:hidden">
        <ClientMessages namespaces={['announcements']}>
          <HomeAnnouncements />
        </ClientMessages>
      </div>
      <ReachUs lang={lang} />
    </main>
  );
}

export { generateStaticParams } from '@/lib/i18n/static-params';
