import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/QueryProvider';

/**
 * The Lababak screens in the blank frame (the customer's service request, customer care's booking
 * and preview): they load days and appointments in the browser, so React Query is mounted here, once.
 */
export default function LababakLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
