import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { OfferCard } from '@/components/offers/OfferCard';
import { OffersCarousel } from '@/components/offers/OffersCarousel';
import { pageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { requireUser } from '@/lib/session/require-user';
import { sessionApi } from '@/lib/session/server';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'offers' });
  return { title: t('title'), description: t('intro') };
}

/** Offers (spec §2): the current offers turning in a carousel, then all of them as cards. */
export default async function OffersPage({ params }: Props) {
  const lang = await pageLocale(params);
  await requireUser(lang);
  const { offers } = await (await sessionApi(lang)).getOffers();
  const t = await getTranslations('offers');
  const nav = await getTranslations('nav');
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link href="/dashboard" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">{nav('home')}</Link>
        <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      {offers.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">{t('empty')}</p>
      ) : (
        <>
          <ClientMessages namespaces={['offers']}>
            <OffersCarousel offers={offers} />
          </ClientMessages>
          <section aria-labelledby="all-offers">
            <h2 id="all-offers" className="text-lg font-semibold text-slate-900">{t('allOffers')}</h2>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {offers.map((offer) => (
                <li key={offer.id}><OfferCard offer={offer} /></li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
