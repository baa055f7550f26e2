import { useTranslations } from 'next-intl';
import type { Offer } from '@/lib/api/endpoints/content';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { OfferImage } from './OfferImage';

/** One offer in the list: the whole card is the link to the offer. */
export function OfferCard({ offer }: { offer: Offer }) {
  const t = useTranslations('offers');
  return (
    <Link href={`/offers/${offer.id}`} className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:border-brand-600">
      <OfferImage src={offer.image} sizes="(min-width: 768px) 33vw, 100vw" />
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="font-semibold text-brand-900 group-hover:underline">{offer.title}</span>
        <span className="text-sm text-slate-700">{offer.summary}</span>
        {offer.valid_until && (
          <span className="mt-auto pt-2 text-xs text-slate-600">
            {t.rich('validUntil', { date: formatDate(offer.valid_until), ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
          </span>
        )}
      </span>
    </Link>
  );
}
