import { useTranslations } from 'next-intl';

/** Where a multi-step flow stands: the steps in order, the current one marked. */
export function StepIndicator({ steps, current }: { steps: string[]; current: number }) {
  const t = useTranslations('steps');
  return (
    <nav aria-label={t('label')} className="mx-auto max-w-3xl px-4 py-4">
      <p className="sr-only">{t('stepOf', { current: current + 1, total: steps.length })}</p>
      <ol className="flex items-center gap-2">
        {steps.map((label, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li key={label} className="flex flex-1 flex-col items-center gap-1 text-center" aria-current={state === 'current' ? 'step' : undefined}>
              <span
                className={`grid size-8 place-items-center rounded-full text-sm font-bold ${
                  state === 'todo' ? 'bg-slate-200 text-slate-600' : 'bg-brand-600 text-white'
                } ${state === 'current' ? 'ring-4 ring-brand-100' : ''}`}
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className={`text-xs sm:text-sm ${state === 'current' ? 'font-semibold text-brand-900' : 'text-slate-600'}`}>{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
