import 'server-only';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { Api } from '@/lib/api/client';
import type { CustomerSummary } from '@/lib/api/endpoints/dashboard';
import type { Locale } from '@/lib/config/business';
import { readSession, sessionApi, sessionEnded } from '@/lib/session/server';
import { makeQueryClient } from './client';
import { policiesQuery, statisticsQuery } from './policies';

/**
 * The signed-in customer's summary (GET /user/getCustomerSummary), asked once per page render (React's
 * request cache) by the dashboard's layout, its frame's bell and its page: one call, one session
 * look-up and one read of the contracts where four calls read them three times. Null when the cookie
 * names no user or the backend no longer knows the session.
 */
export const customerSummary = cache(async (lang: Locale): Promise<CustomerSummary | null> => {
  const session = await readSession();
  if (!session?.user) return null;
  try {
    return await (await sessionApi(lang)).getCustomerSummary();
  } catch (error) {
    if (sessionEnded(error)) return null;
    throw error;
  }
});

/** The summary of a protected screen; a session the backend no longer knows is cleared (as lib/session/require-user.ts does). */
export async function requireSummary(lang: Locale): Promise<CustomerSummary> {
  const summary = await customerSummary(lang);
  if (!summary) redirect(`/api/session/reset?lang=${lang}`);
  return summary;
}

const prefetched = (): Api => {
  throw new Error('prefetched from the summary');
};

/**
 * The hydration state of a dashboard page: the parts of the summary it shows, under the query keys its
 * client components read (so they do not fetch again on load), and the page's other queries
 * (`more`, with the user's API; thrown to the error boundary when they fail). Only the page's queries:
 * the bell's notifications are handed over by the frame.
 */
export async function summaryState(
  lang: Locale,
  parts: { policies?: boolean; statistics?: boolean },
  more?: (client: QueryClient, api: Api) => Promise<unknown>[],
) {
  const summary = await requireSummary(lang);
  const client = makeQueryClient();
  if (parts.policies) client.setQueryData(policiesQuery(prefetched).queryKey, summary.policies);
  if (parts.statistics) client.setQueryData(statisticsQuery(prefetched).queryKey, summary.statistics);
  if (more) await Promise.all(more(client, await sessionApi(lang)));
  return { summary, state: dehydrate(client) };
}
