'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { browserApi } from '@/lib/api/browser';
import type { Api } from '@/lib/api/client';

/**
 * The browser API for query functions, created on first call: client components also render on the
 * server (with the data the server prefetched), where `browserApi` has no `window` to build on.
 */
export function useBrowserApi(): Api {
  const lang = useLocale();
  return useMemo(() => {
    let api: Api | undefined;
    return new Proxy({} as Api, {
      get: (_target, name: string) => (...args: unknown[]) => {
        api ??= browserApi(lang);
        // The proxy forwards each endpoint function by name; its arguments are the endpoint's own.
        return (api[name as keyof Api] as (...a: unknown[]) => unknown)(...args);
      },
    });
  }, [lang]);
}
