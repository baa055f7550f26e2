'use client';

import type { ReactNode } from 'react';

/** An answer: its label is words of the screen, or (a traveller's passport name) a person's name shown as written. */
type Option<V extends string | number | boolean> = { value: V; label: ReactNode; hint?: ReactNode };

type Props<V extends string | number | boolean> = {
  legend: string;
  name: string;
  options: Option<V>[];
  value?: V;
  onChange: (value: V) => void;
  error?: string;
};

/** A question with a few answers as radio buttons, each a 44 px target. */
export function Choice<V extends string | number | boolean>({ legend, name, options, value, onChange, error }: Props<V>) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label key={String(o.value)} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50">
            <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} />
            <span>
              <span className="font-semibold">{o.label}</span>
              {o.hint ? <span className="block text-sm text-slate-600">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? <p id={errorId} className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
