'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { Icon } from './icons';
import { BAR_PLACES, currentness } from './places';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The phone's "More" button and the drawer it opens: a native modal dialog (the page behind is inert),
 * with Tab kept inside, closed by Escape, by a tap on the backdrop, by the close button and by any
 * link followed; focus returns to the button. Its content and labels are rendered on the server.
 */
export function PhoneDrawer({ labels, children }: { labels: { more: string; title: string; close: string }; children: ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  // A screen that has no place in the bar lives behind "More": the button says so.
  const behindMore = !BAR_PLACES.some((place) => currentness(place, pathname));

  // Whatever navigated (a link, back, forward), the drawer is not left open over the next screen.
  useEffect(() => {
    if (dialog.current?.open) dialog.current.close();
  }, [pathname]);

  function show() {
    dialog.current?.showModal();
    setOpen(true);
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as Element;
    // The dialog element itself is hit only outside its panel: on the backdrop.
    if (target === event.currentTarget || target.closest('a[href]')) event.currentTarget.close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={show}
        className={`flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1.5 text-xs leading-tight hover:bg-brand-50 ${
          behindMore ? 'font-semibold text-brand-700' : 'text-slate-600'
        }`}
      >
        <Icon name="menu" className="size-6" />
        {labels.more}
      </button>
      <dialog
        ref={dialog}
        id={id}
        aria-labelledby={`${id}-title`}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="flex min-h-full flex-col gap-4 p-4">
          <div className="flex items-center justify-between gap-2">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">{labels.title}</h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label={labels.close}
              className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <Icon name="close" className="size-6" />
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
