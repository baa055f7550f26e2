'use client';

import type { ReactNode } from 'react';

type Row = { label: string; value: ReactNode };

/** A part of the review: its rows and the way back to the step that holds them. */
export function ReviewSection({ title, rows, change }: { title: string; rows: Row[]; change: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{title}</h3>
        {change}
      </div>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd className="font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
