import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/api/client';

/**
 * The dashboard's queries, defined once: the server prefetches them with `serverApi` and hands them
 * to the page with `HydrationBoundary`; client components read the same keys with `browserApi`. The API is
 * passed as a function, called only when a query runs: client components also render on the server,
 * where `browserApi` has no `window` to build on (the data is prefetched there).
 * The answers do not depend on the language, so the language is not part of the keys.
 */
export const policiesQuery = (api: () => Api) =>
  queryOptions({ queryKey: ['policies'], queryFn: async () => (await api().getMyPolicies()).policies });

export const statisticsQuery = (api: () => Api) =>
  queryOptions({ queryKey: ['customer-statistics'], queryFn: () => api().getCustomerStatistics() });

export const appointmentsQuery = (api: () => Api) =>
  queryOptions({ queryKey: ['customer-appointments'], queryFn: async () => (await api().getCustomerAppointments()).appointments });
