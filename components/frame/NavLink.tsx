'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { currentness, type Place } from './places';

const STYLES = {
  side: {
    base: 'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 hover:bg-brand-50 hover:text-brand-900',
    current: 'bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-600/20',
    other: 'text-slate-700',
  },
  bar: {
    base: 'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1.5 text-xs leading-tight hover:bg-brand-50',
    current: 'font-semibold text-brand-700',
    other: 'text-slate-600',
  },
} as const;

/** A link of the customer's navigation that marks the screen the customer is on (`aria-current`). */
export function NavLink({ place, variant, children }: { place: Place; variant: keyof typeof STYLES; children: ReactNode }) {
  const current = currentness(place, usePathname());
  const style = STYLES[variant];
  return (
    <Link
      href={place.href}
      prefetch={place.noPrefetch ? false : undefined}
      aria-current={current}
      data-place={place.key}
      className={`${style.base} ${current ? style.current : style.other}`}
    >
      {children}
    </Link>
  );
}
