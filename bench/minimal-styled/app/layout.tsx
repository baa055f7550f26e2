import type { ReactNode } from 'react';

/** The document is app/[lang]/layout.tsx, as in the portal. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
