'use client';

import { useId } from 'react';

/** A labelled native select (44 px), its error announced with it. */
export function Select({ label, value, onChange, options, placeholder, error, name }: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-slate-800">{label}</label>
      <select
        id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
        className={`min-h-11 w-full max-w-80 rounded-lg border bg-white px-3 py-2 text-base ${error ? 'border-red-600' : 'border-slate-300'}`}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error ? <p id={`${id}-error`} className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
