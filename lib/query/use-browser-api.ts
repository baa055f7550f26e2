'use client';

import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { browserApi } from '@/lib/api/browser';
import type { Api } from '@/lib/api/client';

/** The browser API of the page's language, for the query factories (`lib/query/policies.ts`). */
export function useBrowserApi(): () => Api {
  const lang = useLocale();
  return useCallback(() => browserApi(lang), [lang]);
}
