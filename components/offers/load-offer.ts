import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import type { Offer } from '@/lib/api/endpoints/content';
import { ApiError } from '@/lib/api/errors';
import { publicServerCall } from '@/lib/session/portal-session';
import { requestOrigin } from '@/lib/config/forwarded.mjs';
import { currentUser, sessionApi } from '@/lib/session/server';

export interface LoadedOffer {
  offer: Offer;
  /** A signed-in customer sees the whole offer; a visitor (or a link-preview crawler) its preview. */
  signedIn: boolean;
}

/**
 * One offer for its page and its metadata (cached per request): through the customer's own session
 * when signed in, else through the portal's public session. Null when there is no such current offer.
 */
export const loadOffer = cache(async (lang: string, id: string): Promise<LoadedOffer | null> => {
  try {
    if (await currentUser(lang)) {
      const { offer } = await (await sessionApi(lang)).getOffer({ params: { id } });
      return { offer, signedIn: true };
    }
    const { offer } = await publicServerCall(lang, (api) => api.getOffer({ params: { id } }));
    return { offer, signedIn: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});

/** This page's own origin, for the absolute URLs link previews need (behind a proxy, its forwarded host). */
export async function pageOrigin(): Promise<URL> {
  try {
    return new URL(requestOrigin(await headers()));
  } catch {
    return new URL('http://localhost');
  }
}
