'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getBrowserQueryClient } from '@/lib/query/client';

/** React Query for every page (app/[lang]/layout.tsx): the forms' sends and the screens that load data in the browser. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getBrowserQueryClient()}>{children}</QueryClientProvider>;
}
