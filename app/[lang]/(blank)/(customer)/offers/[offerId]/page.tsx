import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OfferImage } from '@/components/offers/OfferImage';
import { loadOffer, pageOrigin } from '@/components/offers/load-offer';
import { formatDate } from '@/lib/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ lang: string; offerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const { offerId } = await params;
  const loaded = await loadOffer(lang, offerId);
  if (!loaded) notFound();
  const { offer } = loaded;
  const path = `/${lang}/offers/${offer.id}`;
  const image = { url: offer.image, width: 1200, height: 630, alt: offer.title };
  return {
    metadataBase: await pageOrigin(),
    title: offer.title,
    description: offer.summary,
    alternates: { canonical: path, languages: { en: `/en/offers/${offer.id}`, ar: `/ar/offers/${offer.id}` } },
    openGraph: {
      type: 'article',
      title: offer.title,
      description: offer.summary,
      url: path,
      locale: lang === 'ar' ? 'ar_JO' : 'en_JO',
      alternateLocale: lang === 'ar' ? ['en_JO'] : ['ar_JO'],
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: offer.title, description: offer.summary, images: [image] },
  };
}

const buttonPrimary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700';
const buttonSecondary = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50';

/**
 * One offer (spec §2, offers/{offerId}). A signed-in customer sees it whole, with a way to buy its
 * line; a visitor who followed a shared link sees its public preview and a way to sign in and come back.
 */
export default async function OfferPage({ params }: Props) {
  const lang = await pageLocale(params);
  const { offerId } = await params;
  const loaded = await loadOffer(lang, offerId);
  if (!loaded) notFound();
  const { offer, signedIn } = loaded;
  const t = await getTranslations('offers');
  const back = `/${lang}/offers/${offer.id}`;

  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <OfferImage src={offer.image} priority sizes="(min-width: 896px) 896px, 100vw" />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{offer.title}</h1>
        <p className="text-lg text-slate-700">{offer.summary}</p>
        {signedIn ? (
          <>
            <p className="leading-relaxed text-slate-800">{offer.body}</p>
            {offer.valid_until && (
              <p className="text-sm font-medium text-slate-600">
                {t.rich('validUntil', { date: formatDate(offer.valid_until), ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
              </p>
            )}
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              {/* A renewal offer leads to the car contracts and their Renew buttons, where its discount applies; any other to its line's purchase. */}
              {offer.discount_product === 'motor-comprehensive' ? (
                <Link href="/dashboard/motor" className={buttonPrimary}>{t('renewCar')}</Link>
              ) : offer.line ? (
                <Link href={`/create-policy-${offer.line}`} className={buttonPrimary}>{t('buy', { line: offer.line })}</Link>
              ) : null}
              <Link href="/offers" className={buttonSecondary}>{t('back')}</Link>
            </div>
          </>
        ) : (
          <div className="mt-2 flex flex-col gap-3 rounded-xl bg-brand-50 p-5">
            <p className="text-brand-900">{t('previewNote')}</p>
            <Link href={{ pathname: '/signin-signup', query: { next: back } }} className={`${buttonPrimary} sm:w-fit`}>
              {t('signIn')}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}
