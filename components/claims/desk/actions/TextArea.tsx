'use client';

import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string };

/** A labelled text over several lines, its message announced with it (as TextField does for one line). */
export const TextArea = forwardRef<HTMLTextAreaElement, Props>(function TextArea({ label, error, hint, id, ...rest }, ref) {
  const generated = useId();
  const areaId = id ?? generated;
  const describedBy = [error ? `${areaId}-error` : null, hint ? `${areaId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={areaId} className="font-medium text-slate-800">{label}</label>
      <textarea ref={ref} id={areaId} rows={4} aria-invalid={error ? true : undefined} aria-describedby={describedBy}
        className={`w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base ${error ? 'border-red-600' : 'border-slate-300'} focus:border-brand-600`} {...rest} />
      {hint ? <p id={`${areaId}-hint`} className="text-sm text-slate-600">{hint}</p> : null}
      {error ? <p id={`${areaId}-error`} className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
});
