import type { ReactNode } from 'react';

/** Sign-in, cheques and validate-otp: one card on the brand's colour. The landing beside it is a page of its own. */
export default function CardLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-700 to-brand-900 px-4 py-8 sm:py-14">
      <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl sm:p-8">{children}</div>
    </main>
  );
}
