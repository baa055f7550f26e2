import { useLocale, useTranslations } from 'next-intl';
import type { Claim } from '@/lib/api/endpoints/claims';
import { IMAGE_VARIANTS } from '@/lib/config/uploads';
import { claimFileUrl } from '../file-url';
import { Typed } from '@/components/ui/Typed';

/** The grid's box is 4:3 (the thumbnail fills it): its size is known before the thumbnail arrives. */
const THUMB = { width: IMAGE_VARIANTS.thumb.side, height: (IMAGE_VARIANTS.thumb.side * 3) / 4 };

/** The report's photos as thumbnails (each opens as its display copy) and its documents as links, each named for what it is. */
export function ClaimFiles({ claim }: { claim: Pick<Claim, 'id' | 'photos' | 'documents'> }) {
  const t = useTranslations('claimPage.facts');
  const names = useTranslations('claims');
  const locale = useLocale();
  const url = (id: string, view?: 'thumb' | 'display') => claimFileUrl('customer', locale, claim.id, id, view);
  return (
    <>
      {claim.photos.length ? (
        <section aria-labelledby="claim-photos" className="flex flex-col gap-2">
          <h3 id="claim-photos" className="font-semibold text-brand-900">{t('photos')}</h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {claim.photos.map((p) => (
              <li key={p.id}>
                <a href={url(p.id, 'display')} target="_blank" rel="noopener noreferrer" className="flex flex-col gap-1 rounded-lg text-sm text-slate-700">
                  {/* eslint-disable-next-line @next/next/no-img-element -- private photos behind the session, not for the image optimiser */}
                  <img src={url(p.id, 'thumb')} {...THUMB} alt={names(`photos.${p.slot}`)} loading="lazy" className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover" />
                  <span aria-hidden="true">{names(`photos.${p.slot}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {claim.documents.length ? (
        <section aria-labelledby="claim-documents" className="flex flex-col gap-2">
          <h3 id="claim-documents" className="font-semibold text-brand-900">{t('documents')}</h3>
          <ul className="flex flex-col gap-1">
            {claim.documents.map((d) => (
              <li key={d.id}>
                <a href={url(d.id)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center break-all text-brand-700 underline underline-offset-4">
                  {names(`documents.${d.key}`)}: <Typed className="ms-1">{d.name}</Typed>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
