import { isServer, QueryClient } from '@tanstack/react-query';
import { cache } from 'react';

/** A client with the portal's defaults; on the server a failed read is not retried (the render shows the error). */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Data prefetched on the server is fresh on arrival: no refetch right after hydration.
      queries: { staleTime: 60_000, retry: isServer ? false : 1 },
    },
  });
}

/** A new client per server request (cached for that request); one shared client in the browser. */
export const getServerQueryClient = cache(makeQueryClient);

let browserClient: QueryClient | undefined;
export function getBrowserQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}
