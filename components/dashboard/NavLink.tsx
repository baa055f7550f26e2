'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';

/** A dashboard navigation link that marks the screen the customer is on (`aria-current="page"`). */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  const current = href === '/dashboard' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={`block rounded-md px-3 py-2 hover:bg-brand-50 hover:text-brand-900 ${
        current ? 'bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-600/20' : 'text-slate-700'
      }`}
    >
      {children}
    </Link>
  );
}
