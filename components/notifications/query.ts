import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/api/client';

/**
 * The notifications query, the same on the server (prefetch with the user's token) and in the
 * browser (through the BFF), so the unread marker is right in the first HTML.
 */
export function notificationsQuery(lang: string, api: () => Api) {
  return queryOptions({
    queryKey: ['notifications', lang] as const,
    queryFn: () => api().getNotifications(),
  });
}

export type NotificationsData = Awaited<ReturnType<Api['getNotifications']>>;
export type NotificationItem = NotificationsData['notifications'][number];

/** Every item read and the marker cleared: what the cache holds once the mark-read call succeeded (spec §4). */
export function markedRead(data: NotificationsData | undefined): NotificationsData | undefined {
  if (!data) return data;
  return { new_notification: false, notifications: data.notifications.map((n) => ({ ...n, read: true })) };
}
