import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** A translated message, shown under the field and announced with it. */
  error?: string;
  hint?: ReactNode;
  /** Phones, codes and e-mail addresses read left to right in Arabic too. */
  ltr?: boolean;
};

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, ltr, id, className = '', ...rest },
  ref,
) {
  const generated = useId();
  // Phones, codes and e-mail addresses read left to right; in Arabic they still line up with the labels.
  const leftToRight = ltr || rest.dir === 'ltr';
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="font-medium text-slate-800">{label}</label>
      <input
        ref={ref}
        id={inputId}
        dir={leftToRight ? 'ltr' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base ${leftToRight ? 'text-start rtl:text-end' : ''} ${error ? 'border-red-600' : 'border-slate-300'} focus:border-brand-600`}
        {...rest}
      />
      {hint ? <p id={`${inputId}-hint`} className="text-sm text-slate-600">{hint}</p> : null}
      {error ? <p id={`${inputId}-error`} className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
});
