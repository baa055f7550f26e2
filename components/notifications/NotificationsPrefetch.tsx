import 'server-only';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serverApi } from '@/lib/session/transport';
import { getServerQueryClient } from '@/lib/query/client';
import { log } from '@/lib/log';
import { readSession, sessionApi, thisRequestId } from '@/lib/session/server';
import { notificationsQuery, type NotificationsData } from './query';

/**
 * Loads the signed-in user's notifications on the server and hands them to the browser's cache;
 * `initial`: the notifications the page already holds (the dashboard's summary), not asked again.
 */
export async function NotificationsPrefetch({ lang, initial, children }: { lang: string; initial?: NotificationsData; children: ReactNode }) {
  const session = await readSession();
  const client = getServerQueryClient();
  if (initial) {
    client.setQueryData(notificationsQuery(lang, () => serverApi({ lang })).queryKey, initial);
  } else if (session?.token) {
    const api = await sessionApi(lang);
    try {
      await client.fetchQuery(notificationsQuery(lang, () => api));
    } catch (error) {
      // Spec §8: a failure to load notifications is only logged; the browser tries again.
      log.warn({ err: error, requestId: await thisRequestId() }, 'notifications prefetch failed');
    }
  }
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
