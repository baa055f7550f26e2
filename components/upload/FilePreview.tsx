'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { sizeParts } from '@/lib/model/uploads/size';
import { Typed } from '@/components/ui/Typed';

type Props = { name: string; size?: number; previewUrl?: string; pdf: boolean; children?: ReactNode };

/** The chosen file: a thumbnail (or a document icon), its name and size, and what can be done with it. */
export function FilePreview({ name, size, previewUrl, pdf, children }: Props) {
  const t = useTranslations('upload');
  const [broken, setBroken] = useState(false);
  const showImage = previewUrl && !broken && !pdf;
  const parts = size === undefined ? null : sizeParts(size);
  return (
    <div className="flex min-w-0 items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
      {showImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local object URL, nothing to optimise
        <img src={previewUrl} alt={t('thumbnail', { name })} onError={() => setBroken(true)} className="size-16 shrink-0 rounded-lg object-cover" />
      ) : (
        <span aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-lg bg-slate-100 text-xs font-bold text-red-700">
          {pdf ? 'PDF' : (
            <svg viewBox="0 0 24 24" className="size-7 text-slate-500" fill="none" stroke="currentColor" strokeWidth="1.8"><path d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5" /></svg>
          )}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="text-sm font-medium break-all text-slate-800"><Typed>{name}</Typed></p>
        {parts ? (
          <p className="text-xs text-slate-600">
            {pdf ? `${t('pdf')} · ` : ''}<span dir="ltr">{parts.value}</span> {t(parts.unit)}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
