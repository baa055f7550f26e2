'use client';

import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const currentHash = () => window.location.hash;
const noHash = () => '';

/**
 * A parameter of the page's fragment (`#token=…`), read in the browser once the page is alive; null
 * in the server render and the hydration. A fragment never reaches a server: links that carry a
 * secret (a reset link) put it there.
 */
export function useHashParam(name: string): string | null {
  const hash = useSyncExternalStore(subscribe, currentHash, noHash);
  return new URLSearchParams(hash.replace(/^#/, '')).get(name);
}
