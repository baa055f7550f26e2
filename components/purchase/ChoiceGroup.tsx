'use client';

import { forwardRef, useId, type ReactNode } from 'react';

type Option = { value: string; label: ReactNode; hint?: ReactNode };

type Props = {
  legend: ReactNode;
  name: string;
  options: Option[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  columns?: 1 | 2;
};

/**
 * A radio group in a fieldset: each option a 44 px target, the error announced with the group. The ref
 * is the first option's (a form's Controller focuses it when the group has a message).
 */
export const ChoiceGroup = forwardRef<HTMLInputElement, Props>(function ChoiceGroup({ legend, name, options, value, onChange, onBlur, error, columns = 2 }, ref) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 font-medium text-slate-800">{legend}</legend>
      <div className={`grid grid-cols-1 gap-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {options.map((o, i) => (
          <label
            key={o.value}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
              value === o.value ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'
            }`}
          >
            <input ref={i === 0 ? ref : undefined} type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} onBlur={onBlur} />
            <span className="flex flex-col">
              <span className="font-medium">{o.label}</span>
              {o.hint ? <span className="text-sm text-slate-600">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? <p id={`${id}-error`} className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
});
