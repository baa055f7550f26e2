import type { ReactNode } from 'react';

/** One fact of a claim: its name and its value, in a description list. */
export function FactRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm font-medium text-slate-600 sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}
