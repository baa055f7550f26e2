import type { ReactNode } from 'react';

/** Bare root layout for the baseline of pages rendered per request: no fonts, no CSS, no providers. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html>
      <body>{children}</body>
    </html>
  );
}
