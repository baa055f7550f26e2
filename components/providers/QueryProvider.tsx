'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getBrowserQueryClient } from '@/lib/query/client';

/** React Query for the screens that load data in the browser (dashboard, flows); not on public pages. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getBrowserQueryClient()}>{children}</QueryClientProvider>;
}
