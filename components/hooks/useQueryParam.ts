'use client';

import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const currentSearch = () => window.location.search;
const noSearch = () => '';

/**
 * A query parameter of the page, read in the browser once the page is alive; null in the server
 * render and the hydration. Unlike `useSearchParams`, it lets a prerendered page keep its content in
 * the HTML (useSearchParams makes Next leave everything up to the nearest Suspense boundary to the
 * browser, so the content arrives late and pushes the layout around when it does).
 */
export function useQueryParam(name: string): string | null {
  const search = useSyncExternalStore(subscribe, currentSearch, noSearch);
  return new URLSearchParams(search).get(name);
}
