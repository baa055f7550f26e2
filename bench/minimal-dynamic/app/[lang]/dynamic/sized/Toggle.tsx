'use client';

import { useState, type ReactNode } from 'react';

/** A client component per section, as a real screen has (links, buttons, menus). */
export function Toggle({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="flex min-h-11 items-center gap-2 rounded-md px-2.5 py-1.5 text-sm font-medium">
      {children}
      {label}
    </button>
  );
}
