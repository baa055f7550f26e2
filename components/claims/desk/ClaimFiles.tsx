'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Claim } from '@/lib/api/endpoints/claims';
import { IMAGE_VARIANTS } from '@/lib/config/uploads';
import { claimFileUrl } from '../file-url';
import { FileLink } from './FileLink';
import { Section } from './Facts';
import { PhotoViewer } from './PhotoViewer';

const THUMB_SIDE = IMAGE_VARIANTS.thumb.side;

/** The report's photos (thumbnails, each opened large as its display copy, the original to download) and its documents. */
export function ClaimFiles({ claim: c }: { claim: Claim }) {
  const t = useTranslations('claimsDesk.files');
  const claims = useTranslations('claims');
  const locale = useLocale();
  const [open, setOpen] = useState<{ id: string; label: string } | null>(null);
  return (
    <>
      <Section id="photos" title={t('photos')}>
        {c.photos.length === 0 ? <p className="text-slate-700">{t('noPhotos')}</p> : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {c.photos.map((p) => {
              const label = claims(`photos.${p.slot}`);
              return (
                <li key={p.id}>
                  <button type="button" onClick={() => setOpen({ id: p.id, label })} aria-label={t('openPhoto', { photo: label })}
                    className="flex w-full flex-col gap-1 rounded-lg text-start">
                    {/* eslint-disable-next-line @next/next/no-img-element -- private photos behind the session, not for the image optimiser */}
                    <img src={claimFileUrl('desk', locale, c.id, p.id, 'thumb')} width={THUMB_SIDE} height={THUMB_SIDE} alt=""
                      className="aspect-square w-full rounded-lg border border-slate-200 object-cover" loading="lazy" />
                    <span className="text-sm text-slate-800">{label}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <Section id="documents" title={t('documents')}>
        {c.documents.length === 0 ? <p className="text-slate-700">{t('noDocuments')}</p> : (
          <ul className="flex flex-col gap-1">
            {c.documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-x-2">
                <span className="text-slate-700">{claims(`documents.${d.key}`)}:</span>
                <FileLink href={claimFileUrl('desk', locale, c.id, d.id)} name={d.name} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      {open ? (
        <PhotoViewer src={claimFileUrl('desk', locale, c.id, open.id, 'display')} download={claimFileUrl('desk', locale, c.id, open.id, 'download')}
          label={open.label} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
