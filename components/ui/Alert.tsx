import type { ReactNode } from 'react';

const tones = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-green-300 bg-green-50 text-green-800',
  info: 'border-brand-100 bg-brand-50 text-brand-900',
};

/** A result announced to screen readers as it appears. */
export function Alert({ tone = 'info', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'} className={`rounded-lg border px-4 py-3 ${tones[tone]}`}>
      {children}
    </div>
  );
}
