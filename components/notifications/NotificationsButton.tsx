'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { markedRead, notificationsQuery, type NotificationsData } from './query';
import { NotificationList } from './NotificationList';

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The header's notifications: a button with an unread marker, and a panel that lists them. Opening
 * the panel marks them read on the backend; once that succeeds the cache says so (spec §4). Load and
 * mark-read failures are only logged (spec §8).
 */
export function NotificationsButton() {
  const t = useTranslations('notifications');
  const lang = useLocale();
  const client = useQueryClient();
  const api = useBrowserApi();
  const query = notificationsQuery(lang, api);
  const { data, error } = useQuery(query);
  const [open, setOpen] = useState(false);
  // Which items were unread when the panel opened: they keep their "new" look until it closes.
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(new Set());
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();

  const markRead = useMutation({
    mutationFn: () => api().readNotifications(),
    onSuccess: () => client.setQueryData<NotificationsData>(query.queryKey, markedRead),
    onError: (e) => console.error('[notifications] marking read failed', e),
  });

  useEffect(() => {
    if (error) console.error('[notifications] loading failed', error);
  }, [error]);

  const unread = data?.notifications.filter((n) => !n.read).length ?? 0;
  const hasNew = Boolean(data?.new_notification);

  function openPanel() {
    setNewIds(new Set(data?.notifications.filter((n) => !n.read).map((n) => n.id) ?? []));
    setOpen(true);
    if (hasNew) markRead.mutate();
  }

  function closePanel(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        closePanel(true);
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) closePanel(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={hasNew ? t('buttonUnread', { count: Math.max(unread, 1) }) : t('button')}
        onClick={() => (open ? closePanel(false) : openPanel())}
        className="relative inline-flex min-h-10 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-black/10"
      >
        <BellIcon />
        <span className="hidden sm:inline">{t('button')}</span>
        {hasNew && (
          <span aria-hidden="true" data-testid="unread-marker" className="absolute end-1 top-1 size-2.5 rounded-full bg-accent-500 ring-2 ring-brand-700" />
        )}
      </button>
      <div
        ref={panel}
        id={panelId}
        role="dialog"
        aria-labelledby={headingId}
        tabIndex={-1}
        hidden={!open}
        className="fixed inset-x-4 top-16 z-40 overflow-hidden sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-2 sm:w-96 rounded-xl border border-slate-200 bg-white text-slate-900 shadow-xl focus:outline-none"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={headingId} className="font-semibold text-brand-900">{t('title')}</h2>
          <button type="button" onClick={() => closePanel(true)} className="rounded-md px-2 py-1 text-sm text-brand-700 hover:bg-brand-50">
            {t('close')}
          </button>
        </div>
        <div role="group" aria-labelledby={headingId} tabIndex={0} className="max-h-[min(28rem,70vh)] overflow-y-auto">
          {open && data && <NotificationList items={data.notifications} isNew={(n) => !n.read || newIds.has(n.id)} onNavigate={() => closePanel(false)} />}
          {open && !data && !error && <p className="px-4 py-6 text-center text-slate-600">{t('loading')}</p>}
        </div>
      </div>
    </div>
  );
}
