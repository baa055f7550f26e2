'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/Button';

/**
 * A photo opened large in a modal dialog (Escape or the button closes it; focus goes back where it
 * was): `src` its display copy, `download` the original as it was sent.
 */
export function PhotoViewer({ src, download, label, onClose }: { src: string; download: string; label: string; onClose: () => void }) {
  const t = useTranslations('claimsDesk.files');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open && typeof d.showModal === 'function') d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog ref={dialog} aria-label={label} onClose={onClose}
      className="m-auto max-h-[95vh] w-[min(64rem,95vw)] rounded-xl bg-white p-3 backdrop:bg-[rgb(15_23_42/0.7)]">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-slate-900">{label}</p>
          <div className="flex flex-wrap gap-2">
            <a href={download} download className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline">{t('downloadOriginal')}</a>
            <Button variant="secondary" onClick={() => dialog.current?.close()} autoFocus>{t('close')}</Button>
          </div>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- private photos behind the session, not for the image optimiser */}
        <img src={src} alt={label} className="max-h-[80vh] w-full rounded-lg object-contain" />
      </div>
    </dialog>
  );
}
