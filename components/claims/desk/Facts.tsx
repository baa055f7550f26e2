import type { ReactNode } from 'react';

/** A list of a claim's facts: a label and its value, in two columns from the tablet's width. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 sm:grid-cols-2">{children}</dl>;
}

export function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`border-b border-slate-100 py-2 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A section of the claim's page, named by its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">{title}</h3>
      {children}
    </section>
  );
}
