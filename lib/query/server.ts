import 'server-only';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { serverApi } from '@/lib/api/server';
import type { Api } from '@/lib/api/client';
import { readSession, thisRequestId } from '@/lib/session/server';
import { getServerQueryClient } from './client';

/**
 * Prefetches a page's queries for the signed-in user and returns the state for `HydrationBoundary`,
 * so the first HTML already holds the data. Pages use `fetchQuery`, not `prefetchQuery`, so a failure is thrown to the
 * page's error boundary: a client component would otherwise retry it during the server render.
 */
export async function prefetchForUser(
  lang: string,
  fetch: (client: QueryClient, api: Api) => (Promise<unknown> | false)[],
) {
  const session = await readSession();
  const client = getServerQueryClient();
  const api = serverApi({ lang, token: session?.token, requestId: await thisRequestId() });
  await Promise.all(fetch(client, api));
  return dehydrate(client);
}
